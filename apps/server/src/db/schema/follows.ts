import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { organizations } from './organizations';
import { jobPostings } from './postings';
import { users } from './users';

/** Postings a talent follows (/talent/mypage/job-of-interest). */
export const postingFollows = pgTable(
  'posting_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: integer('posting_id')
      .notNull()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postingId] }),
    index('posting_follows_user_created_idx').on(t.userId, t.createdAt),
    index('posting_follows_posting_idx').on(t.postingId),
  ],
);

/** Companies a talent follows (/talent/mypage/company-of-interest). */
export const organizationFollows = pgTable(
  'organization_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationId] }),
    index('organization_follows_user_created_idx').on(t.userId, t.createdAt),
    index('organization_follows_org_idx').on(t.organizationId),
  ],
);
