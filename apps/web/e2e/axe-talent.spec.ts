import { test } from '@playwright/test';
import { contextOf, DEMO, dataOf, signIn } from './axe';
import { checkRoutesOf } from './axe-routes';
import { createVerifiedAccount, PASSWORD, uniqueEmail } from './helpers';

type Page<T> = { data: T[] };

// axe-core on every talent screen (issue 19), signed in once as the demo talent whose profile, applications,
// assessments and follows fill them; a notice from the administrator and a new talent's open attempt are seeded here.
test('every talent screen passes axe in both languages at both sizes', async ({ browser, request }) => {
  test.setTimeout(600_000);
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
  test.expect(notice.status(), await notice.text()).toBe(201);
  const noticeId = ((await notice.json()) as { data: { id: number } }).data.id;

  const context = await contextOf(browser, DEMO.talent);
  const api = context.request;
  const user = await dataOf<{ id: number }>(api, '/api/v1/user');
  const [attempt] = (await dataOf<Page<{ id: number }>>(api, `/api/v1/users/${user.id}/assessments`)).data;
  const [application] = (await dataOf<Page<{ id: number }>>(api, '/api/v1/user/dashboards/my/applications?size=1'))
    .data;
  const [posting] = (await dataOf<Page<{ id: number; orgSummaryDTO: { id: number } }>>(api, '/api/v1/jobs?size=1'))
    .data;
  await checkRoutesOf('talent', await context.newPage(), {
    talentId: user.id,
    attemptId: attempt!.id,
    appId: application!.id,
    postingId: posting!.id,
    companyId: posting!.orgSummaryDTO.id,
    noticeId,
  });
  await context.close();

  const email = uniqueEmail('axe-attempt');
  await createVerifiedAccount(request, { email });
  const fresh = await browser.newContext();
  await signIn(fresh.request, email, PASSWORD);
  const opened = await fresh.request.post('/api/v1/skill-assessments/1/attempts');
  test.expect(opened.status()).toBe(201);
  const openAttemptId = ((await opened.json()) as { data: { id: number } }).data.id;
  await checkRoutesOf('newTalent', await fresh.newPage(), { openAttemptId });
  await fresh.close();
});
