import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import { presentPublicOrganization } from './organizations.presenter';
import {
  countApprovedForSitemap,
  findApprovedForSitemap,
  findRecentlyUpdatedApproved,
} from './organizations.public.queries';
import { findOrganization } from './organizations.queries';

/* What visitors who are not signed in may read of organizations: verified ones' public pages, nothing else. */

/** A verified organization's public fields; 404 for any other (unverified ones are not published). */
export async function getVerifiedOrganization(deps: Deps, organizationId: number) {
  const org = await findOrganization(deps.db, organizationId);
  if (org?.verificationStatus !== 'APPROVED') throw notFound();
  return { ...presentPublicOrganization(org), updatedAt: org.updatedAt.toISOString() };
}

/** Recently updated verified organizations, the candidates the landing page features. */
export async function listRecentVerifiedOrganizations(deps: Deps, limit: number) {
  const rows = await findRecentlyUpdatedApproved(deps.db, limit);
  return rows.map((org) => ({
    id: org.id,
    name: org.name,
    logoUrl: org.logoUrl,
    country: org.country,
    location: org.location,
    companySize: org.companySize,
  }));
}

/** The verified organizations' count and highest id, and one id range of them with their lastmod. */
export const sitemapOrganizations = {
  summary: (deps: Deps) => countApprovedForSitemap(deps.db),
  range: (deps: Deps, fromId: number, toId: number) => findApprovedForSitemap(deps.db, fromId, toId),
};
