import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { applicationEvents, interviewProposals } from '../../db/schema/hiring';
import { notifications } from '../../db/schema/notifications';
import { jobOffers } from '../../db/schema/offers';
import { organizationMembers } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { applicationAttachments, talentFiles } from '../../db/schema/resumes';
import { queueStorageDeletions } from '../../jobs/storage-deletions';
import { forgetTalentUnlessPooled } from './fair-hiring.forget-talent';

/**
 * What ending an application's retention window (or a confirmed return/deletion request) removes, table by table
 * (decision 039). The application itself stays as an anonymous record for statistics: its posting, status and dates.
 * Add new per-application personal data here (résumé snapshots, attachments, scorecards).
 */
export const ANONYMIZED_DATA = [
  'applications.applicant_first_name, applicant_last_name → empty (NOT NULL columns); delay_notified_for → null',
  'application_events.message and actor_user_id → null (the moves and their dates stay)',
  'interview_proposals of the application → deleted (their slots cascade): links, places, messages',
  'without talent-pool consent and no other live application there: the organization forgets the talent (FORGOTTEN_WITHOUT_TALENT_POOL)',
  "notifications of the organization's members about the application → deleted (they name the talent)",
  'applications.resume_snapshot and cover_letter → null (the résumé exactly as sent)',
  'application_attachments → deleted; their stored bytes queued for deletion unless a talent file or another application still uses them',
  'interview_scorecards and interview_panel_members → deleted with the interview proposals (cascade)',
  'job_offers.message → empty (the terms stay for statistics)',
] as const;

/** Removes the application's personal content inside the caller's transaction (the row must be locked). */
export async function anonymizeApplication(tx: DbOrTx, applicationId: number, now: Date) {
  const [app] = await tx
    .update(applications)
    .set({
      applicantFirstName: '',
      applicantLastName: '',
      delayNotifiedFor: null,
      resumeSnapshot: null,
      coverLetter: null,
      anonymizedAt: now,
      updatedAt: now,
    })
    .where(and(eq(applications.id, applicationId), isNull(applications.anonymizedAt)))
    .returning({ userId: applications.userId, postingId: applications.postingId });
  if (!app) return false;
  const [posting] = await tx
    .select({ organizationId: jobPostings.organizationId })
    .from(jobPostings)
    .where(eq(jobPostings.id, app.postingId));
  await tx
    .update(applicationEvents)
    .set({ message: null, actorUserId: null })
    .where(eq(applicationEvents.applicationId, applicationId));
  await tx.delete(interviewProposals).where(eq(interviewProposals.applicationId, applicationId));
  await tx.update(jobOffers).set({ message: '' }).where(eq(jobOffers.applicationId, applicationId));
  await forgetAttachments(tx, applicationId);
  if (!posting) return true;
  const otherLive = await tx
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
    .where(
      and(
        eq(applications.userId, app.userId),
        eq(jobPostings.organizationId, posting.organizationId),
        ne(applications.id, applicationId),
        isNull(applications.anonymizedAt),
      ),
    )
    .limit(1);
  // The talent is forgotten only with their last application there: a live one still needs what the company noted.
  if (otherLive.length === 0) await forgetTalentUnlessPooled(tx, posting.organizationId, app.userId, now);
  const members = tx
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, posting.organizationId));
  await tx
    .delete(notifications)
    .where(
      and(
        inArray(notifications.userId, members),
        sql`${notifications.params}->>'applicationId' = ${String(applicationId)}`,
      ),
    );
  return true;
}

/** Deletes the application's attachments; bytes no talent file or other application refers to go to the queue. */
async function forgetAttachments(tx: DbOrTx, applicationId: number) {
  const removed = await tx
    .delete(applicationAttachments)
    .where(eq(applicationAttachments.applicationId, applicationId))
    .returning({ key: applicationAttachments.storageKey });
  const keys = [...new Set(removed.map((r) => r.key))];
  if (keys.length === 0) return;
  const [inFiles, inOthers] = await Promise.all([
    tx.select({ key: talentFiles.storageKey }).from(talentFiles).where(inArray(talentFiles.storageKey, keys)),
    tx
      .select({ key: applicationAttachments.storageKey })
      .from(applicationAttachments)
      .where(inArray(applicationAttachments.storageKey, keys)),
  ]);
  const kept = new Set([...inFiles, ...inOthers].map((r) => r.key));
  await queueStorageDeletions(
    tx,
    keys.filter((key) => !kept.has(key)),
  );
}
