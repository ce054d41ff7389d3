import { TWO_STEP_CHALLENGE_ATTEMPTS } from '@app/contract/limits';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { clearRateLimit } from '../../http/rate-limit';
import { hashToken } from '../../http/tokens';
import { createSession } from './session-start.service';
import { countSigninAttempt } from './signin-throttle';
import { countChallengeAttempt, deleteChallenge, findTwoStep } from './two-step.queries';
import { isCodeAccepted } from './two-step.service';

type Client = { ip: string; userAgent: string | null };

const expired = () => new AppError('TWO_STEP_CHALLENGE_EXPIRED', 400);

/**
 * The code step: an app code or a recovery code for a live challenge opens the session. Each try counts in the
 * sign-in windows (like a password) and on the challenge itself; past its attempts the challenge ends and the
 * password is asked again.
 */
export async function completeTwoStepSignin(
  deps: Deps,
  challenge: string | undefined,
  code: string,
  client: Client,
): Promise<string> {
  if (!challenge) throw expired();
  const tokenHash = hashToken(challenge);
  const counted = await countChallengeAttempt(deps.db, tokenHash);
  if (!counted) throw expired();
  if (counted.attempts > TWO_STEP_CHALLENGE_ATTEMPTS) {
    await deleteChallenge(deps.db, tokenHash);
    throw expired();
  }
  const [user] = await deps.db
    .select({ email: users.email, status: users.status })
    .from(users)
    .where(eq(users.id, counted.userId))
    .limit(1);
  const row = await findTwoStep(deps.db, counted.userId);
  if (user?.status !== 'ACTIVE' || !row?.enabledAt) {
    await deleteChallenge(deps.db, tokenHash);
    throw expired();
  }
  const attempt = await countSigninAttempt(deps.db, user.email, client.ip);
  if (!(await isCodeAccepted(deps, deps.db, row, code, { allowRecovery: true }))) {
    throw new AppError('TWO_STEP_CODE_INVALID', 400, [{ path: 'code', key: 'errors.TWO_STEP_CODE_INVALID' }]);
  }
  await attempt.release();
  await clearRateLimit(deps.db, `signin:pair:${user.email}|${client.ip}`);
  return deps.db.transaction(async (tx) => {
    // Two right answers at once: only the one that ends the challenge opens a session.
    if (!(await deleteChallenge(tx, tokenHash))) throw expired();
    return createSession(tx, counted.userId, client);
  });
}
