import { isDelayNoticeDue, pendingStage } from '@app/contract/rules/fair-hiring';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { anonymizeApplication } from './fair-hiring.anonymize';
import { tellApplicants } from './fair-hiring.notices.service';
import { lockDelayCandidates, lockExpiredApplications } from './fair-hiring.queries';

/*
 * The two timed duties, run by jobs/fair-hiring-sweeper.ts with the clock it is given (tests pass their own): tell
 * talents of a delay past the stated date and the organization's grace period (Art. 8), and anonymise applications
 * whose document-retention window ended (Art. 11). Each batch is one transaction over rows locked with SKIP LOCKED,
 * and each row records what was done, so runs on several instances or repeated runs never do it twice.
 */

const BATCH = 200;
type MailConfig = Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>;

/** Sends the delay notices now due; returns how many talents were told (mails are queued; kick the outbox). */
export async function sendDueDelayNotices(db: Db, config: MailConfig, now: Date) {
  let told = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await lockDelayCandidates(tx, now, BATCH);
      for (const { application, posting, org } of rows) {
        const pending = pendingStage(application.status, posting);
        if (!pending) continue;
        // Marked even when the rule says it is not due yet, so the batch always moves on (the SQL pre-filter and
        // the rule agree; this only guards against a disagreement looping forever).
        await tx
          .update(applications)
          .set({ delayNotifiedFor: pending.date })
          .where(eq(applications.id, application.id));
        if (!isDelayNoticeDue(application.status, posting, org.delayGraceDays, now)) continue;
        await tellApplicants(
          tx,
          config,
          'HIRING_DELAYED',
          posting,
          org.name,
          [{ applicationId: application.id, userId: application.userId }],
          now,
        );
        told++;
      }
      return rows.length;
    });
    if (batch < BATCH) return told;
  }
}

/** Anonymises the applications whose retention window ended; returns how many. */
export async function anonymizeExpiredApplications(db: Db, now: Date) {
  let done = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await lockExpiredApplications(tx, now, BATCH);
      for (const row of rows) if (await anonymizeApplication(tx, row.id, now)) done++;
      return rows.length;
    });
    if (batch < BATCH) return done;
  }
}
