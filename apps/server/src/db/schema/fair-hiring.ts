import { DOCUMENT_REQUEST_KINDS } from '@app/contract/rules/fair-hiring';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { organizations } from './organizations';
import { users } from './users';

/**
 * An unsuccessful talent's request to have their documents returned or deleted from the company's view (Fair Hiring
 * Procedure Act Art. 11): one per application; the company confirms it before `due_at` (14 days).
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_REQUEST_KINDS }).notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: integer('confirmed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('document_requests_application_key').on(t.applicationId),
    index('document_requests_org_open_idx').on(t.organizationId, t.dueAt).where(sql`${t.confirmedAt} is null`),
    check('document_requests_kind_check', sql`${t.kind} in ('RETURN','DELETE')`),
  ],
);
