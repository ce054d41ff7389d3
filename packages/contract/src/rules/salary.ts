import { type CurrencyCode, toKrw } from './money';

/** ANNUAL is 연봉, how Korean postings state pay. */
export const SALARY_TYPES = ['ANNUAL', 'MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY', 'NEGOTIABLE'] as const;
export type SalaryType = (typeof SALARY_TYPES)[number];

/** Largest amount a salary field takes (whole units); keeps every KRW conversion inside a bigint and sane. */
export const SALARY_AMOUNT_MAX = 10_000_000_000;

export type SalaryInput = {
  currencyCode: CurrencyCode;
  salaryType: SalaryType;
  salaryMin?: number | null | undefined;
  salaryMax?: number | null | undefined;
};

export type SalaryIssue = { path: 'salaryMin' | 'salaryMax'; key: string };

/**
 * The salary rules: NEGOTIABLE carries no amounts; otherwise at least one amount is given, and min ≤ max when both are.
 * Returns every broken rule with the field it belongs to (empty when valid).
 */
export function salaryIssues(input: SalaryInput): SalaryIssue[] {
  const min = input.salaryMin ?? null;
  const max = input.salaryMax ?? null;
  if (input.salaryType === 'NEGOTIABLE') {
    const issues: SalaryIssue[] = [];
    if (min !== null) issues.push({ path: 'salaryMin', key: 'validation.salaryNegotiable' });
    if (max !== null) issues.push({ path: 'salaryMax', key: 'validation.salaryNegotiable' });
    return issues;
  }
  if (min === null && max === null) return [{ path: 'salaryMin', key: 'validation.salaryRequired' }];
  if (min !== null && max !== null && min > max) return [{ path: 'salaryMax', key: 'validation.salaryRange' }];
  return [];
}

/**
 * Amounts that are plausible for each pay period, in KRW (US$ at the fixed rate): below the least a legal job pays
 * in Korea or above what almost no job pays. Outside them, the editor asks before publishing (₩6,000 a month is
 * almost always a missing zero or the wrong period).
 */
export const PLAUSIBLE_SALARY_KRW: Record<Exclude<SalaryType, 'NEGOTIABLE'>, { min: number; max: number }> = {
  ANNUAL: { min: 10_000_000, max: 2_000_000_000 },
  MONTHLY: { min: 800_000, max: 170_000_000 },
  WEEKLY: { min: 200_000, max: 40_000_000 },
  DAILY: { min: 40_000, max: 8_000_000 },
  HOURLY: { min: 5_000, max: 1_000_000 },
};

/** `LOW` or `HIGH` when an amount is implausible for its period and currency; null when it is fine (or negotiable). */
export function salaryPlausibility(input: SalaryInput): 'LOW' | 'HIGH' | null {
  if (input.salaryType === 'NEGOTIABLE') return null;
  const range = PLAUSIBLE_SALARY_KRW[input.salaryType];
  const amounts = [input.salaryMin, input.salaryMax].filter((a): a is number => typeof a === 'number');
  if (amounts.some((a) => toKrw(a, input.currencyCode) < range.min)) return 'LOW';
  if (amounts.some((a) => toKrw(a, input.currencyCode) > range.max)) return 'HIGH';
  return null;
}
