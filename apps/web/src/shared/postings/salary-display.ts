import { formatMoneyRange } from '@app/contract/rules/money';
import type { Salary } from '@app/contract/schemas/posting';

/**
 * The salary's amounts as shown (`US$1,234 – US$2,000`, `₩3,000,000+`), or null for a negotiable salary or one
 * without amounts; the type ("per month", "negotiable") is shown next to it by the caller.
 */
export function formatSalaryAmount(salary: Salary): string | null {
  if (salary.salaryType === 'NEGOTIABLE') return null;
  return formatMoneyRange(salary.min, salary.max, salary.currencyCode);
}
