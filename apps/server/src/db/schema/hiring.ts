import { APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications, statusList } from './applications';
import { organizations } from './organizations';
import { jobPostings } from './postings';
import { users } from './users';

/**
 * The history of an application: one row per move (and per note-only event such as an additional-assessment request,
 * where from and to are equal). Read by both the talent and the company; never updated.
 */
export const applicationEvents = pgTable(
  'application_events',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** Null for the first application (nothing before it). */
    fromStatus: text('from_status', { enum: APPLICATION_STATUSES }),
    toStatus: text('to_status', { enum: APPLICATION_STATUSES }).notNull(),
    /** The rule's action (REVIEW, OFFER, …) or ADDITIONAL_ASSESSMENT / APPLY. */
    action: text('action').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role', { enum: ['TALENT', 'COMPANY', 'SYSTEM'] }).notNull(),
    message: text('message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Migration 0030 adds INCLUDE (from_status, to_status) for analytics' index-only reads; drizzle cannot declare it.
    index('application_events_application_idx').on(t.applicationId, t.createdAt, t.id),
    index('application_events_actor_idx').on(t.actorUserId).where(sql`${t.actorUserId} is not null`),
    check('application_events_from_status_check', sql`${t.fromStatus} is null or ${t.fromStatus} in ${statusList}`),
    check('application_events_to_status_check', sql`${t.toStatus} in ${statusList}`),
  ],
);

/**
 * An interview a company proposes on an application: online (meeting link) or offline (location), with candidate
 * slots picked in the company's time zone and stored as UTC. The talent chooses one (SCHEDULED) or declines them
 * all (DECLINED); a new proposal cancels the previous open one (CANCELLED).
 */
export const interviewProposals = pgTable(
  'interview_proposals',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['ONLINE', 'OFFLINE'] }).notNull(),
    meetingUrl: text('meeting_url'),
    location: text('location'),
    timeZone: text('time_zone').notNull(),
    status: text('status', { enum: ['PROPOSED', 'SCHEDULED', 'DECLINED', 'CANCELLED'] })
      .notNull()
      .default('PROPOSED'),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    chosenSlotId: integer('chosen_slot_id').references((): AnyPgColumn => interviewSlots.id, {
      onDelete: 'set null',
    }),
    message: text('message'),
    /** SEQUENCE of the interview's calendar invitation: raised on each change of time or place and on cancel. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
  },
  (t) => [
    index('interview_proposals_application_idx').on(t.applicationId, t.proposedAt, t.id),
    // The company's upcoming interviews (scheduled ones only).
    index('interview_proposals_scheduled_org_idx').on(t.organizationId).where(sql`${t.status} = 'SCHEDULED'`),
  ],
);

export const interviewSlots = pgTable(
  'interview_slots',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => interviewProposals.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('interview_slots_proposal_idx').on(t.proposalId, t.startsAt)],
);

/** The organization's members who sit on an interview's panel (decision 036). */
export const interviewPanelMembers = pgTable(
  'interview_panel_members',
  {
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => interviewProposals.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'interview_panel_members_pk', columns: [t.proposalId, t.userId] }),
    index('interview_panel_members_user_idx').on(t.userId, t.proposalId),
  ],
);

/** A posting's scorecard criteria as its company wrote them (no row: the default criteria). */
export const postingScorecardCriteria = pgTable('posting_scorecard_criteria', {
  postingId: integer('posting_id')
    .primaryKey()
    .references(() => jobPostings.id, { onDelete: 'cascade' }),
  criteria: text('criteria').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One rating of a scorecard: the criterion as it was shown when rated (a default's key or the company's text). */
export type ScorecardRatingRow = { criterion: string; rating: number };

/** A panel interviewer's scorecard of one interview; never shown to the talent. */
export const interviewScorecards = pgTable(
  'interview_scorecards',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => interviewProposals.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    interviewerUserId: integer('interviewer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recommendation: text('recommendation', { enum: ['STRONG_NO', 'NO', 'YES', 'STRONG_YES'] }).notNull(),
    ratings: jsonb('ratings').$type<ScorecardRatingRow[]>().notNull(),
    notes: text('notes'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('interview_scorecards_proposal_interviewer_key').on(t.proposalId, t.interviewerUserId),
    index('interview_scorecards_application_idx').on(t.applicationId, t.proposalId),
    check(
      'interview_scorecards_recommendation_check',
      sql`${t.recommendation} in ('STRONG_NO', 'NO', 'YES', 'STRONG_YES')`,
    ),
  ],
);
