import { APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import { FUNNEL_STAGES } from '@app/contract/rules/recruiting-analytics';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { jobPostings } from './postings';
import { users } from './users';

/** The contract's list of states as SQL, so the database refuses any other value (one list, one place). */
export const statusList = sql.raw(`(${APPLICATION_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/**
 * A talent's application to a posting: one row per posting and talent (a withdrawn application is re-used when the
 * talent applies again). The states and legal moves are in the contract's rules/application-state.ts.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('APPLIED'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the company first opened the application. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** When it reached a final state (rejected, cancelled, declined, hired). */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The applicant's names, copied from users by triggers (migration 0024) so a posting's candidates sort and filter
     * by name through an index instead of joining and sorting every applicant.
     */
    applicantFirstName: text('applicant_first_name').notNull().default(''),
    applicantLastName: text('applicant_last_name').notNull().default(''),
    /** The résumé exactly as sent (contract's ResumeSnapshot); null for applications made before résumés. */
    resumeSnapshot: jsonb('resume_snapshot'),
    coverLetter: text('cover_letter'),
    /** The stated date the talent was last told is missed (one delay notice per date; decision 039). */
    delayNotifiedFor: date('delay_notified_for', { mode: 'string' }),
    /** When the retention window ended and its personal content was removed (fair-hiring.anonymize.ts). */
    anonymizedAt: timestamp('anonymized_at', { withTimezone: true }),
    /** The furthest funnel stage it ever reached (recruiting analytics' funnel; kept by transitionApplication). */
    furthestStage: text('furthest_stage', { enum: FUNNEL_STAGES }).notNull().default('APPLIED'),
  },
  (t) => [
    uniqueIndex('applications_posting_user_key').on(t.postingId, t.userId),
    index('applications_user_applied_idx').on(t.userId, t.appliedAt, t.id),
    index('applications_user_status_idx').on(t.userId, t.status, t.appliedAt),
    // Migration 0040 INCLUDEs anonymized_at: a stage's count is then read from this index alone; 0049 adds the id, so
    // one stage's entries are in the candidate list's applied order.
    index('applications_posting_status_idx').on(t.postingId, t.status, t.appliedAt, t.id),
    // The candidate list of a posting in applied or name order (either direction), without sorting its applicants.
    // Migration 0026 adds INCLUDE columns (stage, names) that drizzle cannot declare: the filters, the count and the
    // page's ids are then read from the index alone; 0034 adds furthest_stage for recruiting analytics' funnel.
    index('applications_posting_applied_idx').on(t.postingId, t.appliedAt, t.id),
    // Hires of a period for recruiting analytics (migration 0030; 0034 INCLUDEs applied_at for the time to hire).
    index('applications_posting_hired_idx').on(t.postingId, t.hiredAt).where(sql`${t.hiredAt} is not null`),
    index('applications_posting_name_idx').on(t.postingId, t.applicantFirstName, t.applicantLastName, t.id),
    // One stage in name order (migration 0052 INCLUDEs anonymized_at): its page read in order whatever the posting's size.
    index('applications_posting_status_name_idx').on(
      t.postingId,
      t.status,
      t.applicantFirstName,
      t.applicantLastName,
      t.id,
    ),
    check('applications_status_check', sql`${t.status} in ${statusList}`),
    check(
      'applications_furthest_stage_check',
      sql.raw(`furthest_stage in (${FUNNEL_STAGES.map((s) => `'${s}'`).join(', ')})`),
    ),
    index('applications_open_status_idx')
      .on(t.status, t.postingId)
      .where(sql`${t.status} in ('APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','INTERVIEW_SCHEDULED')`),
    index('applications_retention_idx')
      .on(t.decidedAt)
      .where(sql`${t.anonymizedAt} is null and ${t.decidedAt} is not null`),
  ],
);

/**
 * One stint of an application in a stage (decision 041): entered by a move that changed its state, left by the next
 * one (null while it is there). Written by transitionApplication in the move's transaction; the application's applied
 * date and withdrawal are copied so recruiting analytics reads a period's stints from one index.
 */
export const applicationStageTimes = pgTable(
  'application_stage_times',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: APPLICATION_STATUSES }).notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull(),
    withdrawn: boolean('withdrawn').notNull().default(false),
    /** How long the stint lasted, stored so the median reads integers from the index. */
    seconds: integer('seconds').generatedAlwaysAs(sql`extract(epoch from left_at - entered_at)::integer`),
  },
  (t) => [
    index('application_stage_times_application_idx').on(t.applicationId),
    uniqueIndex('application_stage_times_open_key').on(t.applicationId).where(sql`${t.leftAt} is null`),
    // A period's ended stints per stage, overall or of one posting; migration 0034 INCLUDEs seconds (drizzle cannot).
    index('application_stage_times_org_idx')
      .on(t.organizationId, t.stage, t.appliedAt)
      .where(sql`${t.leftAt} is not null and not ${t.withdrawn}`),
    index('application_stage_times_posting_idx')
      .on(t.postingId, t.stage, t.appliedAt)
      .where(sql`${t.leftAt} is not null and not ${t.withdrawn}`),
    check('application_stage_times_order_check', sql`${t.leftAt} is null or ${t.leftAt} >= ${t.enteredAt}`),
  ],
);
