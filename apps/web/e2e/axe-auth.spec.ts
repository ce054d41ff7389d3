import { test } from '@playwright/test';
import { contextOf } from './axe';
import { checkRoutesOf } from './axe-routes';

// axe-core on the sign-in, sign-up and password screens (issue 19), in both languages at both sizes.
test('every sign-in and sign-up screen passes axe in both languages at both sizes', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await contextOf(browser);
  await checkRoutesOf('visitor', await context.newPage(), {}, (route) => route.startsWith('auth'));
  await context.close();
});
