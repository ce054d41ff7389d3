import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /** Stored trimmed and lower-cased; compared case-insensitively by construction. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    locale: text('locale', { enum: ['en', 'ko'] })
      .notNull()
      .default('en'),
    imageUrl: text('image_url'),
    status: text('status', { enum: ['PENDING_VERIFICATION', 'ACTIVE', 'DELETED'] })
      .notNull()
      .default('PENDING_VERIFICATION'),
    role: text('role', { enum: ['NORMAL', 'ORGANIZATION', 'ADMIN'] }).notNull(),
    hasInterestField: boolean('has_interest_field').notNull().default(false),
    marketingAgreed: boolean('marketing_agreed').notNull().default(false),
    termsAgreedAt: timestamp('terms_agreed_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(sql`${t.createdAt} desc`),
  ],
);

export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emailNotiFlag: boolean('email_noti_flag').notNull().default(true),
  pushNotiFlag: boolean('push_noti_flag').notNull().default(false),
  noticeNotiFlag: boolean('notice_noti_flag').notNull().default(true),
  recommendedJobNotiFlag: boolean('recommended_job_noti_flag').notNull().default(true),
  jobResultFlag: boolean('job_result_flag').notNull().default(true),
  recommendedTalentNotiFlag: boolean('recommended_talent_noti_flag').notNull().default(true),
  newApplicantNotiFlag: boolean('new_applicant_noti_flag').notNull().default(true),
  jobDecisionNotiFlag: boolean('job_decision_noti_flag').notNull().default(true),
  talentProfileUpdateNotiFlag: boolean('talent_profile_update_noti_flag').notNull().default(true),
});
