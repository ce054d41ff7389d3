import { expect, test } from '@playwright/test';
import { contextOf, DEMO, dataOf } from './axe';
import { checkRoutesOf } from './axe-routes';

type Page<T> = { data: T[] };
type Candidate = { applicationId: number; userSummaryDTO: { id: number } };

// axe-core on the company screens of one posting, candidate or talent (issue 19), signed in once as the demo company
// (누리소프트), on its posting with candidates. The company's other screens: axe-company-pages.
test('every company screen of a posting or talent passes axe in both languages at both sizes', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser, DEMO.company);
  const api = context.request;
  const { companyId } = await dataOf<{ companyId: number }>(api, '/api/v1/user');
  const postings = await dataOf<Page<{ id: number }>>(api, `/api/v1/organizations/${companyId}/job-postings?size=20`);
  let found: { jobId: number; candidate: Candidate } | undefined;
  for (const posting of postings.data) {
    const candidates = await dataOf<Page<Candidate>>(
      api,
      `/api/v1/organizations/${companyId}/job-postings/${posting.id}/candidates?size=1`,
    );
    if (candidates.data[0]) {
      found = { jobId: posting.id, candidate: candidates.data[0] };
      break;
    }
  }
  expect(found, 'a demo posting with candidates').toBeDefined();
  await checkRoutesOf(
    'company',
    await context.newPage(),
    {
      jobId: found!.jobId,
      appId: found!.candidate.applicationId,
      talentId: found!.candidate.userSummaryDTO.id,
    },
    (route) => route.includes(':'),
  );
  await context.close();
});
