import type { CurrencyCode } from './money';

export const SALARY_TYPES = ['MONTHLY', 'WEEKLY', 'DAILY', 'HOURLY', 'NEGOTIABLE'] as const;
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
