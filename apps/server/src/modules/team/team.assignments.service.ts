import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import {
  countOrganizationMembers,
  findPostingAssignees,
  findPostingOrganizationId,
  replacePostingAssignees,
} from './team.queries';

async function assertOwnPosting(deps: Deps, organizationId: number, postingId: number) {
  // Read here rather than through the postings module, which reaches profiles, which reaches team (no cycles).
  if ((await findPostingOrganizationId(deps.db, postingId)) !== organizationId) throw notFound();
}

/* Interviewers assigned to a posting (decision 034): they see its candidates and nothing else. */

export async function getPostingInterviewers(deps: Deps, auth: AuthContext, organizationId: number, postingId: number) {
  assertMemberOf(auth, organizationId);
  await assertOwnPosting(deps, organizationId, postingId);
  return { userIds: await findPostingAssignees(deps.db, postingId) };
}

/** Sets the whole set of a posting's assigned members; each must be a member of the organization. */
export async function setPostingInterviewers(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  postingId: number,
  userIds: number[],
) {
  assertMemberOf(auth, organizationId);
  await assertOwnPosting(deps, organizationId, postingId);
  const unique = [...new Set(userIds)];
  await deps.db.transaction(async (tx) => {
    if ((await countOrganizationMembers(tx, organizationId, unique)) !== unique.length) {
      throw new AppError('VALIDATION_FAILED', 400, [{ path: 'userIds', key: 'validation.invalid' }]);
    }
    await replacePostingAssignees(tx, postingId, unique, auth.userId);
  });
  return { userIds: await findPostingAssignees(deps.db, postingId) };
}
