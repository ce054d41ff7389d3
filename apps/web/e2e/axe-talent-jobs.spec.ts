import { test } from '@playwright/test';
import { contextOf, DEMO, dataOf } from './axe';
import { checkRoutesOf, isTalentJobsPage } from './axe-routes';

// axe-core on the demo talent's applications (one in each stage), followed postings and companies and notifications
// (issue 19), in both languages at both sizes.
test('every talent application, follow and notification screen passes axe in both languages at both sizes', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser, DEMO.talent);
  const [application] = (
    await dataOf<{ data: { id: number }[] }>(context.request, '/api/v1/user/dashboards/my/applications?size=1')
  ).data;
  await checkRoutesOf('talent', await context.newPage(), { appId: application!.id }, isTalentJobsPage);
  await context.close();
});
