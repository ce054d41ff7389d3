import { test } from '@playwright/test';
import { contextOf, DEMO, dataOf, signIn } from './axe';
import { checkRoutesOf } from './axe-routes';

type Posting = { id: number; orgSummaryDTO: { id: number } };

// axe-core on every screen a visitor opens (issue 19): English and Korean, 1280 and 375 px, no critical or serious
// violation. The public posting and company are the demo data's, found through a talent's search.
test('every public screen passes axe in both languages at both sizes', async ({ browser, request }) => {
  test.setTimeout(300_000);
  await signIn(request, DEMO.talent);
  const [posting] = (await dataOf<{ data: Posting[] }>(request, '/api/v1/jobs?size=1')).data;
  const context = await contextOf(browser);
  await checkRoutesOf('visitor', await context.newPage(), {
    postingId: posting!.id,
    companyId: posting!.orgSummaryDTO.id,
  });
  await context.close();
});
