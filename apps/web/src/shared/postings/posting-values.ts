// Types only from the schemas: a value import would bring zod into the screens' first JavaScript.
import type { CurrencyCode } from '@app/contract/rules/money';
import type { PostingProgressStatus, PostingStatus } from '@app/contract/rules/posting-progress';
import { SALARY_TYPES, type SalaryType } from '@app/contract/rules/salary';
import type { EmploymentType, WorkMode } from '@app/contract/schemas/posting';

export const EMPLOYMENT_TYPE_VALUES = ['FULL_TIME', 'CONTRACT', 'INTERN'] as const satisfies readonly EmploymentType[];
export const WORK_MODE_VALUES = ['ON_SITE', 'REMOTE', 'HYBRID'] as const satisfies readonly WorkMode[];
export const CURRENCY_VALUES = ['KRW', 'USD'] as const satisfies readonly CurrencyCode[];
// The contract's own list (salary.ts imports no zod).
export const SALARY_TYPE_VALUES: readonly SalaryType[] = SALARY_TYPES;
export const POSTING_STATUS_VALUES = ['VISIBLE', 'HIDDEN', 'DELETED'] as const satisfies readonly PostingStatus[];
export const PROGRESS_VALUES = [
  'NOT_STARTED',
  'IN_PROGRESS',
  'ENDED',
] as const satisfies readonly PostingProgressStatus[];
