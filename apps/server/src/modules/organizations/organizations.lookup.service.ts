import type { DbOrTx } from '../../db/client';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { type DirectoryKeyword, findDirectoryPage as findDirectoryRows } from './organizations.directory.queries';
import { findMembers, findOrganization } from './organizations.queries';

export type { DirectoryKeyword };

/* What other areas may read of organizations: existence, verification state and who its active members are. */

/** The organization, or 404 whether it never existed or was removed. */
export async function findOrganizationOr404(db: DbOrTx, organizationId: number) {
  const org = await findOrganization(db, organizationId);
  if (!org) throw notFound();
  return org;
}

/** The active members' user ids: who is told of what happens on the organization's postings. */
export async function findActiveMemberIds(db: DbOrTx, organizationId: number) {
  return (await findMembers(db, organizationId)).filter((m) => m.status === 'ACTIVE').map((m) => m.id);
}

/**
 * Talent data is for verified companies: the caller must belong to the organization (404 otherwise, as for any other
 * organization's data) and the organization must be APPROVED (403 ORGANIZATION_NOT_VERIFIED until then), as the
 * session lookup read it (decision 059).
 */
export function assertVerifiedMemberOf(auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  if (!auth.organizationVerified) throw new AppError('ORGANIZATION_NOT_VERIFIED', 403);
}

/** A keyset page of verified companies by name (the company directory); `size + 1` rows tell whether more follow. */
export function findDirectoryPage(
  db: DbOrTx,
  opts: { keyword: DirectoryKeyword; after: number | undefined; size: number },
) {
  return findDirectoryRows(db, opts);
}
