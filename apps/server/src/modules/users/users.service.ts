import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { pendingConsentsOf } from '../consents/consents.service';
import { currentUserAnswer } from './current-user.cache';
import { presentCurrentUser } from './users.presenter';
import { findCurrentUserRow } from './users.queries';

/** The signed-in user as every screen reads it; a recent answer is kept for seconds (current-user.cache.ts). */
export function getCurrentUser(deps: Deps, userId: number) {
  return currentUserAnswer(deps.db, userId, async () => {
    const row = await findCurrentUserRow(deps.db, userId);
    if (!row) throw new AppError('SESSION_EXPIRED', 401);
    return presentCurrentUser(row, await pendingConsentsOf(deps.db, userId, row.user.role));
  });
}

/** Writes made outside a request (tests that set rows directly, as a restart would) forget kept answers with this. */
export { forgetCurrentUsers, registerCurrentUserCache } from './current-user.cache';
