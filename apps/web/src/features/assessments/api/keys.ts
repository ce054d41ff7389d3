/** Query keys of the assessment screens (one place, so mutations can refresh the right lists). */
export const assessmentKeys = {
  all: ['assessments'] as const,
  catalogue: () => ['assessments', 'catalogue'] as const,
  history: (userId: number, page: number) => ['assessments', 'history', userId, page] as const,
  historyAll: (userId: number) => ['assessments', 'history', userId] as const,
  requests: (userId: number) => ['assessments', 'requests', userId] as const,
  attempt: (attemptId: number) => ['assessments', 'attempt', attemptId] as const,
  report: (attemptId: number) => ['assessments', 'report', attemptId] as const,
};

export const schemas = () => import('@app/contract/schemas/assessment');
