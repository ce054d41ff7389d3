import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A user's authenticator secret (decision 035), encrypted with a key from the configuration. `enabled_at` is null
 * while setup waits for the first code. `last_used_step` is the TOTP time step of the last code accepted: a code of
 * that step or an earlier one is refused, so a code cannot be replayed within its window.
 */
export const twoStepSecrets = pgTable('two_step_secrets', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: integer('last_used_step').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One-time recovery codes: only a SHA-256 of each (they are random, like session tokens); used once. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_step_recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/** A correct password waiting for its code: found by the hash of a token, good for a few minutes and attempts. */
export const twoStepChallenges = pgTable(
  'two_step_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('two_step_challenges_user_idx').on(t.userId), index('two_step_challenges_expires_idx').on(t.expiresAt)],
);
