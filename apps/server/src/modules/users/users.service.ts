import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { pendingConsentsOf } from '../consents/consents.service';
import { presentCurrentUser } from './users.presenter';
import { findCurrentUserRow } from './users.queries';

export async function getCurrentUser(deps: Deps, userId: number) {
  const row = await findCurrentUserRow(deps.db, userId);
  if (!row) throw new AppError('SESSION_EXPIRED', 401);
  return presentCurrentUser(row, await pendingConsentsOf(deps.db, userId, row.user.role));
}
