import type { ExperienceLevel } from '@app/contract/schemas/posting';

type Experience = { level: ExperienceLevel; minYears: number | null; maxYears: number | null };
type ExperienceKey = `experience.${ExperienceLevel | 'exactly' | 'range' | 'atLeast' | 'atMost'}`;

/**
 * The `postings` message key and values that state what experience a posting asks for: 무관, 신입, or 경력 with its
 * range of years (either end may be open).
 */
export function experienceText(e: Experience): { key: ExperienceKey; values: Record<string, number> } {
  if (e.level !== 'EXPERIENCED') return { key: `experience.${e.level}`, values: {} };
  const { minYears: min, maxYears: max } = e;
  if (min !== null && max !== null) {
    return min === max
      ? { key: 'experience.exactly', values: { count: min } }
      : { key: 'experience.range', values: { min, max } };
  }
  if (min !== null) return { key: 'experience.atLeast', values: { count: min } };
  if (max !== null) return { key: 'experience.atMost', values: { count: max } };
  return { key: 'experience.EXPERIENCED', values: {} };
}
