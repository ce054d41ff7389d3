import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { storedFiles } from '../../db/schema/files';

export type NewStoredFile = typeof storedFiles.$inferInsert;

export async function insertStoredFiles(db: DbOrTx, rows: NewStoredFile[]) {
  await db.insert(storedFiles).values(rows);
}

/** A file browsers may fetch: only derived web copies are served, never originals. */
export async function findServableFile(db: DbOrTx, key: string) {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.variant, 'WEB')))
    .limit(1);
  return rows[0] ?? null;
}

export async function findWebFileOfOwner(db: DbOrTx, key: string, ownerId: number) {
  const rows = await db
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.key, key), eq(storedFiles.variant, 'WEB'), eq(storedFiles.ownerId, ownerId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Deletes every file row of an owner and returns the storage keys, to remove the bytes after commit. */
export async function deleteFilesOfOwner(db: DbOrTx, ownerId: number) {
  const rows = await db.delete(storedFiles).where(eq(storedFiles.ownerId, ownerId)).returning({ key: storedFiles.key });
  return rows.map((r) => r.key);
}
