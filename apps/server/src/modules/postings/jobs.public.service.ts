import { publicPostingState } from '@app/contract/rules/posting-progress';
import type { PublicJob, PublicJobCard } from '@app/contract/schemas/public-pages';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../http/app-error';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { type CardRow, presentBody, presentCard } from './postings.presenter';
import {
  countOpenPostingsForSitemap,
  findLatestOpenPostings,
  findOpenPostingsForSitemap,
} from './postings.public.queries';
import { findPostingWithOrganization } from './postings.queries';

/* What visitors who are not signed in may read of postings: open postings of approved organizations, nothing else. */

function presentPublicCard(row: CardRow, vocabulary: Awaited<ReturnType<typeof loadVocabulary>>, now: Date) {
  const { status: _s, isFollowed: _f, viewCount: _v, applicantCount: _a, ...card } = presentCard(row, vocabulary, now);
  return card satisfies PublicJobCard;
}

/** An open posting for its public page: 404 when it was never public or is hidden, 410 POSTING_GONE once closed. */
export async function getPublicJob(deps: Deps, postingId: number): Promise<Omit<PublicJob, 'organizationWebsite'>> {
  const now = new Date();
  const row = await findPostingWithOrganization(deps.db, postingId);
  if (!row) throw notFound();
  const state = publicPostingState({ ...row.posting, isOrganizationApproved: row.org.status === 'APPROVED' }, now);
  if (state === 'UNKNOWN') throw notFound();
  if (state === 'GONE') throw new AppError('POSTING_GONE', 410);
  const body = presentBody(row.posting);
  return {
    ...presentPublicCard(row, await loadVocabulary(deps.db), now),
    businessOverview: body.businessOverview,
    mainDuties: body.mainDuties,
    requiredQualification: body.requiredQualification,
    preferredQualification: body.preferredQualification,
    hiringProcess: body.hiringProcess,
    documentsBy: body.documentsBy,
    interviewsBy: body.interviewsBy,
    resultBy: body.resultBy,
    documentRetentionDays: body.documentRetentionDays,
    otherDetails: body.otherDetails,
    aiSummary: body.aiSummary,
    updatedAt: row.posting.updatedAt.toISOString(),
  };
}

/** The newest open postings, of one organization when given. */
export async function listLatestPublicJobs(deps: Deps, opts: { limit: number; organizationId?: number }) {
  const now = new Date();
  const rows = await findLatestOpenPostings(deps.db, now, opts);
  if (rows.length === 0) return [];
  const vocabulary = await loadVocabulary(deps.db);
  return rows.map((row) => presentPublicCard(row, vocabulary, now));
}

/** The open postings' count and highest id (how the sitemap splits), and one id range of them with their lastmod. */
export const sitemapPostings = {
  summary: (deps: Deps) => countOpenPostingsForSitemap(deps.db, new Date()),
  range: (deps: Deps, fromId: number, toId: number) => findOpenPostingsForSitemap(deps.db, new Date(), fromId, toId),
};
