// Types only: a value import of the schemas would bring zod into the console's first JavaScript.
import type { CompanyVerificationStatus } from '@app/contract/schemas/user';

/** The console's tabs: the review queue first. */
export const CONSOLE_TABS = [
  'PENDING',
  'REJECTED',
  'APPROVED',
  'NOT_APPLIED',
] as const satisfies readonly CompanyVerificationStatus[];

export type ConsoleParams = { status: CompanyVerificationStatus; keyword: string; page: number };

/** The console's state from its URL (`?status=REJECTED&q=blue&page=2`), with safe defaults. */
export function readConsoleParams(search: URLSearchParams): ConsoleParams {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    status: (CONSOLE_TABS as readonly string[]).includes(status ?? '')
      ? (status as CompanyVerificationStatus)
      : 'PENDING',
    keyword: (search.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL search for a console state; defaults are left out. */
export function writeConsoleParams(params: ConsoleParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.status !== 'PENDING') search.set('status', params.status);
  if (params.keyword) search.set('q', params.keyword);
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

/** Pages needed for `total` items. */
export const pageCountOf = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
