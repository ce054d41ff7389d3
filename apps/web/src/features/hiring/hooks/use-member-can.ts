import { type Capability, canMember } from '@app/contract/rules/member-roles';
import { useCurrentUser } from '../../../shared/session/get-current-user';

/**
 * Whether the signed-in member's role has `capability` (decision 034): the same rule the server's guards apply, so
 * an interviewer is never offered a button that can only answer 403.
 */
export function useMemberCan(capability: Capability): boolean {
  const { data: user } = useCurrentUser();
  return user?.role === 'ORGANIZATION' && canMember(user.memberRole, capability);
}
