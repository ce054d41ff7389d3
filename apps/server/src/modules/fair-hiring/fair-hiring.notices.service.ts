import type { HiringSchedule } from '@app/contract/rules/fair-hiring';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { jobPostings } from '../../db/schema/postings';
import { notifyEach } from '../notifications/notifications.service';
import { type FairHiringTalentMail, mailTalents } from './fair-hiring.mails';

/*
 * What the talent is told, in the app and by mail, in the caller's transaction: the receipt of an application
 * (Art. 7), a delay or a changed schedule (Art. 8). Results are the lifecycle's notices (Art. 10).
 */

type MailConfig = Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>;
type Posting = Pick<
  typeof jobPostings.$inferSelect,
  'id' | 'title' | 'hiringProcess' | 'documentsBy' | 'interviewsBy' | 'resultBy'
>;
type Notice = 'APPLICATION_RECEIVED' | 'HIRING_DELAYED' | 'HIRING_SCHEDULE_CHANGED';

export const scheduleOf = (p: HiringSchedule): HiringSchedule => ({
  documentsBy: p.documentsBy,
  interviewsBy: p.interviewsBy,
  resultBy: p.resultBy,
});

/**
 * Tells each talent about their application to `posting`: an in-app notification and, when they keep mail on, a mail
 * with the stated process and dates. Returns how many mails were queued (the caller kicks the outbox after commit).
 */
export async function tellApplicants(
  tx: DbOrTx,
  config: MailConfig,
  notice: Notice,
  posting: Posting,
  companyName: string,
  applicants: { applicationId: number; userId: number }[],
  now = new Date(),
) {
  await notifyEach(
    tx,
    notice,
    applicants.map((a) => ({
      userId: a.userId,
      params: { applicationId: a.applicationId, jobPostingId: posting.id, title: posting.title, companyName },
    })),
    now,
  );
  return mailTalents(
    tx,
    config,
    notice satisfies FairHiringTalentMail,
    applicants.map((a) => ({
      userId: a.userId,
      values: {
        companyName,
        title: posting.title,
        postingId: posting.id,
        applicationId: a.applicationId,
        hiringProcess: posting.hiringProcess,
        schedule: scheduleOf(posting),
      },
    })),
  );
}

/** Whether an edit changed what applicants were told: the process text or a stated date. */
export function scheduleChanged(before: Posting, after: Posting) {
  return (
    (before.hiringProcess ?? '') !== (after.hiringProcess ?? '') ||
    before.documentsBy !== after.documentsBy ||
    before.interviewsBy !== after.interviewsBy ||
    before.resultBy !== after.resultBy
  );
}
