import {
  SIGNIN_ACCOUNT_WINDOW_SECONDS,
  SIGNIN_MAX_FAILURES_PER_ACCOUNT,
  SIGNIN_MAX_FAILURES_PER_IP,
  SIGNIN_MAX_FAILURES_PER_PAIR,
  SIGNIN_WINDOW_SECONDS,
} from '@app/contract/limits';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../http/app-error';
import { clearRateLimit, clearRateLimitsByPrefix, hitRateLimit, releaseRateLimit } from '../../http/rate-limit';

type Limit = { key: string; max: number; window: number; code: 'TOO_MANY_REQUESTS' | 'SIGNIN_LOCKED' };

/**
 * The windows one sign-in attempt counts in (decision 020): the account from this address, this address over all
 * accounts, and the account from everywhere. Keyed by the e-mail as typed, so unknown e-mails behave alike.
 */
function limitsOf(email: string, ip: string): Limit[] {
  return [
    {
      key: `signin:ip:${ip}`,
      max: SIGNIN_MAX_FAILURES_PER_IP,
      window: SIGNIN_WINDOW_SECONDS,
      code: 'TOO_MANY_REQUESTS',
    },
    {
      key: `signin:pair:${email}|${ip}`,
      max: SIGNIN_MAX_FAILURES_PER_PAIR,
      window: SIGNIN_WINDOW_SECONDS,
      code: 'TOO_MANY_REQUESTS',
    },
    {
      key: `signin:account:${email}`,
      max: SIGNIN_MAX_FAILURES_PER_ACCOUNT,
      window: SIGNIN_ACCOUNT_WINDOW_SECONDS,
      code: 'SIGNIN_LOCKED',
    },
  ];
}

export type SigninAttempt = { release: () => Promise<void> };

/**
 * Counts the attempt in every window before the password is checked, one atomic upsert each, so parallel requests
 * cannot all pass a check made before any of them is counted. Past a limit, the hits already made are given back
 * (a refused attempt checks no password) and the answer is 429 with Retry-After. `release` gives the hits back
 * after a successful sign-in, so only failures use up the limits.
 */
export async function countSigninAttempt(db: DbOrTx, email: string, ip: string): Promise<SigninAttempt> {
  const counted: string[] = [];
  const release = async () => {
    for (const key of counted) await releaseRateLimit(db, key);
  };
  for (const limit of limitsOf(email, ip)) {
    const { count, resetAt } = await hitRateLimit(db, limit.key, limit.window);
    counted.push(limit.key);
    if (count > limit.max) {
      await release();
      const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
      throw new AppError(limit.code, 429, undefined, { 'Retry-After': String(seconds) });
    }
  }
  return { release };
}

/** Lifts the account's lock and its per-address windows (unlock link, password reset). */
export async function clearSigninLimits(db: DbOrTx, email: string): Promise<void> {
  await clearRateLimit(db, `signin:account:${email}`);
  await clearRateLimitsByPrefix(db, `signin:pair:${email}|`);
}
