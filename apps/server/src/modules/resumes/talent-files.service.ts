import { randomUUID } from 'node:crypto';
import { TALENT_FILE_MAX_BYTES, TALENT_FILES_MAX } from '@app/contract/limits';
import { sanitizeFilename } from '@app/contract/rules/filename';
import type { TalentFileKind } from '@app/contract/schemas/resume';
import type { Multipart } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { hasActivePdfContent } from './pdf-active-content';
import { presentTalentFile } from './resumes.presenter';
import {
  countTalentFilesLocked,
  deleteTalentFile,
  findTalentFile,
  findTalentFiles,
  insertTalentFile,
  isKeySentWithApplication,
} from './resumes.queries';

/* A talent's CV and portfolio PDFs: private, at most TALENT_FILES_MAX, each at most TALENT_FILE_MAX_BYTES. */

function assertOwner(auth: AuthContext, userId: number) {
  if (auth.role !== 'NORMAL' || auth.userId !== userId) throw notFound();
}

/** The one `file` part of an upload, or the error the client should see. */
async function readPdfPart(parts: AsyncIterableIterator<Multipart>) {
  let file: { bytes: Buffer; filename: string } | null = null;
  try {
    for await (const part of parts) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > TALENT_FILE_MAX_BYTES) throw new AppError('FILE_TOO_LARGE', 413);
      if (part.fieldname === 'file' && !file) file = { bytes, filename: part.filename ?? '' };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const e = error as { code?: string; statusCode?: number };
    if (e.code === 'FST_FILES_LIMIT' || e.code === 'FST_PARTS_LIMIT' || e.code === 'FST_FIELDS_LIMIT') {
      throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.tooMany' }]);
    }
    if (e.code === 'FST_REQ_FILE_TOO_LARGE' || e.statusCode === 413) throw new AppError('FILE_TOO_LARGE', 413);
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.invalid' }]);
  }
  if (!file || file.bytes.length === 0) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'file', key: 'validation.required' }]);
  }
  return file;
}

/** The name kept: sanitised, ending in `.pdf`. */
function pdfName(original: string) {
  const clean = sanitizeFilename(original || 'document.pdf', 'document.pdf');
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

export async function listTalentFiles(deps: Deps, auth: AuthContext, userId: number) {
  assertOwner(auth, userId);
  return (await findTalentFiles(deps.db, userId)).map(presentTalentFile);
}

/**
 * Stores one PDF: judged by its bytes (415 UNSUPPORTED_FILE_TYPE otherwise), refused when it can run scripts or
 * carries files (415 PDF_ACTIVE_CONTENT), and not past TALENT_FILES_MAX files (413 TOO_MANY_FILES).
 */
export async function uploadTalentFile(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  kind: TalentFileKind,
  parts: AsyncIterableIterator<Multipart>,
) {
  assertOwner(auth, userId);
  const file = await readPdfPart(parts);
  const type = await fileTypeFromBuffer(file.bytes);
  if (type?.mime !== 'application/pdf') throw new AppError('UNSUPPORTED_FILE_TYPE', 415);
  if (hasActivePdfContent(file.bytes)) throw new AppError('PDF_ACTIVE_CONTENT', 415);
  const key = `talent-files/${userId}/${randomUUID()}.pdf`;
  await deps.storage.put(key, file.bytes);
  try {
    const row = await deps.db.transaction(async (tx) => {
      if ((await countTalentFilesLocked(tx, userId)) >= TALENT_FILES_MAX) throw new AppError('TOO_MANY_FILES', 413);
      return insertTalentFile(tx, {
        userId,
        kind,
        storageKey: key,
        fileName: pdfName(file.filename),
        contentType: 'application/pdf',
        sizeBytes: file.bytes.length,
      });
    });
    return presentTalentFile(row);
  } catch (error) {
    await deps.storage.remove(key).catch(() => {});
    throw error;
  }
}

export async function readTalentFile(deps: Deps, auth: AuthContext, userId: number, fileId: number) {
  assertOwner(auth, userId);
  const row = await findTalentFile(deps.db, userId, fileId);
  if (!row) throw notFound();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw notFound();
  return { file: row, bytes };
}

/** Deletes the file; its bytes stay while an application that sent it still refers to them. */
export async function removeTalentFile(deps: Deps, auth: AuthContext, userId: number, fileId: number) {
  assertOwner(auth, userId);
  const removed = await deps.db.transaction((tx) => deleteTalentFile(tx, userId, fileId));
  if (!removed) throw notFound();
  if (!(await isKeySentWithApplication(deps.db, removed.storageKey))) {
    await deps.storage.remove(removed.storageKey).catch(() => {});
  }
}
