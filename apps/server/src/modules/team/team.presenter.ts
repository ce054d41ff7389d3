import type { Invitation, TeamMember } from '@app/contract/schemas/team';
import type { findMembers, findOpenInvitations } from './team.queries';

type MemberRow = Awaited<ReturnType<typeof findMembers>>[number];
type InvitationRow = Awaited<ReturnType<typeof findOpenInvitations>>[number];

export function presentMember(row: MemberRow): TeamMember {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    memberRole: row.memberRole,
    joinedAt: row.joinedAt.toISOString(),
  };
}

export function presentInvitation({ invitation: i, inviter }: InvitationRow): Invitation {
  return {
    id: i.id,
    email: i.email,
    memberRole: i.memberRole,
    invitedBy: inviter,
    expiresAt: i.expiresAt.toISOString(),
    createdAt: i.createdAt.toISOString(),
  };
}
