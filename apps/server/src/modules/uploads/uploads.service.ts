import { randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, IMAGE_TYPES, IMAGE_WEB_MAX_PX } from '@app/contract/limits';
import { sanitizeFilename } from '@app/contract/rules/filename';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { queueStorageDeletions } from '../../jobs/storage-deletions';
import { deleteFilesOfOwner, findServableFile, findWebFileOfOwner, insertStoredFiles } from './uploads.queries';

export const FILES_PATH = '/api/v1/files/';
/** Keys the server makes for web copies: `images/<purpose>/<yyyy>/<mm>/<uuid>.webp`. */
const WEB_KEY = /^images\/[a-z]{1,20}\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.webp$/;
const PURPOSES = new Set(['profile', 'logo', 'image']);
const EXTENSIONS: Record<ImageType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
};
/** Refuse decompression bombs: a 5 MB file may not decode to more than this many pixels. */
const MAX_INPUT_PIXELS = 40_000_000;

type ImageType = (typeof IMAGE_TYPES)[number];
export type ImageUpload = { bytes: Buffer; filename: string; type: string | null };

const isImageType = (mime: string): mime is ImageType => (IMAGE_TYPES as readonly string[]).includes(mime);

/** `?type=profile` or the multipart `type` field picks the folder; anything else is a general image. */
export function purposeOf(...candidates: (string | null | undefined)[]): string {
  for (const c of candidates) {
    const value = c?.trim().toLowerCase();
    if (value && PURPOSES.has(value)) return value;
  }
  return 'image';
}

/**
 * Reads the multipart body: one `file`, plus `type` and `timestamp` fields. Limits are enforced while streaming;
 * a file over the limit is a 413, a malformed body a 400, never a 500.
 */
export async function readImageUpload(parts: AsyncIterableIterator<Multipart>): Promise<ImageUpload> {
  let file: { bytes: Buffer; filename: string } | null = null;
  let type: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated || bytes.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413);
        if (part.fieldname === 'file' && !file) file = { bytes, filename: part.filename ?? '' };
      } else if (part.fieldname === 'type' && typeof part.value === 'string') {
        type = part.value.slice(0, 50);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.tooMany' }]);
    }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new AppError('PAYLOAD_TOO_LARGE', 413);
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.invalid' }]);
  }
  if (!file || file.bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.required' }]);
  }
  return { ...file, type };
}

async function makeWebCopy(bytes: Buffer, mime: ImageType) {
  const animated = mime === 'image/gif' || mime === 'image/webp';
  try {
    let image = sharp(bytes, { animated, limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    if (!animated) image = image.rotate();
    const { data, info } = await image
      .resize({ width: IMAGE_WEB_MAX_PX, height: IMAGE_WEB_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.pageHeight ?? info.height };
  } catch {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.imageUnreadable' }]);
  }
}

/**
 * Stores an image: its type is judged by the bytes (never the name or the declared type), only JPEG, PNG, GIF and
 * WebP pass. The original is kept; a re-encoded WebP copy (at most 800 px, no metadata, no scripts) is what
 * browsers get. Returns the URL of the copy.
 */
export async function uploadImage(deps: Deps, ownerId: number, upload: ImageUpload, purpose: string) {
  const detected = await fileTypeFromBuffer(upload.bytes);
  if (!detected || !isImageType(detected.mime)) throw new AppError('UNSUPPORTED_IMAGE_TYPE', 415);
  const mime = detected.mime;
  const web = await makeWebCopy(upload.bytes, mime);

  const uploadId = randomUUID();
  const now = new Date();
  const folder = `${purpose}/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}`;
  const webKey = `images/${folder}/${uploadId}.webp`;
  const originalKey = `originals/${folder}/${uploadId}.${EXTENSIONS[mime]}`;
  const originalName = sanitizeFilename(upload.filename, `image.${EXTENSIONS[mime]}`);

  await deps.storage.put(originalKey, upload.bytes);
  await deps.storage.put(webKey, web.data);
  try {
    const common = { ownerId, uploadId, purpose, originalName };
    await insertStoredFiles(deps.db, [
      { ...common, variant: 'ORIGINAL', key: originalKey, contentType: mime, sizeBytes: upload.bytes.length },
      {
        ...common,
        variant: 'WEB',
        key: webKey,
        contentType: 'image/webp',
        sizeBytes: web.data.length,
        width: web.width,
        height: web.height,
      },
    ]);
  } catch (error) {
    await Promise.all([deps.storage.remove(originalKey), deps.storage.remove(webKey)]).catch(() => {});
    throw error;
  }
  return `${FILES_PATH}${webKey}`;
}

/** The bytes and type of a served file; unknown keys are 404 whatever their shape. */
export async function readServableFile(deps: Deps, key: string) {
  if (!WEB_KEY.test(key)) throw notFound();
  const row = await findServableFile(deps.db, key);
  if (!row) throw notFound();
  const bytes = await deps.storage.get(key);
  if (!bytes) throw notFound();
  return { bytes, contentType: row.contentType };
}

/** The storage key behind one of our file URLs (relative, or absolute on our public URL), else null. */
function keyOfUrl(url: string, publicUrl: string): string | null {
  const path = url.startsWith(publicUrl) ? url.slice(publicUrl.length) : url;
  if (!path.startsWith(FILES_PATH)) return null;
  const key = path.slice(FILES_PATH.length);
  return WEB_KEY.test(key) ? key : null;
}

/** An image URL put on an account or profile must be one of the caller's own uploads. */
export async function assertOwnImageUrl(deps: Deps, db: DbOrTx, ownerId: number, url: string | null, path: string) {
  await assertImageOfOwners(deps, db, [ownerId], url, path);
}

/**
 * An image URL must be an upload of one of `ownerIds` (an organization's members, for its logo): never an outside
 * address, nor another account's file.
 */
export async function assertImageOfOwners(
  deps: Deps,
  db: DbOrTx,
  ownerIds: number[],
  url: string | null,
  path: string,
) {
  if (url === null) return;
  const key = keyOfUrl(url, deps.config.publicUrl);
  for (const ownerId of key ? ownerIds : []) {
    if (await findWebFileOfOwner(db, key ?? '', ownerId)) return;
  }
  throw new AppError('VALIDATION_FAILED', 400, [{ path, key: 'validation.ownImage' }]);
}

/**
 * Forgets every file of an owner in the caller's transaction and queues the stored bytes for removal after commit
 * (durably: the storage deletion worker retries until done). Returns the queued rows' ids.
 */
export async function forgetFilesOfOwner(tx: DbOrTx, ownerId: number) {
  return queueStorageDeletions(tx, await deleteFilesOfOwner(tx, ownerId));
}
