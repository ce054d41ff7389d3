import type { Locale } from '../schemas/common';

/** An interviewer's overall recommendation, from the strongest no to the strongest yes. */
export const RECOMMENDATIONS = ['STRONG_NO', 'NO', 'YES', 'STRONG_YES'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];

export const SCORECARD_CRITERIA_MAX = 8;
export const SCORECARD_CRITERION_MAX = 80;
export const SCORECARD_NOTES_MAX = 4000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** A default criterion is stored as `default:<key>` and read in each reader's language. */
const DEFAULT_PREFIX = 'default:';
const DEFAULTS: Record<string, Record<Locale, string>> = {
  skills: { en: 'Technical skills', ko: '직무 역량' },
  problemSolving: { en: 'Problem solving', ko: '문제 해결력' },
  communication: { en: 'Communication', ko: '의사소통' },
  collaboration: { en: 'Teamwork', ko: '협업' },
  motivation: { en: 'Motivation and fit', ko: '동기 및 적합도' },
};

/** The criteria a posting uses: the company's own, or the defaults when it set none. */
export function scorecardCriteriaOf(custom: readonly string[] | null | undefined): string[] {
  if (custom && custom.length > 0) return [...custom];
  return Object.keys(DEFAULTS).map((key) => `${DEFAULT_PREFIX}${key}`);
}

/** A criterion as the reader sees it: a default in their language, the company's text as written. */
export function criterionLabel(criterion: string, locale: Locale): string {
  if (!criterion.startsWith(DEFAULT_PREFIX)) return criterion;
  return DEFAULTS[criterion.slice(DEFAULT_PREFIX.length)]?.[locale] ?? criterion;
}

/**
 * Who sees whose scorecards of one interview (never the talent; the routes are the organization's). Panel members
 * and the other members of the organization see all of them side by side, except a panel interviewer who has not
 * submitted their own: they see none of the others' yet, so they score without being swayed.
 */
export function canSeeOthersScorecards(viewer: { isOnPanel: boolean; hasSubmitted: boolean }): boolean {
  return !viewer.isOnPanel || viewer.hasSubmitted;
}

/** The scorecards of one interview that `viewerId` may read, given who sat on its panel. */
export function visibleScorecards<T extends { interviewerUserId: number }>(
  viewerId: number,
  panelUserIds: readonly number[],
  scorecards: readonly T[],
): T[] {
  const hasSubmitted = scorecards.some((s) => s.interviewerUserId === viewerId);
  const isOnPanel = panelUserIds.includes(viewerId);
  if (canSeeOthersScorecards({ isOnPanel, hasSubmitted })) return [...scorecards];
  return scorecards.filter((s) => s.interviewerUserId === viewerId);
}
