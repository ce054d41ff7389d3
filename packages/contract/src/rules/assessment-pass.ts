import type { AssessmentTrack, TrackLevel } from '../schemas/assessment-track';
import { isPassingScore } from './assessment-scoring';

/** A finished result as the pass rule sees it. `endedAt` may be a Date or an ISO string. */
export type ResultForPass = TrackLevel & { id: number; obtainedScore: number; endedAt: Date | string };

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));
export const trackLevelKey = (r: TrackLevel) => `${r.track}:${r.level}`;

/**
 * The counted result per track and level: the most recent by end time (spec section 4). Equal end times are broken by
 * the larger id (the later row), so the choice never depends on input order.
 */
export function countedResults<T extends ResultForPass>(results: readonly T[]): T[] {
  const latest = new Map<string, T>();
  for (const r of results) {
    const key = trackLevelKey(r);
    const current = latest.get(key);
    if (
      !current ||
      time(r.endedAt) > time(current.endedAt) ||
      (time(r.endedAt) === time(current.endedAt) && r.id > current.id)
    )
      latest.set(key, r);
  }
  return [...latest.values()];
}

/** Passed track-levels: the counted result of each, kept only when it scored at least the pass score (70). */
export function passedResults<T extends ResultForPass>(results: readonly T[]): T[] {
  return countedResults(results).filter((r) => isPassingScore(r.obtainedScore));
}

/**
 * Whether passes cover a requirement: a pass on the same track at the required level or above (a higher level
 * covers the ones below it, decision 008).
 */
type Level = { track: AssessmentTrack; level: number };

export function coversRequirement(passes: readonly Level[], required: Level): boolean {
  return passes.some((p) => p.track === required.track && p.level >= required.level);
}

/** Whether a track-level is covered by the counted passes: an older pass does not count once a newer result fails. */
export function hasPassed(results: readonly ResultForPass[], required: TrackLevel): boolean {
  return coversRequirement(passedResults(results), required);
}

/**
 * Qualified for a posting: every required assessment is covered by a pass the viewer may see (the company sees public
 * results; the talent also their own private ones), counting only the latest attempt per track and level. No
 * requirement: qualified. Job detail, candidate cards, talent search filters and match scores all use this rule.
 */
export function qualifiesWith(passes: readonly Level[], required: readonly Level[]): boolean {
  return required.every((r) => coversRequirement(passes, r));
}

/** The same rule from raw finished results (the counted result of each track and level decides). */
export function isQualified(results: readonly ResultForPass[], required: readonly TrackLevel[]): boolean {
  return qualifiesWith(passedResults(results), required);
}
