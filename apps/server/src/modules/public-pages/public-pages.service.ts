import type { PublicCompany, PublicHome, PublicJob } from '@app/contract/schemas/public-pages';
import type { Deps } from '../../deps';
import {
  getVerifiedOrganization,
  listRecentVerifiedOrganizations,
} from '../organizations/organizations.public.service';
import { getPublicJob, listLatestPublicJobs } from '../postings/jobs.public.service';
import { countOpenPostings } from '../postings/postings.lookup.service';

/** How many postings and companies the landing page and a company page show. */
export const LANDING_POSTINGS = 6;
export const LANDING_COMPANIES = 6;
/** Featured companies are picked from this many recently updated verified ones, those hiring most first. */
const FEATURED_CANDIDATES = 24;
export const COMPANY_PAGE_POSTINGS = 20;

/** An open posting's public page data: the posting and its company's website (for `sameAs`). */
export async function getPublicJobPage(deps: Deps, postingId: number): Promise<PublicJob> {
  const job = await getPublicJob(deps, postingId);
  const org = await getVerifiedOrganization(deps, job.orgSummaryDTO.id);
  return { ...job, organizationWebsite: org.website };
}

/** A verified company's public page with its newest open postings. */
export async function getPublicCompanyPage(deps: Deps, organizationId: number): Promise<PublicCompany> {
  const org = await getVerifiedOrganization(deps, organizationId);
  const openPostings = await listLatestPublicJobs(deps, { organizationId, limit: COMPANY_PAGE_POSTINGS });
  return { ...org, openPostings };
}

/** The landing page: the newest open postings and verified companies, those with the most open postings first. */
export async function getPublicHome(deps: Deps): Promise<PublicHome> {
  const [latestPostings, candidates] = await Promise.all([
    listLatestPublicJobs(deps, { limit: LANDING_POSTINGS }),
    listRecentVerifiedOrganizations(deps, FEATURED_CANDIDATES),
  ]);
  const counts = await countOpenPostings(
    deps.db,
    candidates.map((c) => c.id),
  );
  const featuredCompanies = candidates
    .map((c) => ({ ...c, openPostingCount: counts.get(c.id) ?? 0 }))
    .sort((a, b) => b.openPostingCount - a.openPostingCount)
    .slice(0, LANDING_COMPANIES);
  return { latestPostings, featuredCompanies };
}
