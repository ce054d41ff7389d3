import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';

/**
 * Members of the organization and administrators may read its private information and documents. Anyone else gets
 * the same 404 whether or not the organization exists.
 */
export function assertCanReadOrganization(auth: AuthContext, organizationId: number) {
  if (auth.role === 'ADMIN') return;
  assertMemberOf(auth, organizationId);
}

/** Only members change an organization. */
export function assertMemberOf(auth: AuthContext, organizationId: number) {
  if (auth.role !== 'ORGANIZATION' || auth.organizationId !== organizationId) throw notFound();
}
