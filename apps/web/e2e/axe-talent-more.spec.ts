import { expect, test } from '@playwright/test';
import { contextOf, DEMO, dataOf, signIn } from './axe';
import { checkRoutesOf } from './axe-routes';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './helpers';

type Page<T> = { data: T[] };

// axe-core on the talent screens outside /talent/mypage (issue 19): the job search and a posting, companies, a
// report, the profile as others see it, a notice from the administrator (published here) and a new talent's open
// attempt (so no demo talent's assessments change).
test('every other talent screen passes axe in both languages at both sizes', async ({ browser, request }) => {
  test.setTimeout(300_000);
  await signIn(request, DEMO.admin);
  const notice = await request.post('/api/v1/admin/notices', {
    data: {
      titleEn: 'Scheduled maintenance on Sunday night',
      titleKo: '일요일 밤 정기 점검 안내',
      bodyEn: 'TalentBridge will be unavailable from 2 to 4 a.m. (KST) on Sunday for maintenance.',
      bodyKo: '일요일 오전 2시부터 4시까지(한국 시간) 점검으로 TalentBridge를 이용할 수 없습니다.',
      audience: 'TALENTS',
    },
  });
  expect(notice.status(), await notice.text()).toBe(201);
  const noticeId = ((await notice.json()) as { data: { id: number } }).data.id;

  const context = await contextOf(browser, DEMO.talent);
  const api = context.request;
  const user = await dataOf<{ id: number }>(api, '/api/v1/user');
  const [attempt] = (await dataOf<Page<{ id: number }>>(api, `/api/v1/users/${user.id}/assessments`)).data;
  const [posting] = (await dataOf<Page<{ id: number; orgSummaryDTO: { id: number } }>>(api, '/api/v1/jobs?size=1'))
    .data;
  const ids = {
    talentId: user.id,
    attemptId: attempt!.id,
    postingId: posting!.id,
    companyId: posting!.orgSummaryDTO.id,
    noticeId,
  };
  await checkRoutesOf('talent', await context.newPage(), ids, (route) => !route.startsWith('talent/mypage'));
  await context.close();

  const email = uniqueEmail('axe-attempt');
  await createVerifiedAccount(request, { email });
  const fresh = await browser.newContext();
  await signIn(fresh.request, email, PASSWORD);
  const opened = await fresh.request.post('/api/v1/skill-assessments/1/attempts');
  expect(opened.status(), await opened.text()).toBe(201);
  const openAttemptId = ((await opened.json()) as { data: { id: number } }).data.id;
  await checkRoutesOf('newTalent', await fresh.newPage(), { openAttemptId });
  await fresh.close();
});
