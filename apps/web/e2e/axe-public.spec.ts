import { test } from '@playwright/test';
import { contextOf, DEMO, dataOf, signIn } from './axe';
import { type AppRoute, checkRoutesOf } from './axe-routes';

type Posting = { id: number; orgSummaryDTO: { id: number } };
const isAuth = (route: AppRoute) => route.startsWith('auth');

// axe-core on every screen a visitor opens (issue 19): English and Korean, 1280 and 375 px, no critical or serious
// violation. Two tests (sign-in and sign-up screens apart), so shards can run them at once.
test('every public page passes axe in both languages at both sizes', async ({ browser, request }) => {
  test.setTimeout(300_000);
  // The public posting and company are the demo data's, found through a talent's search.
  await signIn(request, DEMO.talent);
  const [posting] = (await dataOf<{ data: Posting[] }>(request, '/api/v1/jobs?size=1')).data;
  const context = await contextOf(browser);
  const ids = { postingId: posting!.id, companyId: posting!.orgSummaryDTO.id };
  await checkRoutesOf('visitor', await context.newPage(), ids, (route) => !isAuth(route));
  await context.close();
});
