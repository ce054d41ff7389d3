import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';

const DAY = 86_400_000;

async function dataOf<T>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Publishes a frontend posting titled `title` (open from yesterday for 30 days) of organization `orgId`, through the
 * API as its member signed in on `api`, and returns its id. `extra` adds or replaces fields (a stated schedule).
 */
export async function publishPosting(
  api: APIRequestContext,
  orgId: number,
  title: string,
  extra: Record<string, unknown> = {},
) {
  const posting = await dataOf<{ id: number }>(
    await api.post(`/api/v1/organizations/${orgId}/job-posting`, {
      data: {
        title,
        employmentTypes: ['FULL_TIME'],
        country: 'KR',
        city: '서울',
        workModes: ['HYBRID'],
        startedAt: new Date(Date.now() - DAY).toISOString(),
        endedAt: new Date(Date.now() + 30 * DAY).toISOString(),
        currencyCode: 'KRW',
        salaryMin: 4_000_000,
        salaryMax: 6_000_000,
        salaryType: 'MONTHLY',
        businessOverview: '누리소프트는 중소기업을 위한 클라우드 협업 도구를 만듭니다.',
        requiredQualification: 'React와 TypeScript 개발 경험 3년 이상',
        preferredQualification: null,
        otherDetails: null,
        useAiSummary: false,
        jobRoleCategoryIds: [1],
        skillCategoryIds: [1],
        requiredAssessments: [],
        optionalAssessments: [],
        ...extra,
      },
    }),
    201,
  );
  await dataOf(await api.patch(`/api/v1/organizations/${orgId}/job-postings/${posting.id}?jobPostingStatus=VISIBLE`));
  return posting.id;
}
