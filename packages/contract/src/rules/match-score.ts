import type { AssessmentTrack } from '../schemas/assessment-track';
import { coversRequirement } from './assessment-pass';

/**
 * How well a talent matches what a company looks for (a posting, or the union of its open postings): skills and their
 * years, job roles, assessments passed, country and job-seeking status. A score from 0 to 100 and the reasons behind
 * it, strongest first. Only the parts the target asks for count: a posting without skills is not held against anyone.
 */
export type MatchTalent = {
  skills: readonly { categoryId: number; years: number }[];
  roles: readonly { categoryId: number; years: number }[];
  /** Counted passes (public ones, for companies). */
  passed: readonly { track: AssessmentTrack; level: number }[];
  country: string | null;
  jobSeekingStatus: 'ACTIVELY_SEEKING' | 'OPEN_TO_OFFERS' | 'NOT_SEEKING' | null;
  isJobOffersAcceptable: boolean;
};

export type MatchTarget = {
  skillCategoryIds: readonly number[];
  jobRoleCategoryIds: readonly number[];
  requiredAssessments: readonly { track: AssessmentTrack; level: number }[];
  optionalAssessments: readonly { track: AssessmentTrack; level: number }[];
  country: string | null;
};

export type MatchReason =
  | { type: 'SKILL'; categoryId: number; years: number }
  | { type: 'JOB_ROLE'; categoryId: number; years: number }
  | { type: 'ASSESSMENT'; track: AssessmentTrack; level: number; required: boolean }
  | { type: 'COUNTRY'; country: string }
  | { type: 'ACTIVELY_SEEKING' }
  | { type: 'OPEN_TO_OFFERS' };

export type MatchResult = { score: number; reasons: MatchReason[] };

/** Weight of each part in the score; parts the target does not ask for drop out and the rest scale to 100. */
export const MATCH_WEIGHTS = { skills: 40, roles: 25, assessments: 20, seeking: 10, country: 5 } as const;

/** Years at which a skill or role counts in full; with none it counts half. */
export const MATCH_FULL_YEARS = 5;

/** 0.5 for a skill without years, rising by 0.1 a year to 1 at MATCH_FULL_YEARS. */
export function yearsCredit(years: number): number {
  const y = Number.isFinite(years) ? Math.max(0, years) : 0;
  return Math.min(1, 0.5 + (0.5 * y) / MATCH_FULL_YEARS);
}

/** Most years per category (a talent may list several skills of one category). */
function yearsByCategory(rows: readonly { categoryId: number; years: number }[]) {
  const out = new Map<number, number>();
  for (const r of rows) out.set(r.categoryId, Math.max(out.get(r.categoryId) ?? 0, r.years));
  return out;
}

const seekingCredit = (t: MatchTalent) => {
  if (t.jobSeekingStatus === 'ACTIVELY_SEEKING') return 1;
  if (t.jobSeekingStatus === 'OPEN_TO_OFFERS') return 0.7;
  return t.isJobOffersAcceptable ? 0.4 : 0;
};

export function matchScore(talent: MatchTalent, target: MatchTarget): MatchResult {
  const parts: { weight: number; credit: number }[] = [];
  const reasons: { reason: MatchReason; strength: number }[] = [];

  const skills = yearsByCategory(talent.skills);
  const targetSkills = [...new Set(target.skillCategoryIds)];
  if (targetSkills.length > 0) {
    let sum = 0;
    for (const id of targetSkills) {
      const years = skills.get(id);
      if (years === undefined) continue;
      const credit = yearsCredit(years);
      sum += credit;
      reasons.push({ reason: { type: 'SKILL', categoryId: id, years }, strength: MATCH_WEIGHTS.skills * credit });
    }
    parts.push({ weight: MATCH_WEIGHTS.skills, credit: sum / targetSkills.length });
  }

  const roles = yearsByCategory(talent.roles);
  const targetRoles = [...new Set(target.jobRoleCategoryIds)];
  if (targetRoles.length > 0) {
    let sum = 0;
    for (const id of targetRoles) {
      const years = roles.get(id);
      if (years === undefined) continue;
      const credit = yearsCredit(years);
      sum += credit;
      reasons.push({ reason: { type: 'JOB_ROLE', categoryId: id, years }, strength: MATCH_WEIGHTS.roles * credit });
    }
    parts.push({ weight: MATCH_WEIGHTS.roles, credit: sum / targetRoles.length });
  }

  const wanted = [
    ...target.requiredAssessments.map((a) => ({ ...a, required: true, points: 1 })),
    ...target.optionalAssessments.map((a) => ({ ...a, required: false, points: 0.5 })),
  ];
  if (wanted.length > 0) {
    let earned = 0;
    let possible = 0;
    for (const a of wanted) {
      possible += a.points;
      if (!coversRequirement(talent.passed, a)) continue;
      earned += a.points;
      reasons.push({
        reason: { type: 'ASSESSMENT', track: a.track, level: a.level, required: a.required },
        strength: MATCH_WEIGHTS.assessments * a.points,
      });
    }
    parts.push({ weight: MATCH_WEIGHTS.assessments, credit: earned / possible });
  }

  const seeking = seekingCredit(talent);
  parts.push({ weight: MATCH_WEIGHTS.seeking, credit: seeking });
  if (talent.jobSeekingStatus === 'ACTIVELY_SEEKING') {
    reasons.push({ reason: { type: 'ACTIVELY_SEEKING' }, strength: MATCH_WEIGHTS.seeking * seeking });
  } else if (talent.jobSeekingStatus === 'OPEN_TO_OFFERS' || talent.isJobOffersAcceptable) {
    reasons.push({ reason: { type: 'OPEN_TO_OFFERS' }, strength: MATCH_WEIGHTS.seeking * seeking });
  }

  if (target.country) {
    const same = talent.country === target.country;
    parts.push({ weight: MATCH_WEIGHTS.country, credit: same ? 1 : 0 });
    if (same) reasons.push({ reason: { type: 'COUNTRY', country: target.country }, strength: MATCH_WEIGHTS.country });
  }

  const total = parts.reduce((s, p) => s + p.weight, 0);
  const score = Math.round((100 * parts.reduce((s, p) => s + p.weight * p.credit, 0)) / total);
  return {
    score: Math.max(0, Math.min(100, score)),
    reasons: reasons
      .map((r, index) => ({ ...r, index }))
      .sort((a, b) => b.strength - a.strength || a.index - b.index)
      .map((r) => r.reason),
  };
}

/** The best of several targets (e.g. each open posting of a company), with the index of the one that won. */
export function bestMatch(talent: MatchTalent, targets: readonly MatchTarget[]): MatchResult & { index: number } {
  if (targets.length === 0) {
    return {
      ...matchScore(talent, {
        skillCategoryIds: [],
        jobRoleCategoryIds: [],
        requiredAssessments: [],
        optionalAssessments: [],
        country: null,
      }),
      index: -1,
    };
  }
  let best: MatchResult & { index: number } = { score: -1, reasons: [], index: -1 };
  for (const [index, target] of targets.entries()) {
    const result = matchScore(talent, target);
    if (result.score > best.score) best = { ...result, index };
  }
  return best;
}
