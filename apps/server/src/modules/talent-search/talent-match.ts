import type { MatchReason, MatchTalent, MatchTarget } from '@app/contract/rules/match-score';
import type { TrackLevel } from '@app/contract/schemas/assessment-track';
import type { MatchReasonDto } from '@app/contract/schemas/talent-search';
import type { CountedAssessment } from '../assessments/assessments.results.service';
import type { CategoryNames } from '../catalog/catalog.service';

/** What the match score needs of a posting. */
export function targetOfPosting(p: {
  skillCategoryIds: number[];
  jobRoleCategoryIds: number[];
  requiredAssessments: unknown;
  optionalAssessments: unknown;
  country: string;
}): MatchTarget {
  return {
    skillCategoryIds: p.skillCategoryIds,
    jobRoleCategoryIds: p.jobRoleCategoryIds,
    requiredAssessments: p.requiredAssessments as TrackLevel[],
    optionalAssessments: p.optionalAssessments as TrackLevel[],
    country: p.country,
  };
}

/** What the match score needs of a talent: profile rows and public passes. */
export function matchTalentOf(
  t: {
    jobSeekingStatus: MatchTalent['jobSeekingStatus'];
    isJobOffersAcceptable: boolean;
    country: string | null;
    techStacks: { categoryId: number; experienceYears: number }[];
    jobRoles: { categoryId: number; experienceYears: number }[];
  },
  passes: CountedAssessment[],
): MatchTalent {
  return {
    skills: t.techStacks.map((s) => ({ categoryId: s.categoryId, years: s.experienceYears })),
    roles: t.jobRoles.map((r) => ({ categoryId: r.categoryId, years: r.experienceYears })),
    passed: passes.filter((p) => p.passed).map((p) => ({ track: p.track, level: p.level })),
    country: t.country,
    jobSeekingStatus: t.jobSeekingStatus,
    isJobOffersAcceptable: t.isJobOffersAcceptable,
  };
}

/** Reasons with the category names in both languages (reasons about unknown categories are dropped). */
export function presentReasons(reasons: MatchReason[], names: CategoryNames): MatchReasonDto[] {
  return reasons.flatMap((r): MatchReasonDto[] => {
    if (r.type === 'SKILL' || r.type === 'JOB_ROLE') {
      const name = (r.type === 'SKILL' ? names.skills : names.roles).get(r.categoryId);
      return name ? [{ ...r, ...name }] : [];
    }
    return [r];
  });
}
