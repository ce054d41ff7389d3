import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../test/helpers';
import { passedAssessmentsOf } from '../modules/assessments/assessments.results.service';
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS } from './demo-accounts';
import { seedDemoData } from './seed-demo';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
  await seedDemoData(app.database.db);
});
afterAll(() => app.cleanup());

const auth = async (email: string) => ({ authorization: `Bearer ${await signIn(app, email, DEMO_PASSWORD)}` });

describe('demo assessments', () => {
  it('gives the catalogue participants and the demo talents a history with passes, fails and a counted retake', async () => {
    const talent = DEMO_TALENTS[1];
    const headers = await auth(talent.email);
    const me = (await app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().data;
    const list = (await app.inject({ method: 'GET', url: '/api/v1/skill-assessments', headers })).json().data;
    const backend2 = list.find((a: { id: number }) => a.id === 5);
    expect(backend2.participants).toBe(1);
    expect(backend2.latest.passed).toBe(true);
    expect(backend2.retakeAvailableAt).toBeNull();
    const history = await app.inject({ method: 'GET', url: `/api/v1/users/${me.id}/assessments`, headers });
    expect(history.json().data.totalElementCount).toBe(4);
    const entries = history.json().data.data as { passed: boolean }[];
    expect(entries.some((e) => e.passed)).toBe(true);
    expect(entries.some((e) => !e.passed)).toBe(true);
    const passes = await passedAssessmentsOf(app.database.db, [me.id]);
    expect(
      passes
        .get(me.id)
        ?.map((p) => `${p.track}:${p.level}`)
        .sort(),
    ).toEqual(['BACKEND:1', 'BACKEND:2']);
  });

  it('shows an open company request to a demo talent and public reports to companies', async () => {
    const headers = await auth(DEMO_TALENTS[2].email);
    const me = (await app.inject({ method: 'GET', url: '/api/v1/user', headers })).json().data;
    const requests = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${me.id}/assessment-requests?status=OPEN`,
      headers,
    });
    expect(requests.json().data.data[0]).toMatchObject({
      companyName: DEMO_COMPANIES[0].companyName,
      track: 'DATA',
      level: 3,
    });
    const history = (await app.inject({ method: 'GET', url: `/api/v1/users/${me.id}/assessments`, headers })).json()
      .data;
    const company = await auth(DEMO_COMPANIES[0].email);
    const report = await app.inject({
      method: 'GET',
      url: `/api/v1/assessment-attempts/${history.data[0].id}/report`,
      headers: company,
    });
    expect(report.statusCode).toBe(200);
  });
});
