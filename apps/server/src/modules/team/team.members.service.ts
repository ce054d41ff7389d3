import { leavesNoOwner, type MemberRole } from '@app/contract/rules/member-roles';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { type AuthContext, forgetSessions } from '../../http/auth';
import { recordAudit } from '../audit/audit.service';
import { endSessions, endSessionsOfRemovedMember } from '../auth/auth.tokens.service';
import { presentMember } from './team.presenter';
import { deleteMember, findMemberForUpdate, findMembers, lockOwners, updateMemberRole } from './team.queries';
import { TEAM_AUDIT_ENTITY } from './team.scope.service';

/* The team's members: the list, changes of role, removal and leaving (decision 034). */

export async function listMembers(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  return (await findMembers(deps.db, organizationId)).map(presentMember);
}

/** The member to change, or NOT_A_MEMBER; plus whether the change would leave the organization without an owner. */
async function lockMember(tx: DbOrTx, organizationId: number, userId: number, nextRole: MemberRole | null) {
  const owners = await lockOwners(tx, organizationId);
  const member = await findMemberForUpdate(tx, organizationId, userId);
  if (!member) throw new AppError('NOT_A_MEMBER', 404);
  if (leavesNoOwner(owners.length, member.memberRole, nextRole)) throw new AppError('LAST_OWNER', 409);
  return member;
}

/** The owner changes a member's role; the member's cached sessions are forgotten so the new role applies at once. */
export async function changeMemberRole(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  userId: number,
  memberRole: MemberRole,
) {
  assertMemberOf(auth, organizationId);
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, organizationId, userId, memberRole);
    if (member.memberRole === memberRole) return;
    await updateMemberRole(tx, organizationId, userId, memberRole);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: 'MEMBER_ROLE_CHANGED',
      entityType: TEAM_AUDIT_ENTITY,
      entityId: organizationId,
      fromStatus: member.memberRole,
      toStatus: memberRole,
      details: { memberUserId: String(userId) },
    });
  });
  forgetSessions({ userId });
  return listMembers(deps, auth, organizationId);
}

/**
 * Removes a member (by the owner) or the caller (leaving). The member's sessions end at once: they belong to the
 * organization, and a company account without one has nothing to sign in to until it joins another.
 */
export async function removeMember(deps: Deps, auth: AuthContext, organizationId: number, userId: number) {
  assertMemberOf(auth, organizationId);
  await deps.db.transaction(async (tx) => {
    const member = await lockMember(tx, organizationId, userId, null);
    await deleteMember(tx, organizationId, userId);
    // Removed by someone else: their open pages learn why on the next request (decision 044); leaving is one's own.
    if (userId === auth.userId) await endSessions(tx, userId);
    else await endSessionsOfRemovedMember(tx, userId);
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: userId === auth.userId ? 'MEMBER_LEFT' : 'MEMBER_REMOVED',
      entityType: TEAM_AUDIT_ENTITY,
      entityId: organizationId,
      fromStatus: member.memberRole,
      toStatus: null,
      details: { memberUserId: String(userId) },
    });
  });
  forgetSessions({ userId });
}
