import { addDays, DOCUMENT_REQUEST_ANSWER_DAYS } from '@app/contract/rules/fair-hiring';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applications } from '../db/schema/applications';
import { documentRequests } from '../db/schema/fair-hiring';
import { jobPostings } from '../db/schema/postings';
import { users } from '../db/schema/users';

/** The demo posting with a stated schedule, and the talent who asks for their documents after its rejection. */
const POSTING = '프론트엔드 개발자 (React)';
const REQUESTER = 'emily.nguyen@demo.talentbridge.dev';
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

/**
 * 누리소프트's frontend posting states its schedule (the documents date already passed, so the dashboard flags the
 * applicant still in review), and Emily, rejected there, asked two days ago for her documents to be deleted: one
 * pending request with its 14-day deadline. Runs after seedHiring; does nothing when a request exists.
 */
export async function seedFairHiring(tx: Tx, now = new Date()) {
  if ((await tx.select({ id: documentRequests.id }).from(documentRequests).limit(1)).length > 0) return;
  const [posting] = await tx.select().from(jobPostings).where(eq(jobPostings.title, POSTING)).limit(1);
  if (!posting) return;
  await tx
    .update(jobPostings)
    .set({
      hiringProcess: posting.hiringProcess ?? '서류 전형 → 기술 면접 → 최종 면접 → 처우 협의',
      documentsBy: dateOf(addDays(now, -12)),
      interviewsBy: dateOf(addDays(now, -2)),
      resultBy: dateOf(addDays(now, 10)),
      documentRetentionDays: 30,
    })
    .where(eq(jobPostings.id, posting.id));
  const [rejected] = await tx
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(
      and(eq(applications.postingId, posting.id), eq(users.email, REQUESTER), eq(applications.status, 'REJECTED')),
    );
  if (!rejected) return;
  const requestedAt = addDays(now, -2);
  await tx.insert(documentRequests).values({
    applicationId: rejected.id,
    organizationId: posting.organizationId,
    kind: 'DELETE',
    requestedAt,
    dueAt: addDays(requestedAt, DOCUMENT_REQUEST_ANSWER_DAYS),
  });
}
