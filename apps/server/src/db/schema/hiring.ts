import { APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { applications, statusList } from './applications';
import { organizations } from './organizations';
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
