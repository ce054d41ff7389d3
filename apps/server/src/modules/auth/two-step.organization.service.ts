import { and, eq } from 'drizzle-orm';
import { organizationMembers, organizations } from '../../db/schema/organizations';
import type { Deps } from '../../deps';
import { organizationOf } from '../../http/access';
import { AppError } from '../../http/app-error';
import { type AuthContext, forgetSessions } from '../../http/auth';
import { isTwoStepEnabled } from './two-step.service';

/**
 * The owner requires (or stops requiring) two-step sign-in of every member (decision 035). The owner must have it
 * on first, so requiring it never locks the owner out of the setting. Members' cached sessions are forgotten, so
 * the requirement holds from their next request.
 */
export async function setTwoStepRequirement(deps: Deps, auth: AuthContext, isRequired: boolean) {
  const organizationId = organizationOf(auth);
  const [member] = await deps.db
    .select({ memberRole: organizationMembers.memberRole })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.userId, auth.userId), eq(organizationMembers.organizationId, organizationId)))
    .limit(1);
  if (member?.memberRole !== 'OWNER') throw new AppError('FORBIDDEN', 403);
  if (isRequired && !(await isTwoStepEnabled(deps.db, auth.userId))) throw new AppError('TWO_STEP_NOT_ENABLED', 409);
  await deps.db
    .update(organizations)
    .set({ twoStepRequired: isRequired, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
  forgetSessions({ organizationId });
  return { isRequired };
}
