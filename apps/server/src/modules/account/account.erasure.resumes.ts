import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { applicationAttachments, resumes, talentFiles } from '../../db/schema/resumes';

/**
 * The résumé side of an erasure (decisions 038, 040, 042), in the caller's transaction: the versions and uploaded CVs
 * and portfolios are deleted; the applications the company keeps as anonymous records lose the résumé as sent, the
 * cover letter and the attachments. Returns the storage keys to remove (queued by the caller).
 */
export async function eraseResumeData(tx: DbOrTx, userId: number): Promise<string[]> {
  const own = tx.select({ id: applications.id }).from(applications).where(eq(applications.userId, userId));
  const attachments = await tx
    .delete(applicationAttachments)
    .where(inArray(applicationAttachments.applicationId, own))
    .returning({ key: applicationAttachments.storageKey });
  await tx.update(applications).set({ resumeSnapshot: null, coverLetter: null }).where(eq(applications.userId, userId));
  const files = await tx
    .delete(talentFiles)
    .where(eq(talentFiles.userId, userId))
    .returning({ key: talentFiles.storageKey });
  await tx.delete(resumes).where(eq(resumes.userId, userId));
  // An attachment is the bytes of a talent file sent with an application: the same key, removed once.
  return [...new Set([...attachments, ...files].map((r) => r.key))];
}
