import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { jsonResumeErrors } from './json-resume';
import { createResume, pdfText, saveProfile } from './resumes.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let talent: User;
let other: User;
let company: User;
let admin: User;

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app, { firstName: '지민', lastName: '김' });
  other = await createVerifiedUser(app);
  company = await createVerifiedUser(app, { role: 'ORGANIZATION' });
  admin = await createVerifiedUser(app);
  await makeAdmin(app, admin.id);
  await saveProfile(app, talent.auth, talent.id);
});
afterAll(() => app.cleanup());

const url = (path = '', id = talent.id) => `/api/v1/users/${id}/resumes${path}`;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, user: User = talent, payload?: object) =>
  app.inject({ method, url: url(path), headers: user.auth, ...(payload ? { payload } : {}) });

describe('profile entries', () => {
  it('keeps a work description and a project role and links; refuses bad links', async () => {
    const profile = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/profile`,
      headers: talent.auth,
    });
    const body = profile.json().data;
    expect(body.workExperiences[0].description).toBe('정산 시스템 설계와 운영\n일 거래 처리량 3배 개선');
    expect(body.projects[0]).toMatchObject({ role: '리드 개발자', links: ['https://github.com/example/settle'] });
    const bad = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${talent.id}/profile`,
      headers: talent.auth,
      payload: {
        ...body,
        projects: [{ ...body.projects[0], links: ['javascript:alert(1)'] }],
        workExperiences: [{ ...body.workExperiences[0], description: 'x'.repeat(3001) }],
      },
    });
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().fields.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['projects[0].links[0]', 'workExperiences[0].description']));
  });
});

describe('résumé versions', () => {
  let korean: { id: number; content: { basics: Record<string, unknown> } };
  let english: { id: number };

  it('copies the profile into a new version; the first is the default', async () => {
    korean = await createResume(app, talent.auth, talent.id, '국문 이력서', 'ko');
    expect(korean).toMatchObject({ isDefault: true });
    expect(korean.content.basics).toMatchObject({
      name: '김지민',
      headline: '백엔드 개발자',
    });
    english = await createResume(app, talent.auth, talent.id, 'English CV', 'en');
    // A Korean name keeps its order in an English résumé (the contract's formatName).
    expect(english).toMatchObject({ isDefault: false, content: { basics: { name: '김지민' } } });
  });

  it('edits a version on its own, leaving the profile alone', async () => {
    const current = (await call('GET', `/${english.id}`)).json().data;
    const content = {
      ...current.content,
      basics: { ...current.content.basics, name: 'Jimin Kim', headline: 'Backend engineer' },
      languages: [
        { language: 'Korean', fluency: 'Native' },
        { language: 'English', fluency: 'Fluent' },
      ],
    };
    const res = await call('PUT', `/${english.id}`, talent, { name: 'English résumé', language: 'en', content });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'English résumé', content: { basics: { name: 'Jimin Kim' } } });
    const profile = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${talent.id}/profile`,
      headers: talent.auth,
    });
    expect(profile.json().data.jobRoles[0].jobRole).toBe('백엔드 개발자');
    const bad = await call('PUT', `/${english.id}`, talent, { name: '', language: 'fr', content });
    expect(bad.statusCode).toBe(400);
  });

  it('moves the default and hands it on when the default is deleted', async () => {
    const res = await call('POST', `/${english.id}/default`);
    expect(res.json().data.map((r: { id: number; isDefault: boolean }) => [r.id, r.isDefault])).toEqual([
      [korean.id, false],
      [english.id, true],
    ]);
    const extra = await createResume(app, talent.auth, talent.id, 'Temp', 'en');
    await call('POST', `/${extra.id}/default`);
    const left = await call('DELETE', `/${extra.id}`);
    expect(left.statusCode).toBe(200);
    expect(left.json().data.map((r: { id: number; isDefault: boolean }) => [r.id, r.isDefault])).toEqual([
      [korean.id, true],
      [english.id, false],
    ]);
  });

  it('allows five versions at most', async () => {
    const created = [];
    for (let i = 0; i < 3; i += 1) created.push(await createResume(app, talent.auth, talent.id, `v${i}`, 'en'));
    const sixth = await call('POST', '', talent, { name: 'sixth', language: 'en' });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().errorCode).toBe('RESUME_LIMIT_REACHED');
    for (const r of created) expect((await call('DELETE', `/${r.id}`)).statusCode).toBe(200);
  });

  it("is the talent's alone: 404 to another talent, 403 to companies and administrators", async () => {
    for (const path of ['', `/${korean.id}`, `/${korean.id}.pdf`, `/${korean.id}/json-resume`]) {
      const asOther = await app.inject({ method: 'GET', url: url(path), headers: other.auth });
      expect(asOther.statusCode, path).toBe(404);
      for (const user of [company, admin]) {
        expect((await app.inject({ method: 'GET', url: url(path), headers: user.auth })).statusCode, path).toBe(403);
      }
      expect((await app.inject({ method: 'GET', url: url(path) })).statusCode).toBe(401);
    }
    // Another talent's résumé id under one's own path is the same 404 as a missing one.
    const own = await app.inject({ method: 'GET', url: url(`/${korean.id}`, other.id), headers: other.auth });
    expect(own.statusCode).toBe(404);
    const del = await app.inject({ method: 'DELETE', url: url(`/${korean.id}`, other.id), headers: other.auth });
    expect(del.statusCode).toBe(404);
  });

  it('prints a version as a PDF with its Korean text embedded', async () => {
    const res = await call('GET', `/${korean.id}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment;/);
    const text = await pdfText(res.rawPayload);
    for (const words of [
      '김지민',
      '백엔드 개발자',
      '카카오페이',
      '정산 시스템 설계와 운영',
      '역할: 리드 개발자',
      '경력',
      '학사',
    ]) {
      expect(text).toContain(words);
    }
    const english = (await call('GET', '')).json().data.find((r: { language: string }) => r.language === 'en');
    const en = await pdfText((await call('GET', `/${english.id}.pdf`)).rawPayload);
    expect(en).toContain('Jimin Kim');
    expect(en).toContain('Experience');
    expect(en).toContain('English (Fluent)');
  });
});

