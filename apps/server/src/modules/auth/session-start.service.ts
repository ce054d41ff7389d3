import { SESSION_DAYS, TWO_STEP_CHALLENGE_MINUTES } from '@app/contract/limits';
import type { TwoStepChallenge } from '@app/contract/schemas/two-step';
import type { DbOrTx } from '../../db/client';
import { hashToken, newToken } from '../../http/tokens';
import { insertSession } from './auth.queries';
import { findTwoStep, insertChallenge } from './two-step.queries';

type Client = { ip: string; userAgent: string | null };

export async function createSession(db: DbOrTx, userId: number, client: Client) {
  const token = newToken();
  await insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
    userAgent: client.userAgent?.slice(0, 300) ?? null,
    ip: client.ip,
  });
  return token;
}

/** What a proven identity (password, provider) opens: a session, or the code step when two-step sign-in is on. */
export type SignedIn = { session: string } | { challenge: TwoStepChallenge };

/** Opens a session, unless the account has two-step sign-in on: then a short-lived challenge for the code step. */
export async function sessionOrChallenge(db: DbOrTx, userId: number, client: Client): Promise<SignedIn> {
  const twoStep = await findTwoStep(db, userId);
  if (!twoStep?.enabledAt) return { session: await createSession(db, userId, client) };
  const token = newToken();
  const expiresAt = new Date(Date.now() + TWO_STEP_CHALLENGE_MINUTES * 60_000);
  await insertChallenge(db, { tokenHash: hashToken(token), userId, expiresAt });
  return { challenge: { twoStepChallenge: token, expiresAt: expiresAt.toISOString() } };
}
