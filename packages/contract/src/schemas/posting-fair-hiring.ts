import { z } from 'zod';
import {
  DOCUMENT_RETENTION_DAYS_DEFAULT,
  DOCUMENT_RETENTION_DAYS_MAX,
  DOCUMENT_RETENTION_DAYS_MIN,
} from '../rules/fair-hiring';
import { FORBIDDEN_QUESTION_CATEGORIES } from '../rules/forbidden-questions';
import { POSTING_STATUSES } from '../rules/posting-progress';

/* What the Fair Hiring Procedure Act adds to a posting's contract (decision 039). */

/** A stated schedule date (YYYY-MM-DD), or null when the posting states none. */
const statedDate = z.iso
  .date({ error: 'validation.invalid' })
  .nullish()
  .transform((v) => v ?? null);

export const postingScheduleFields = {
  /** The stated schedule (Fair Hiring Procedure Act Art. 8); each date optional, in order when several are given. */
  documentsBy: statedDate,
  interviewsBy: statedDate,
  resultBy: statedDate,
  /** Days after the result that documents are kept and may be asked back (Art. 11). */
  documentRetentionDays: z
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(DOCUMENT_RETENTION_DAYS_MIN, { error: 'validation.numberRange' })
    .max(DOCUMENT_RETENTION_DAYS_MAX, { error: 'validation.numberRange' })
    .default(DOCUMENT_RETENTION_DAYS_DEFAULT),
};

const SCHEDULE_DATES = ['documentsBy', 'interviewsBy', 'resultBy'] as const;

/** The stated dates that come before an earlier step's date (each is optional; those given must be in order). */
export function scheduleOrderIssues(value: Record<(typeof SCHEDULE_DATES)[number], string | null>) {
  const dates = SCHEDULE_DATES.flatMap((k) => (value[k] === null ? [] : [{ k, date: value[k] as string }]));
  return dates.filter(({ date }, i) => i > 0 && date < (dates[i - 1] as { date: string }).date).map(({ k }) => k);
}

const queryFlag = z
  .enum(['true', 'false'], { error: 'validation.invalid' })
  .optional()
  .transform((v) => v === 'true');

/**
 * `PATCH …/job-postings/{id}?jobPostingStatus=`. Publishing a posting with forbidden-question findings needs
 * `acknowledgeForbiddenQuestions=true`; closing one with undecided applicants needs `notifyUndecided=true`, which
 * ends them (CANCEL) with the default result notice in each talent's language (decision 039).
 */
export const PostingStatusQuerySchema = z.strictObject({
  jobPostingStatus: z.enum(POSTING_STATUSES, { error: 'validation.invalid' }),
  acknowledgeForbiddenQuestions: queryFlag,
  notifyUndecided: queryFlag,
});

export const ForbiddenQuestionFindingSchema = z.object({
  field: z.string(),
  category: z.enum(FORBIDDEN_QUESTION_CATEGORIES),
  term: z.string(),
});
export type ForbiddenQuestionFindingDto = z.infer<typeof ForbiddenQuestionFindingSchema>;
