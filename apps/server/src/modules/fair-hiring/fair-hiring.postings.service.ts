import { postingForbiddenQuestions } from '@app/contract/rules/forbidden-questions';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import type { jobPostings } from '../../db/schema/postings';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { mailTalents } from './fair-hiring.mails';
import { scheduleChanged, scheduleOf, tellApplicants } from './fair-hiring.notices.service';
import {
  countUndecidedApplications,
  findUndecidedApplications,
  lockUndecidedApplications,
} from './fair-hiring.queries';

/* What a posting's edits and status changes owe applicants (decision 039); called by the postings service. */

type MailConfig = Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>;
type Posting = typeof jobPostings.$inferSelect;
type Texts = Parameters<typeof postingForbiddenQuestions>[0];

/** Live applications of the posting without a result yet (closing asks what to tell them). */
export function countUndecided(db: DbOrTx, postingId: number) {
  return countUndecidedApplications(db, postingId);
}

const findingsKey = (p: Texts) => JSON.stringify(postingForbiddenQuestions(p));

/**
 * Publishing a posting whose texts ask what Art. 4-3 forbids needs an explicit acknowledgement (409
 * FORBIDDEN_QUESTIONS_UNACKNOWLEDGED otherwise); who acknowledged and when is kept on the posting. Word lists find
 * false positives (a real-estate company's "property"), so a block without a way through would stop honest postings.
 */
export function checkBeforePublish(auth: AuthContext, posting: Posting, acknowledge: boolean): Partial<Posting> {
  if (postingForbiddenQuestions(posting).length === 0 || posting.forbiddenQuestionsAcknowledgedAt) return {};
  if (!acknowledge) throw new AppError('FORBIDDEN_QUESTIONS_UNACKNOWLEDGED', 409);
  return { forbiddenQuestionsAcknowledgedAt: new Date(), forbiddenQuestionsAcknowledgedBy: auth.userId };
}

/** An edit that changes the findings asks for a new acknowledgement. */
export function acknowledgementAfterEdit(before: Posting, after: Texts): Partial<Posting> {
  return findingsKey(before) === findingsKey(after)
    ? {}
    : { forbiddenQuestionsAcknowledgedAt: null, forbiddenQuestionsAcknowledgedBy: null };
}

/** A changed process or stated date is told to every applicant still waiting (Art. 8); returns the mails queued. */
export async function tellScheduleChange(
  tx: DbOrTx,
  config: MailConfig,
  before: Posting,
  after: Posting,
  companyName: string,
) {
  if (!scheduleChanged(before, after)) return 0;
  const waiting = await findUndecidedApplications(tx, before.id);
  if (waiting.length === 0) return 0;
  return tellApplicants(
    tx,
    config,
    'HIRING_SCHEDULE_CHANGED',
    after,
    companyName,
    waiting.map((a) => ({ applicationId: a.id, userId: a.userId })),
  );
}

type ApplicationContext = Parameters<Deps['applications']['transition']>[1]['context'];

/**
 * Closing a posting with applicants still waiting: refused (409 UNDECIDED_APPLICATIONS) unless the company chose to
 * send the default notice; then each is ended (CANCEL: closed without a decision, Art. 10) and told in the app and by
 * a courteous mail in their own language, in the caller's transaction. Returns the mails queued.
 */
export async function endUndecidedOnClose(
  tx: DbOrTx,
  deps: Pick<Deps, 'config' | 'applications'>,
  auth: AuthContext,
  context: ApplicationContext,
  notify: boolean,
) {
  const rows = await lockUndecidedApplications(tx, context.posting.id);
  if (rows.length === 0) return 0;
  if (!notify) throw new AppError('UNDECIDED_APPLICATIONS', 409);
  const now = new Date();
  for (const application of rows) {
    await deps.applications.transition(tx, {
      application,
      talentId: application.userId,
      context,
      action: 'CANCEL',
      actor: { userId: auth.userId, role: 'COMPANY' },
      now,
    });
  }
  return mailTalents(
    tx,
    deps.config,
    'POSTING_CLOSED_RESULT',
    rows.map((a) => ({
      userId: a.userId,
      values: {
        companyName: context.org.name,
        title: context.posting.title,
        postingId: context.posting.id,
        applicationId: a.id,
        schedule: scheduleOf(context.posting),
      },
    })),
  );
}
