import { GPA_MAX, GPA_MIN } from '../limits';

/** Only absolute http(s) URLs with a host: no `javascript:`, `data:` or relative links in a profile. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

export function isGpaInRange(gpa: number): boolean {
  return Number.isFinite(gpa) && gpa >= GPA_MIN && gpa <= GPA_MAX;
}

/**
 * Indexes of job roles breaking "exactly one representative role when there are any":
 * `missing` when none is marked, else the rows marked after the first.
 */
export function findRepresentativeProblems(roles: readonly { isRepresentative: boolean }[]): {
  missing: boolean;
  extra: number[];
} {
  const marked = roles.flatMap((r, i) => (r.isRepresentative ? [i] : []));
  return { missing: roles.length > 0 && marked.length === 0, extra: marked.slice(1) };
}

/** Whether a talent is hidden from companies: not seeking work and not accepting offers. */
export function isHiddenFromCompanies(profile: { jobSeekingStatus: string | null; isJobOffersAcceptable: boolean }) {
  return profile.jobSeekingStatus === 'NOT_SEEKING' && !profile.isJobOffersAcceptable;
}
