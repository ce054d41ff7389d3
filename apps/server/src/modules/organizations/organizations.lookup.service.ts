import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/app-error';
import { findMembers, findOrganization } from './organizations.queries';

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
