import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { NonJsonResponse } from './openapi';

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

/** Sends stored private file bytes (or a stream of them) as a download (or inline), never sniffed, never cached publicly. */
export function replyWithFile(
  reply: FastifyReply,
  file: { contentType: string; fileName: string /** For a stream, when known. */; length?: number },
  body: Buffer | Readable,
  inline: boolean,
) {
  const length = Buffer.isBuffer(body) ? body.length : file.length;
  if (length !== undefined) reply.header('Content-Length', length);
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', contentDisposition(file.fileName, inline))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(body);
}

/** A verification document's bytes as the API document describes them (an attachment, or inline with `?inline=1`). */
export const DOCUMENT_FILE: NonJsonResponse = {
  description: 'The document (PDF, JPEG or PNG)',
  content: { 'application/pdf': 'binary', 'image/jpeg': 'binary', 'image/png': 'binary' },
};

/** An interview as an iCalendar file. */
export const ICS_FILE: NonJsonResponse = {
  description: 'The confirmed interview as an iCalendar file',
  content: { 'text/calendar': 'text' },
};

/** A PDF made or kept by the server (résumés, a talent's files). */
export const PDF_FILE: NonJsonResponse = {
  description: 'The PDF, as an attachment',
  content: { 'application/pdf': 'binary' },
};
