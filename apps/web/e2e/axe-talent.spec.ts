import { test } from '@playwright/test';
import { contextOf, DEMO, dataOf } from './axe';
import { checkRoutesOf } from './axe-routes';

// axe-core on the talent's own pages under /talent/mypage (issue 19), signed in once as the demo talent whose
// profile, applications, proposals, assessments and follows fill them. The other talent screens: axe-talent-more.
test('every talent mypage screen passes axe in both languages at both sizes', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser, DEMO.talent);
  const [application] = (
    await dataOf<{ data: { id: number }[] }>(context.request, '/api/v1/user/dashboards/my/applications?size=1')
  ).data;
  await checkRoutesOf('talent', await context.newPage(), { appId: application!.id }, (route) =>
    route.startsWith('talent/mypage'),
  );
  await context.close();
});
