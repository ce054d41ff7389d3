import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applicationAttachments, resumes, talentFiles } from '../../db/schema/resumes';

export type ResumeRow = typeof resumes.$inferSelect;
export type TalentFileRow = typeof talentFiles.$inferSelect;
export type AttachmentRow = typeof applicationAttachments.$inferSelect;

/* ---------- résumé versions ---------- */

export function findResumes(db: DbOrTx, userId: number) {
  return db.select().from(resumes).where(eq(resumes.userId, userId)).orderBy(asc(resumes.id));
}

export async function findResume(db: DbOrTx, userId: number, resumeId: number) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function findDefaultResume(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(resumes)
    .where(and(eq(resumes.userId, userId), eq(resumes.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/** Counts the user's versions while holding a lock on them, so two creations cannot both pass the limit. */
export async function countResumesLocked(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select id from ${resumes} where ${resumes.userId} = ${userId} for update`);
  const [row] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
  return row?.n ?? 0;
}

export async function insertResume(tx: DbOrTx, values: typeof resumes.$inferInsert) {
  const [row] = await tx.insert(resumes).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateResume(
  tx: DbOrTx,
  userId: number,
  resumeId: number,
  changes: Partial<Pick<ResumeRow, 'name' | 'language' | 'content'>>,
) {
  const [row] = await tx
    .update(resumes)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .returning();
  return row ?? null;
}

/** Makes one version the default: the old default is cleared first (the unique partial index allows one). */
export async function setDefaultResume(tx: DbOrTx, userId: number, resumeId: number) {
  await tx
    .update(resumes)
    .set({ isDefault: false })
    .where(and(eq(resumes.userId, userId), eq(resumes.isDefault, true), ne(resumes.id, resumeId)));
  await tx
    .update(resumes)
    .set({ isDefault: true })
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)));
}

export async function deleteResume(tx: DbOrTx, userId: number, resumeId: number) {
  const [row] = await tx
    .delete(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .returning();
  return row ?? null;
}

/* ---------- the talent's files ---------- */

export function findTalentFiles(db: DbOrTx, userId: number) {
  return db.select().from(talentFiles).where(eq(talentFiles.userId, userId)).orderBy(asc(talentFiles.id));
}

export async function findTalentFile(db: DbOrTx, userId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(talentFiles)
    .where(and(eq(talentFiles.id, fileId), eq(talentFiles.userId, userId)))
    .limit(1);
  return row ?? null;
}

export function findTalentFilesByIds(db: DbOrTx, userId: number, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(talentFiles)
    .where(and(eq(talentFiles.userId, userId), inArray(talentFiles.id, ids)));
}

export async function countTalentFilesLocked(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select id from ${talentFiles} where ${talentFiles.userId} = ${userId} for update`);
  const [row] = await tx.select({ n: count() }).from(talentFiles).where(eq(talentFiles.userId, userId));
  return row?.n ?? 0;
}

export async function insertTalentFile(tx: DbOrTx, values: typeof talentFiles.$inferInsert) {
  const [row] = await tx.insert(talentFiles).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function deleteTalentFile(tx: DbOrTx, userId: number, fileId: number) {
  const [row] = await tx
    .delete(talentFiles)
    .where(and(eq(talentFiles.id, fileId), eq(talentFiles.userId, userId)))
    .returning();
  return row ?? null;
}

/** Whether an application still holds the stored bytes (then deleting the talent's file keeps them). */
export async function isKeySentWithApplication(db: DbOrTx, storageKey: string) {
  const [row] = await db
    .select({ id: applicationAttachments.id })
    .from(applicationAttachments)
    .where(eq(applicationAttachments.storageKey, storageKey))
    .limit(1);
  return row !== undefined;
}

/* ---------- what an application sent ---------- */

export async function replaceAttachments(
  tx: DbOrTx,
  applicationId: number,
  rows: Omit<typeof applicationAttachments.$inferInsert, 'id' | 'applicationId'>[],
) {
  await tx.delete(applicationAttachments).where(eq(applicationAttachments.applicationId, applicationId));
  if (rows.length > 0) await tx.insert(applicationAttachments).values(rows.map((r) => ({ ...r, applicationId })));
}

export function findAttachments(db: DbOrTx, applicationId: number) {
  return db
    .select()
    .from(applicationAttachments)
    .where(eq(applicationAttachments.applicationId, applicationId))
    .orderBy(asc(applicationAttachments.id));
}

export async function findAttachment(db: DbOrTx, applicationId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(applicationAttachments)
    .where(and(eq(applicationAttachments.id, attachmentId), eq(applicationAttachments.applicationId, applicationId)))
    .limit(1);
  return row ?? null;
}
