import type { FastifyReply } from 'fastify';

/** `inline` or `attachment` with the name both as ASCII (old clients) and as UTF-8 (RFC 6266, e.g. Korean names). */
export function contentDisposition(fileName: string, inline: boolean): string {
  const fallback = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** `?inline=1` (or `true`) shows a stored file in the browser instead of downloading it. */
export const isInline = (value: string | undefined) => value === '1' || value === 'true';

/** Sends stored private file bytes as a download (or inline), never sniffed, never cached publicly. */
export function replyWithFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string },
  bytes: Buffer,
  inline: boolean,
) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Length', bytes.length)
    .header('Content-Disposition', contentDisposition(file.fileName, inline))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(bytes);
}
