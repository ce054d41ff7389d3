import { matchScore } from '@app/contract/rules/match-score';
import type { Locale } from '@app/contract/schemas/common';
import type { TalentPreview } from '@app/contract/schemas/talent-search';
import type { Deps } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { assessmentNamesOf, countedAssessmentsOf } from '../assessments/assessments.results.service';
import { findCategoryNames } from '../catalog/catalog.service';
import { assertVerifiedMemberOf } from '../organizations/organizations.lookup.service';
import { findPosting } from '../postings/postings.lookup.service';
import { findVisibleTalent, getProfileView, isTalentForgottenBy } from '../profiles/profiles.service';
import { findRelationshipWith } from '../proposals/proposals.service';
import { findBookmarkOf } from '../talent-groups/talent-groups.service';
import { countMemosAbout, findTagsOfTalents } from '../talent-notes/talent-notes.service';
import { loadVocabulary, type Vocabulary } from '../vocabulary/vocabulary.service';
import { matchTalentOf, presentReasons, targetOfPosting } from './talent-match';
import { findSearchRows } from './talent-search.queries';

type Relationship = Awaited<ReturnType<typeof findRelationshipWith>>;

/** The latest offer of any of the organization's applications decides: pending, accepted, declined, or none. */
function jobOfferStatus(rel: Relationship): TalentPreview['associatedInformation']['jobOfferStatus'] {
  for (const a of rel.applications) {
    if (a.status === 'OFFERED') return 'PENDING';
    if (a.status === 'OFFER_ACCEPTED' || a.status === 'HIRED') return 'ACCEPTED';
    if (a.status === 'OFFER_DECLINED') return 'DECLINED';
  }
  return 'NONE';
}

type Reason = NonNullable<TalentPreview['match']>['reasons'][number];

/** The posting's job titles and skills the profile names too (in any language), strongest first. */
function sharedTerms(
  posting: { jobTitleIds: number[]; skillIds: number[]; titleConcepts: string[]; concepts: string[] },
  talentConcepts: string[],
  vocabulary: Vocabulary,
): Reason[] {
  const has = new Set(talentConcepts);
  const keys = [...new Set([...posting.titleConcepts, ...posting.concepts])].filter(
    (k) => (k.startsWith('title:') || k.startsWith('skill:')) && has.has(k),
  );
  return keys.flatMap((key): Reason[] => {
    const c = vocabulary.concepts.get(key);
    if (!c?.refId) return [];
    const kind = key.startsWith('title:') ? ('JOB_TITLE' as const) : ('SKILL' as const);
    return [{ type: 'SHARED_TERM', kind, id: c.refId, nameEn: c.nameEn, nameKo: c.nameKo }];
  });
}

/**
 * `GET /api/v1/organizations/{orgId}/talents/{talentId}`: the profile as companies see it, the organization's own
 * bookmark, tags and memo count, public assessment results, and the e-mail once the talent applied to one of its
 * postings or accepted one of its proposals. With `postingId` (one of its postings), why the talent matches it.
 */
export async function getTalentPreview(
  deps: Deps,
  auth: AuthContext,
  locale: Locale,
  organizationId: number,
  talentId: number,
  postingId?: number,
): Promise<TalentPreview> {
  assertVerifiedMemberOf(auth, organizationId);
  const talent = await findVisibleTalent(deps.db, talentId);
  const [relationship, forgotten] = await Promise.all([
    findRelationshipWith(deps.db, organizationId, talentId),
    isTalentForgottenBy(deps.db, organizationId, talentId),
  ]);
  // Forgotten at the end of a retention window (decision 042): reachable again only through a new application.
  if (forgotten && relationship.applications.length === 0) throw notFound();
  const profile = await getProfileView(deps, auth, talentId);
  const [bookmark, tags, memoCount, results, posting] = await Promise.all([
    findBookmarkOf(deps.db, organizationId, talentId),
    findTagsOfTalents(deps.db, organizationId, [talentId]),
    countMemosAbout(deps.db, organizationId, talentId),
    countedAssessmentsOf(deps.db, [talentId], { publicOnly: true }),
    postingId === undefined ? Promise.resolve(null) : findPosting(deps.db, postingId),
  ]);
  if (postingId !== undefined && posting?.posting.organizationId !== organizationId) throw notFound();
  const assessments = results.get(talentId) ?? [];
  const hasApplied = relationship.applications.length > 0;
  const hasAccepted = relationship.proposals.some((p) => p.status === 'ACCEPTED');
  let match: TalentPreview['match'] = null;
  if (posting) {
    const result = matchScore(
      matchTalentOf({ ...profile.profile, jobRoles: profile.jobRoles, techStacks: profile.techStacks }, assessments),
      targetOfPosting(posting.posting),
    );
    const [doc] = await findSearchRows(deps.db, [talentId]);
    const shared = sharedTerms(posting.posting, doc?.concepts ?? [], await loadVocabulary(deps.db));
    match = {
      postingId: posting.posting.id,
      score: result.score,
      reasons: [...shared, ...presentReasons(result.reasons, await findCategoryNames(deps.db))],
    };
  }
  return {
    ...profile,
    associatedInformation: {
      isBookMarked: bookmark !== null,
      isInterested: bookmark !== null,
      groupId: bookmark?.groupId ?? null,
      groupName: bookmark?.groupName ?? null,
      jobOfferStatus: jobOfferStatus(relationship),
      hasApplied,
      appliedPostingIds: relationship.applications.map((a) => a.postingId),
      openProposalPostingIds: relationship.proposals.filter((p) => p.status === 'OPEN').map((p) => p.postingId),
      tags: tags.get(talentId) ?? [],
      memoCount,
    },
    assessmentInfo: {
      email: hasApplied || hasAccepted ? talent.email : null,
      assessments: assessments.map((a) => {
        const names = assessmentNamesOf(a.track, a.level, locale);
        return {
          id: a.attemptId,
          assessmentName: names.assessmentName,
          track: a.track,
          level: a.level,
          trackName: names.trackName,
          levelName: names.levelName,
          totalScore: a.totalScore,
          obtainedScore: a.obtainedScore,
          score: a.obtainedScore,
          passed: a.passed,
          reportUrl: a.reportUrl,
          endedAt: a.endedAt.toISOString(),
        };
      }),
    },
    match,
  };
}
