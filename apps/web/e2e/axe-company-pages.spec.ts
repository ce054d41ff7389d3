import { test } from '@playwright/test';
import { contextOf, DEMO } from './axe';
import { checkRoutesOf } from './axe-routes';

// axe-core on the company's own screens (issue 19), signed in once as the demo company (누리소프트) whose postings,
// candidates in every stage, talent groups and information fill them. Screens of one posting: axe-company.
test('every company screen passes axe in both languages at both sizes', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser, DEMO.company);
  await checkRoutesOf('company', await context.newPage(), {}, (route) => !route.includes(':'));
  await context.close();
});
