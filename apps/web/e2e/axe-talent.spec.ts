import { test } from '@playwright/test';
import { contextOf, DEMO } from './axe';
import { checkRoutesOf, isTalentJobsPage } from './axe-routes';

// axe-core on the talent's own pages under /talent/mypage (issue 19), signed in once as the demo talent whose
// profile, applications, proposals, assessments and follows fill them: here the profile, settings and assessments;
// applications, follows and notifications in axe-talent-jobs; the other talent screens in axe-talent-more.
test('every talent profile and assessment screen passes axe in both languages at both sizes', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser, DEMO.talent);
  await checkRoutesOf(
    'talent',
    await context.newPage(),
    {},
    (route) => route.startsWith('talent/mypage') && !isTalentJobsPage(route),
  );
  await context.close();
});
