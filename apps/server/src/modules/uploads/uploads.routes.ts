import { envelopeOf } from '@app/contract/envelope';
import { IMAGE_MAX_BYTES } from '@app/contract/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { purposeOf, readImageUpload, readServableFile, uploadImage } from './uploads.service';

/** The upload form (documented here; the handler reads the parts itself). */
const ImageFormSchema = z.object({
  file: z.file(),
  type: z.string().max(50).optional(),
  timestamp: z.string().max(50).optional(),
});
const UploadQuerySchema = z.object({ type: z.string().max(50).optional(), timestamp: z.string().max(50).optional() });

export const uploadsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.post(
    '/api/v1/upload/image',
    {
      onRequest: requireRole(),
      config: { multipart: ImageFormSchema, errors: ['UNSUPPORTED_IMAGE_TYPE'] },
      schema: {
        tags: ['uploads'],
        summary: `Upload a JPEG, PNG, GIF or WebP image (multipart \`file\`, \`type\`, optional \`timestamp\`; at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB); data is the URL of its web copy`,
        consumes: ['multipart/form-data'],
        querystring: UploadQuerySchema,
        response: { 200: envelopeOf(z.string()) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 415);
      const upload = await readImageUpload(
        request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6 } }),
      );
      return ok(await uploadImage(deps, auth.userId, upload, purposeOf(request.query.type, upload.type)));
    },
  );

  app.get(
    '/api/v1/files/*',
    {
      config: { produces: { description: 'The image (WebP)', content: { 'image/webp': 'binary' } } },
      schema: { tags: ['uploads'], summary: 'An uploaded image (web copy), by the key in its URL' },
    },
    async (request, reply) => {
      const key = (request.params as { '*': string })['*'];
      const file = await readServableFile(deps, key);
      return reply
        .header('Content-Type', file.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Disposition', 'inline')
        .send(file.bytes);
    },
  );
};
