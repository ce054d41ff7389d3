import { PAGE_NUMBER_MAX } from '@app/contract/limits';
// Types only: a value import of the schemas would bring zod into the screen's first JavaScript.
import type { QuestionTypeValue } from '@app/contract/schemas/assessment';
import type { AssessmentTrack } from '@app/contract/schemas/assessment-track';
import { isOneOf } from '../../../lib/is-one-of';
import { TRACK_VALUES } from '../../../shared/catalog/assessment-tracks';

export const QUESTION_TYPE_VALUES = [
  'SINGLE_CHOICE',
  'MULTIPLE_CHOICE',
  'SHORT_ANSWER',
  'CODE_READING',
] as const satisfies readonly QuestionTypeValue[];
export type QuestionStatus = 'ACTIVE' | 'RETIRED' | 'SUPERSEDED';
/** The list's status tabs: what is drawn now first; `ALL` sends no status. */
export const STATUS_TABS = ['ACTIVE', 'RETIRED', 'SUPERSEDED', 'ALL'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** The question bank's filters (empty = any) and page, as kept in the URL. */
export type QuestionParams = {
  track: AssessmentTrack | '';
  level: 0 | 1 | 2 | 3;
  type: QuestionTypeValue | '';
  status: QuestionStatus | '';
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  isOneOf(values, value) ? value : '';

/** `?track=FRONTEND&level=1&type=SHORT_ANSWER&status=RETIRED&page=2`, with safe defaults (active questions). */
export function readQuestionParams(search: URLSearchParams): QuestionParams {
  const level = Number(search.get('level'));
  const page = Number(search.get('page'));
  const status = search.get('status');
  return {
    track: oneOf(TRACK_VALUES, search.get('track')),
    level: level === 1 || level === 2 || level === 3 ? level : 0,
    type: oneOf(QUESTION_TYPE_VALUES, search.get('type')),
    status: status === 'ALL' ? '' : oneOf(['ACTIVE', 'RETIRED', 'SUPERSEDED'] as const, status) || 'ACTIVE',
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_NUMBER_MAX ? page : 1,
  };
}

/** The URL search of a filter state; defaults are left out. */
export function writeQuestionParams(params: QuestionParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.track) search.set('track', params.track);
  if (params.level) search.set('level', String(params.level));
  if (params.type) search.set('type', params.type);
  if (params.status !== 'ACTIVE') search.set('status', params.status || 'ALL');
  if (params.page > 1) search.set('page', String(params.page));
  return search;
}

export const statusTabOf = (params: QuestionParams): StatusTab => params.status || 'ALL';
