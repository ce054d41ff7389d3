import {
  MAIL_REQUESTS_PER_WINDOW,
  MAIL_WINDOW_SECONDS,
  PASSWORD_CHANGE_MAX_FAILURES,
  SIGNIN_WINDOW_SECONDS,
} from '@app/contract/limits';
import type {
  InterestCategoriesRequestSchema,
  PasswordChangeRequest,
  ProfileSummaryRequestSchema,
  TalentNotificationsRequest,
} from '@app/contract/schemas/account';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { hitRateLimit, peekRateLimit, tooManyRequests } from '../../http/rate-limit';
import { drainStorageDeletions, queueStorageDeletions } from '../../jobs/storage-deletions';
import { consumeToken, endSessions, sendTokenMail } from '../auth/auth.tokens.service';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../auth/passwords.service';
import { resolveJobTitles, resolveSkills } from '../catalog/catalog.service';
import { deleteConsentsOf } from '../consents/consents.service';
import { deleteProfileOf } from '../profiles/profiles.service';
import { assertOwnImageUrl, forgetFilesOfOwner } from '../uploads/uploads.service';
import { eraseAccountRows } from './account.erasure.queries';
import { eraseResumeData } from './account.erasure.resumes';
import { assertLeavesNoOrganizationBehind } from './account.ownership';
import { presentInterests, presentSummary, presentTalentNotifications } from './account.presenter';
import {
  findAccount,
  findInterestIds,
  replaceInterests,
  setPasswordHash,
  updateSummary,
  upsertNotificationFlags,
} from './account.queries';

type SummaryInput = z.output<typeof ProfileSummaryRequestSchema>;
type InterestInput = z.output<typeof InterestCategoriesRequestSchema>;

/** `{id}` in a settings path must be the caller; anyone else gets 404 whether the account exists or not. */
function assertSelf(auth: AuthContext, userId: number) {
  if (auth.userId !== userId) throw notFound();
}

export async function updateProfileSummary(deps: Deps, auth: AuthContext, userId: number, input: SummaryInput) {
  assertSelf(auth, userId);
  await assertOwnImageUrl(deps, deps.db, userId, input.imageUrl, 'imageUrl');
  const row = await updateSummary(deps.db, userId, input);
  if (!row) throw notFound();
  return presentSummary(row);
}

export async function updateTalentNotifications(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  flags: TalentNotificationsRequest,
) {
  assertSelf(auth, userId);
  const defined = Object.fromEntries(Object.entries(flags).filter(([, v]) => v !== undefined));
  const row = await upsertNotificationFlags(deps.db, userId, defined);
  if (!row) throw notFound();
  return presentTalentNotifications(row);
}

async function readInterests(deps: Deps, userId: number) {
  const ids = await findInterestIds(deps.db, userId);
  const skills = await resolveSkills(
    deps.db,
    ids.skillIds.map((id) => ({ path: '', id })),
  );
  const titles = await resolveJobTitles(
    deps.db,
    ids.jobTitleIds.map((id) => ({ path: '', id })),
  );
  return presentInterests(ids, skills, titles);
}

export async function getInterests(deps: Deps, auth: AuthContext, userId: number) {
  if (auth.role !== 'ADMIN') assertSelf(auth, userId);
  const account = await findAccount(deps.db, userId);
  if (account?.role !== 'NORMAL' || account.status === 'DELETED') throw notFound();
  return readInterests(deps, userId);
}

/** Replaces the interest lists (duplicates kept once); every id must be in the catalogue. */
export async function updateInterests(deps: Deps, auth: AuthContext, userId: number, input: InterestInput) {
  assertSelf(auth, userId);
  const skillRefs = input.interestedSkills.map((s, i) => ({ path: `interestedSkills[${i}].id`, id: s.id }));
  const roleRefs = input.interestedJobRoles.map((s, i) => ({ path: `interestedJobRoles[${i}].id`, id: s.id }));
  await resolveSkills(deps.db, skillRefs);
  await resolveJobTitles(deps.db, roleRefs);
  const unique = (refs: { id: number }[]) => [...new Set(refs.map((r) => r.id))];
  await deps.db.transaction((tx) => replaceInterests(tx, userId, unique(skillRefs), unique(roleRefs)));
  return readInterests(deps, userId);
}

