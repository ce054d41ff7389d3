import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Sessions: only a SHA-256 of the token is stored, so a database leak gives no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Company sessions end after an idle time (decision 035); written at most once a minute. */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the organization ended the session (decision 044): it answers MEMBERSHIP_ENDED until signed out. */
    endedReason: text('ended_reason', { enum: ['MEMBERSHIP_ENDED'] }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens sent by mail: e-mail verification, password reset, account deletion. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['VERIFY_EMAIL', 'RESET_PASSWORD', 'DELETE_ACCOUNT', 'UNLOCK_SIGNIN'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_token_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Fixed-window counters for throttling, kept in the database so several server instances share them. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** Accounts of outside sign-in providers (decision 025): one provider subject belongs to one user. */
export const oauthAccounts = pgTable(
  'oauth_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'kakao', 'naver'] }).notNull(),
    /** The provider's stable id of the person (`sub`), never the e-mail. */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('oauth_accounts_provider_subject_key').on(t.provider, t.subject),
    index('oauth_accounts_user_idx').on(t.userId),
  ],
);

/**
 * A sign-in sent to a provider and not back yet: found by the hash of its `state` (which the browser also keeps in a
 * cookie), used once. The PKCE verifier and nonce stay here, never in the browser.
 */
export const oauthRequests = pgTable(
  'oauth_requests',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider', { enum: ['google', 'kakao', 'naver'] }).notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    /** The kind of account to create when the person is new. */
    role: text('role', { enum: ['NORMAL', 'ORGANIZATION'] }).notNull(),
    locale: text('locale', { enum: ['en', 'ko'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_requests_expires_idx').on(t.expiresAt)],
);

/**
 * A person the provider vouched for who has no account yet: the completion step (terms, and an e-mail when the
 * provider gave no verified one) creates it. Found by the hash of a ticket kept in an httpOnly cookie.
 */
export const oauthSignups = pgTable(
  'oauth_signups',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    provider: text('provider', { enum: ['google', 'kakao', 'naver'] }).notNull(),
    subject: text('subject').notNull(),
    /** Only an address the provider says it verified; null means "ask for one and verify it by mail". */
    verifiedEmail: text('verified_email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    role: text('role', { enum: ['NORMAL', 'ORGANIZATION'] }).notNull(),
    locale: text('locale', { enum: ['en', 'ko'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_signups_expires_idx').on(t.expiresAt)],
);
