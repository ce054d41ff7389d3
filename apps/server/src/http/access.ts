import { notFound } from './app-error';
import type { AuthContext } from './auth';

/*
 * Who may touch an organization's data, decided from the session alone. Every area checks with these, so they live
 * beside the auth guards rather than inside one area.
 */

/** Only members change an organization; anyone else gets the same 404 whether or not it exists. */
export function assertMemberOf(auth: AuthContext, organizationId: number) {
  if (auth.role !== 'ORGANIZATION' || auth.organizationId !== organizationId) throw notFound();
}

/** Members of the organization and administrators may read its private information and documents. */
export function assertCanReadOrganization(auth: AuthContext, organizationId: number) {
  if (auth.role === 'ADMIN') return;
  assertMemberOf(auth, organizationId);
}

/** The caller's organization (company users only; the route guard keeps others out). */
export function organizationOf(auth: AuthContext): number {
  if (auth.role !== 'ORGANIZATION' || auth.organizationId === null) throw notFound();
  return auth.organizationId;
}
