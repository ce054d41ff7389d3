import type { TrackLevel } from '../schemas/assessment-track';
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

/** Whether a track-level is passed: its counted result, not any older one, must be a pass. */
export function hasPassed(results: readonly ResultForPass[], required: TrackLevel): boolean {
  return passedResults(results).some((r) => r.track === required.track && r.level === required.level);
}

/** A candidate is qualified for a posting when every required assessment is passed (no requirement: qualified). */
export function isQualified(results: readonly ResultForPass[], required: readonly TrackLevel[]): boolean {
  const passed = new Set(passedResults(results).map(trackLevelKey));
  return required.every((r) => passed.has(trackLevelKey(r)));
}