describe('JSON Resume', () => {
  it('exports a document valid under the published schema, and imports it back unchanged', async () => {
    const [first] = (await call('GET', '')).json().data;
    const res = await call('GET', `/${first.id}/json-resume`);
    expect(res.statusCode).toBe(200);
    const { document } = res.json().data;
    expect(jsonResumeErrors(document)).toEqual([]);
    expect(document.work[0]).toMatchObject({ name: '카카오페이', position: '서버 개발자', startDate: '2016-03' });
    const imported = await call('POST', '/import', talent, {
      name: 'Imported',
      language: first.language,
      resume: document,
    });
    expect(imported.statusCode).toBe(201);
    expect(imported.json().data.content).toEqual(first.content);
    await call('DELETE', `/${imported.json().data.id}`);
  });

  it('fills a new version from an outside document, and refuses one that breaks the schema', async () => {
    const outside = {
      basics: { name: 'Richard Hendriks', label: 'Programmer', location: { city: 'San Francisco', countryCode: 'US' } },
      work: [
        {
          name: 'Pied Piper',
          position: 'CEO',
          startDate: '2013-12-01',
          summary: 'Compression company',
          highlights: ['Won Disrupt'],
        },
      ],
      education: [{ institution: 'University of Oklahoma', area: 'IT', studyType: 'Bachelor', startDate: '2011' }],
      skills: [{ name: 'Compression', keywords: ['Mpeg'] }],
      projects: [{ name: 'Miss Direction', roles: ['Team lead'], url: 'https://missdirection.example.com' }],
      certificates: [{ name: 'AWS', issuer: 'Amazon', date: '2020-01' }],
      languages: [{ language: 'English', fluency: 'Native' }],
    };
    const res = await call('POST', '/import', talent, { name: 'Outside', language: 'en', resume: outside });
    expect(res.statusCode).toBe(201);
    const { content } = res.json().data;
    expect(content.workExperiences[0]).toMatchObject({
      companyName: 'Pied Piper',
      startDate: '2013-12-01',
      endDate: null,
      description: 'Compression company\n• Won Disrupt',
    });
    expect(content.educations[0]).toMatchObject({ degree: 'BACHELOR', entranceDate: '2011-01-01' });
    expect(content.projects[0]).toMatchObject({ role: 'Team lead', links: ['https://missdirection.example.com'] });
    await call('DELETE', `/${res.json().data.id}`);

    const broken = await call('POST', '/import', talent, {
      name: 'Broken',
      language: 'en',
      resume: { basics: { email: 'not an e-mail' }, work: [{ startDate: 'last year' }] },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errorCode).toBe('VALIDATION_FAILED');
    const notObject = await call('POST', '/import', talent, { name: 'x', language: 'en', resume: [] });
    expect(notObject.statusCode).toBe(400);
  });
});