/**
 * Changes the password of the signed-in account (any role). The current password is required; wrong answers
 * are counted per account. Every other session ends; this one stays.
 */
export async function changePassword(deps: Deps, auth: AuthContext, input: PasswordChangeRequest) {
  const limitKey = `pwchange:user:${auth.userId}`;
  const current = await peekRateLimit(deps.db, limitKey);
  if (current && current.count >= PASSWORD_CHANGE_MAX_FAILURES) throw tooManyRequests(current.resetAt);
  const account = await findAccount(deps.db, auth.userId);
  if (!account) throw new AppError('SESSION_EXPIRED', 401);
  if (!(await verifyPassword(account.passwordHash, input.currentPassword))) {
    await hitRateLimit(deps.db, limitKey, SIGNIN_WINDOW_SECONDS);
    throw new AppError('WRONG_PASSWORD', 400, [{ path: 'currentPassword', key: 'errors.WRONG_PASSWORD' }]);
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'newPassword', key: 'validation.samePassword' }]);
  }
  assertAcceptablePassword(input.newPassword, account.email, 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, auth.userId, passwordHash);
    await endSessions(tx, auth.userId, auth.sessionId);
  });
}

/** Queues the confirmation mail for account deletion; the e-mail typed must be the account's own. */
export async function requestDeletion(deps: Deps, auth: AuthContext, rawEmail: string) {
  const account = await findAccount(deps.db, auth.userId);
  if (!account) throw new AppError('SESSION_EXPIRED', 401);
  if (rawEmail.trim().toLowerCase() !== account.email) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path: 'email', key: 'validation.emailMismatch' }]);
  }
  // Said before the mail, and checked again when the link is followed (the team may have changed meanwhile).
  await assertLeavesNoOrganizationBehind(deps.db, auth.userId);
  const { count, resetAt } = await hitRateLimit(deps.db, `mail:delete:${auth.userId}`, MAIL_WINDOW_SECONDS);
  if (count > MAIL_REQUESTS_PER_WINDOW) throw tooManyRequests(resetAt);
  await deps.db.transaction((tx) => sendTokenMail(tx, deps.config.publicUrl, account, 'DELETE_ACCOUNT'));
  deps.kickOutbox();
}

/**
 * Deletes the account behind a confirmation token, in one transaction: personal data goes everywhere, what others
 * need stays as anonymous placeholders (see `eraseAccountRows`), file records go and every session ends. The stored
 * bytes are queued in the same transaction and removed after commit; what fails now the worker retries until done.
 */
export async function confirmDeletion(deps: Deps, token: string) {
  const queued = await consumeToken(deps.db, token, 'DELETE_ACCOUNT', async (tx, userId) => {
    const account = await findAccount(tx, userId);
    if (!account || account.status === 'DELETED') throw new AppError('TOKEN_INVALID', 400);
    // Refusing rolls the token's use back: it works again once ownership is handed over.
    await assertLeavesNoOrganizationBehind(tx, userId);
    await deleteProfileOf(tx, userId);
    const exportKeys = await eraseAccountRows(tx, userId, account.email);
    const resumeKeys = await eraseResumeData(tx, userId);
    await deleteConsentsOf(tx, userId);
    const fileDeletions = await forgetFilesOfOwner(tx, userId);
    await endSessions(tx, userId);
    return [...fileDeletions, ...(await queueStorageDeletions(tx, [...exportKeys, ...resumeKeys]))];
  });
  await drainStorageDeletions(deps.db, deps.storage, { ids: queued }).catch(() => {});
}
