import { TWO_STEP_RECOVERY_CODES } from '@app/contract/limits';
import { formatRecoveryCode, readTwoStepCode } from '@app/contract/rules/two-step-code';
import type { TwoStepDisableRequest, TwoStepStatus } from '@app/contract/schemas/two-step';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type AuthContext, forgetSessions } from '../../http/auth';
import { deleteSessionsOfUser } from './auth.queries';
import { verifyPassword } from './passwords.service';
import { countSigninAttempt } from './signin-throttle';
import {
  claimStep,
  countRecoveryCodesLeft,
  deleteTwoStep,
  findMembership,
  findTwoStep,
  markEnabled,
  replaceRecoveryCodes,
  savePendingSecret,
  useRecoveryCode,
} from './two-step.queries';
import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  matchTotpStep,
  newAuthenticatorSecret,
  newRecoveryCodes,
} from './two-step.secret';

type SecretRow = NonNullable<Awaited<ReturnType<typeof findTwoStep>>>;
type Client = { ip: string };

/**
 * Whether a typed code is good for the account: an app code whose time step was not used yet (so it is refused on
 * replay), or, when `allowRecovery`, an unused recovery code (used up by this call).
 */
export async function isCodeAccepted(
  deps: Deps,
  db: DbOrTx,
  row: SecretRow,
  typed: string,
  opts: { allowRecovery: boolean },
): Promise<boolean> {
  const code = readTwoStepCode(typed);
  if (!code) return false;
  if (code.kind === 'recovery') {
    return opts.allowRecovery && (await useRecoveryCode(db, row.userId, hashRecoveryCode(code.code)));
  }
  const secret = readSecret(deps, row.secret);
  const step = secret === null ? null : matchTotpStep(secret, code.code);
  return step !== null && (await claimStep(db, row.userId, step));
}

/** The stored secret, or null when it cannot be read (SESSION_SECRET changed): recovery codes still work then. */
function readSecret(deps: Deps, stored: string): string | null {
  try {
    return decryptSecret(deps.config, stored);
  } catch {
    return null;
  }
}

/** A code typed in settings: counted like a sign-in attempt of the account, so guessing is throttled alike. */
async function assertCode(deps: Deps, auth: AuthContext, row: SecretRow, typed: string, client: Client) {
  const email = await emailOf(deps.db, auth.userId);
  const attempt = await countSigninAttempt(deps.db, email, client.ip);
  if (!(await isCodeAccepted(deps, deps.db, row, typed, { allowRecovery: row.enabledAt !== null }))) {
    throw new AppError('TWO_STEP_CODE_INVALID', 400, [{ path: 'code', key: 'errors.TWO_STEP_CODE_INVALID' }]);
  }
  await attempt.release();
}

/** Whether the user has two-step sign-in on (the organization's requirement asks it of its owner first). */
export async function isTwoStepEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  return Boolean((await findTwoStep(db, userId))?.enabledAt);
}

async function emailOf(db: DbOrTx, userId: number) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', 401);
  return user.email;
}

export async function getTwoStepStatus(deps: Deps, auth: AuthContext): Promise<TwoStepStatus> {
  const [row, membership] = await Promise.all([
    findTwoStep(deps.db, auth.userId),
    auth.role === 'ORGANIZATION' ? findMembership(deps.db, auth.userId) : null,
  ]);
  const isEnabled = Boolean(row?.enabledAt);
  return {
    isEnabled,
    enabledAt: row?.enabledAt?.toISOString() ?? null,
    recoveryCodesLeft: isEnabled ? await countRecoveryCodesLeft(deps.db, auth.userId) : 0,
    isSetupRequired: Boolean(membership?.isRequired) && !isEnabled,
    organization: membership
      ? { isRequired: membership.isRequired, canChange: membership.memberRole === 'OWNER' }
      : null,
  };
}

/** Starts setup with a new secret (a setup not confirmed yet is replaced). The secret is shown this once. */
export async function startTwoStepSetup(deps: Deps, auth: AuthContext) {
  const row = await findTwoStep(deps.db, auth.userId);
  if (row?.enabledAt) throw new AppError('TWO_STEP_ALREADY_ENABLED', 409);
  const setup = await newAuthenticatorSecret(await emailOf(deps.db, auth.userId));
  await savePendingSecret(deps.db, auth.userId, encryptSecret(deps.config, setup.secret));
  return setup;
}

/**
 * Turns two-step sign-in on with the first code from the app, and returns the recovery codes (shown once). Every
 * other session of the account ends: they were opened with the password alone.
 */
export async function confirmTwoStepSetup(deps: Deps, auth: AuthContext, code: string, client: Client) {
  const row = await findTwoStep(deps.db, auth.userId);
  if (!row) throw new AppError('TWO_STEP_NOT_ENABLED', 409);
  if (row.enabledAt) throw new AppError('TWO_STEP_ALREADY_ENABLED', 409);
  await assertCode(deps, auth, row, code, client);
  const codes = newRecoveryCodes(TWO_STEP_RECOVERY_CODES);
  await deps.db.transaction(async (tx) => {
    await markEnabled(tx, auth.userId);
    await replaceRecoveryCodes(tx, auth.userId, codes.map(hashRecoveryCode));
    await deleteSessionsOfUser(tx, auth.userId, auth.sessionId);
  });
  // The cached sessions of this user may still say "setup due".
  forgetSessions({ userId: auth.userId });
  return { recoveryCodes: codes.map(formatRecoveryCode) };
}

/** New recovery codes for a code from the app (or an unused recovery code); the old ones stop working. */
export async function regenerateRecoveryCodes(deps: Deps, auth: AuthContext, code: string, client: Client) {
  const row = await findTwoStep(deps.db, auth.userId);
  if (!row?.enabledAt) throw new AppError('TWO_STEP_NOT_ENABLED', 409);
  await assertCode(deps, auth, row, code, client);
  const codes = newRecoveryCodes(TWO_STEP_RECOVERY_CODES);
  await replaceRecoveryCodes(deps.db, auth.userId, codes.map(hashRecoveryCode));
  return { recoveryCodes: codes.map(formatRecoveryCode) };
}

/** Turns two-step sign-in off with the password and a code; refused while the organization requires it. */
export async function disableTwoStep(deps: Deps, auth: AuthContext, input: TwoStepDisableRequest, client: Client) {
  const row = await findTwoStep(deps.db, auth.userId);
  if (!row?.enabledAt) throw new AppError('TWO_STEP_NOT_ENABLED', 409);
  const membership = auth.role === 'ORGANIZATION' ? await findMembership(deps.db, auth.userId) : null;
  if (membership?.isRequired) throw new AppError('TWO_STEP_REQUIRED_BY_ORGANIZATION', 409);
  const [user] = await deps.db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, auth.userId))
    .limit(1);
  if (!user) throw new AppError('SESSION_EXPIRED', 401);
  const attempt = await countSigninAttempt(deps.db, user.email, client.ip);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    throw new AppError('WRONG_PASSWORD', 400, [{ path: 'password', key: 'errors.WRONG_PASSWORD' }]);
  }
  if (!(await isCodeAccepted(deps, deps.db, row, input.code, { allowRecovery: true }))) {
    throw new AppError('TWO_STEP_CODE_INVALID', 400, [{ path: 'code', key: 'errors.TWO_STEP_CODE_INVALID' }]);
  }
  await attempt.release();
  await deps.db.transaction((tx) => deleteTwoStep(tx, auth.userId));
  forgetSessions({ userId: auth.userId });
}
