import { test } from '@playwright/test';
import { contextOf, DEMO, dataOf } from './axe';
import { checkRoutesOf } from './axe-routes';

// axe-core on every screen of the admin console (issue 19): the demo data's companies awaiting verification.
test('every admin screen passes axe in both languages at both sizes', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser, DEMO.admin);
  const [organization] = (await dataOf<{ data: { id: number }[] }>(context.request, '/api/v1/admin/organizations'))
    .data;
  await checkRoutesOf('admin', await context.newPage(), { organizationId: organization!.id });
  await context.close();
});
