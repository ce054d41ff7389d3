import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@app/contract/errors';
import { DOCUMENT_MAX_BYTES, DOCUMENTS_PER_ORGANIZATION_MAX } from '@app/contract/limits';
import { sanitizeFilename } from '@app/contract/rules/filename';
import { isVerifiedInfoLocked } from '@app/contract/rules/verification-status';
import type { Locale } from '@app/contract/schemas/common';
import type { UploadDocumentsResponse } from '@app/contract/schemas/organization';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps';
import { assertCanReadOrganization, assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { translate } from '../../http/language';
import { presentDocument } from './organizations.presenter';
import {
  countDocuments,
  deleteDocument,
  findDocument,
  findDocuments,
  findOrganization,
  findOrganizationForUpdate,
  insertDocument,
} from './organizations.queries';

/** Document types accepted, judged by the bytes; the extension given to the stored name. */
const ALLOWED = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
} as const;
type AllowedType = keyof typeof ALLOWED;

type Accepted = { index: number; fileName: string; contentType: AllowedType; key: string; size: number };
type Failed = { index: number; fileName: string; errorCode: ErrorCode };

const MULTIPART_LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The name to keep: sanitised, with the extension of the type the bytes really are. */
function storedName(original: string, type: AllowedType): string {
  const ext = ALLOWED[type];
  const clean = sanitizeFilename(original || 'document', 'document');
  const dot = clean.lastIndexOf('.');
  const base = dot > 0 ? clean.slice(0, dot) : clean;
  const currentExt = dot > 0 ? clean.slice(dot + 1).toLowerCase() : '';
  if (currentExt === ext || (ext === 'jpg' && currentExt === 'jpeg')) return clean;
  return `${base}.${ext}`;
}

async function detectType(bytes: Buffer): Promise<AllowedType | null> {
  if (bytes.length === 0) return null;
  const detected = await fileTypeFromBuffer(bytes);
  return detected && detected.mime in ALLOWED ? (detected.mime as AllowedType) : null;
}

export async function listDocuments(deps: Deps, auth: AuthContext, organizationId: number) {
  assertCanReadOrganization(auth, organizationId);
  if (!(await findOrganization(deps.db, organizationId))) throw notFound();
  return (await findDocuments(deps.db, organizationId)).map(presentDocument);
}

/**
 * Stores every acceptable file of a multipart upload. A file that is too large or not a PDF, JPEG or PNG (by its
 * bytes) is reported and skipped; the others are kept. When no file could be kept, the whole call fails.
 */
export async function uploadDocuments(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  parts: AsyncIterableIterator<Multipart>,
  locale: Locale,
): Promise<UploadDocumentsResponse> {
  assertMemberOf(auth, organizationId);
  const before = await findOrganization(deps.db, organizationId);
  if (!before) throw notFound();
  if (isVerifiedInfoLocked(before.verificationStatus)) throw new AppError('ORGANIZATION_LOCKED', 409);

  const accepted: Accepted[] = [];
  const failed: Failed[] = [];
  const removeStored = async () => {
    await Promise.all(accepted.map((a) => deps.storage.remove(a.key).catch(() => {})));
  };
  let index = 0;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const fileName = part.filename ?? '';
      const i = index++;
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > DOCUMENT_MAX_BYTES) {
        failed.push({ index: i, fileName, errorCode: 'FILE_TOO_LARGE' });
        continue;
      }
      const type = await detectType(bytes);
      if (!type) {
        failed.push({ index: i, fileName, errorCode: 'UNSUPPORTED_FILE_TYPE' });
        continue;
      }
      const key = `verification/${organizationId}/${randomUUID()}.${ALLOWED[type]}`;
      await deps.storage.put(key, bytes);
      accepted.push({ index: i, fileName: storedName(fileName, type), contentType: type, key, size: bytes.length });
    }
  } catch (error) {
    await removeStored();
    if (error instanceof AppError) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code && MULTIPART_LIMIT_CODES.has(e.code)) throw new AppError('TOO_MANY_FILES', 413);
    if (e.statusCode === 413) throw new AppError('FILE_TOO_LARGE', 413);
    // A malformed multipart body is the client's fault, never a 500.
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'files', key: 'validation.invalid' }]);
  }
  if (index === 0) throw new AppError('VALIDATION_FAILED', 400, [{ path: 'files', key: 'validation.required' }]);

  let stored: Awaited<ReturnType<typeof insertDocument>>[] = [];
  try {
    stored = await deps.db.transaction(async (tx) => {
      const org = await findOrganizationForUpdate(tx, organizationId);
      if (!org) throw notFound();
      if (isVerifiedInfoLocked(org.verificationStatus)) throw new AppError('ORGANIZATION_LOCKED', 409);
      const room = Math.max(0, DOCUMENTS_PER_ORGANIZATION_MAX - (await countDocuments(tx, organizationId)));
      const rows = [];
      for (const [n, file] of accepted.entries()) {
        if (n >= room) {
          failed.push({ index: file.index, fileName: file.fileName, errorCode: 'TOO_MANY_FILES' });
          await deps.storage.remove(file.key).catch(() => {});
          continue;
        }
        rows.push(
          await insertDocument(tx, {
            organizationId,
            uploadedBy: auth.userId,
            storageKey: file.key,
            fileName: file.fileName,
            contentType: file.contentType,
            sizeBytes: file.size,
          }),
        );
      }
      return rows;
    });
  } catch (error) {
    await removeStored();
    throw error;
  }

  failed.sort((a, b) => a.index - b.index);
  if (stored.length === 0) {
    const codes = new Set(failed.map((f) => f.errorCode));
    const code: ErrorCode =
      codes.size === 1 ? (failed[0]?.errorCode ?? 'UNSUPPORTED_FILE_TYPE') : 'UNSUPPORTED_FILE_TYPE';
    const status = code === 'FILE_TOO_LARGE' || code === 'TOO_MANY_FILES' ? 413 : 415;
    throw new AppError(
      code,
      status,
      failed.map((f) => ({ path: `files[${f.index}]`, key: `errors.${f.errorCode}` })),
    );
  }
  return {
    uploaded: stored.map(presentDocument),
    failed: failed.map((f) => ({
      fileName: f.fileName,
      errorCode: f.errorCode,
      message: translate(locale, `errors.${f.errorCode}`),
    })),
  };
}

/** The bytes of a document, for members and administrators only. */
export async function readDocument(deps: Deps, auth: AuthContext, organizationId: number, documentId: number) {
  assertCanReadOrganization(auth, organizationId);
  const doc = await findDocument(deps.db, organizationId, documentId);
  if (!doc) throw notFound();
  const bytes = await deps.storage.get(doc.storageKey);
  if (!bytes) throw notFound();
  return { doc, bytes };
}

/** Removes a document; not while the verification is pending or approved. */
export async function removeDocument(deps: Deps, auth: AuthContext, organizationId: number, documentId: number) {
  assertMemberOf(auth, organizationId);
  const removed = await deps.db.transaction(async (tx) => {
    const org = await findOrganizationForUpdate(tx, organizationId);
    if (!org) throw notFound();
    if (!(await findDocument(tx, organizationId, documentId))) throw notFound();
    if (isVerifiedInfoLocked(org.verificationStatus)) throw new AppError('ORGANIZATION_LOCKED', 409);
    return deleteDocument(tx, organizationId, documentId);
  });
  if (!removed) throw notFound();
  // The row is gone; a failure to delete the bytes leaves an orphan file, never a dangling row.
  await deps.storage.remove(removed.storageKey).catch(() => {});
}
