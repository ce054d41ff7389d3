import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { QuestionParams } from '../lib/question-params';

const schema = () => import('@app/contract/schemas/assessment').then((m) => m.AdminQuestionPageSchema);

export const QUESTION_PAGE_SIZE = 20;

/** GET /api/v1/admin/assessment-questions: the bank with answer keys, by track, level, type and status, in pages. */
export function listQuestions(params: QuestionParams, signal?: AbortSignal) {
  return apiRequest('/api/v1/admin/assessment-questions', {
    schema,
    signal,
    query: {
      track: params.track || undefined,
      level: params.level || undefined,
      type: params.type || undefined,
      status: params.status || undefined,
      page: params.page,
      size: QUESTION_PAGE_SIZE,
    },
  });
}

export const adminQuestionsKey = ['admin', 'assessment-questions'] as const;

export const questionListQueryOptions = (params: QuestionParams) =>
  queryOptions({
    queryKey: [...adminQuestionsKey, 'list', params],
    queryFn: ({ signal }) => listQuestions(params, signal),
    placeholderData: keepPreviousData,
  });

export function useQuestionList(params: QuestionParams) {
  return useQuery(questionListQueryOptions(params));
}
