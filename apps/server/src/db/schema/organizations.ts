import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    verificationStatus: text('verification_status', { enum: ['NOT_APPLIED', 'PENDING', 'REJECTED', 'APPROVED'] })
      .notNull()
      .default('NOT_APPLIED'),
    logoUrl: text('logo_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organizations_verification_status_idx').on(t.verificationStatus, t.updatedAt)],
);

/** Who belongs to which organization. One organization per user today; the table lets several users share one later. */
export const organizationMembers = pgTable(
  'organization_members',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    memberRole: text('member_role', { enum: ['OWNER', 'MEMBER'] })
      .notNull()
      .default('OWNER'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('organization_members_org_idx').on(t.organizationId)],
);
