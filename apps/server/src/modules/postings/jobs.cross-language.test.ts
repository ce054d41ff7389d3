import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { createPosting, postingBody, publishPosting, setOrganizationStatus } from './postings.test-support';

/*
 * Cross-language job search (decision 017): postings written only in Korean are found by English keywords and the
 * other way round, ranked by how well they match, and they name their job titles and skills in both languages.
 */

let app: TestApp;
let company: Awaited<ReturnType<typeof createVerifiedUser>>;
let talent: Awaited<ReturnType<typeof createVerifiedUser>>;
let orgId: number;
const ids: Record<string, number> = {};

const KOREAN_BACKEND = {
  title: '백엔드 개발자',
  city: '서울',
  businessOverview: '핀테크 스타트업입니다. 결제 서버를 만듭니다.',
  requiredQualification: '서버 개발 경험 3년 이상',
  preferredQualification: null,
  jobTitleIds: [2],
  skillIds: [5],
  experienceLevel: 'EXPERIENCED',
  experienceMinYears: 3,
  experienceMaxYears: 8,
};
const KOREAN_FRONTEND = {
  title: '웹 화면 개발 (신입)',
  city: '판교',
  businessOverview: '리액트로 웹 서비스를 만듭니다.',
  requiredQualification: '자바스크립트 기본기',
  preferredQualification: null,
  jobTitleIds: [1],
  skillIds: [26],
  experienceLevel: 'NEW',
};
const ENGLISH_GO = {
  title: 'Backend Engineer (Go)',
  country: 'SG',
  city: 'Singapore',
  businessOverview: 'We build payment APIs in golang.',
  requiredQualification: 'Three years of server work',
  preferredQualification: null,
  jobTitleIds: [],
  skillIds: [],
  workModes: ['REMOTE'],
};
const ENGLISH_DATA = {
  title: 'Data Engineer',
  country: 'US',
  city: 'Seattle',
  businessOverview: 'Pipelines with Apache Spark and Airflow.',
  requiredQualification: 'Python',
  preferredQualification: null,
  jobTitleIds: [19],
  skillIds: [94],
  jobRoleCategoryIds: [],
  skillCategoryIds: [],
};

/** Older than the others, and naming React in its title: relevance must put it first anyway. */
const REACT_TITLE = {
  title: 'React Developer',
  city: '부산',
  startedAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  businessOverview: 'A design tool for teams.',
  requiredQualification: 'TypeScript',
  preferredQualification: null,
};

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Cross Co' });
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  for (const [key, body] of Object.entries({
    REACT_TITLE,
    KOREAN_BACKEND,
    KOREAN_FRONTEND,
    ENGLISH_GO,
    ENGLISH_DATA,
  })) {
    ids[key] = await publishPosting(app, company.auth, orgId, body);
  }
});
afterAll(() => app.cleanup());

const search = async (query: string) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/jobs?${query}`, headers: talent.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: { id: number; jobTitles: { nameEn: string }[] }[]; totalElementCount: number };
};
const found = async (keyword: string, extra = '') =>
  (await search(`keyword=${encodeURIComponent(keyword)}${extra}`)).data.map((p) => p.id);

describe('cross-language job search', () => {
  it('finds Korean postings by English words and English postings by Korean words', async () => {
    expect(await found('backend')).toEqual(expect.arrayContaining([ids.KOREAN_BACKEND, ids.ENGLISH_GO]));
    expect(await found('백엔드')).toEqual(expect.arrayContaining([ids.KOREAN_BACKEND, ids.ENGLISH_GO]));
    expect(await found('frontend')).toEqual([ids.KOREAN_FRONTEND]);
    expect(await found('Seoul')).toEqual([ids.KOREAN_BACKEND]);
    expect(await found('판교')).toEqual([ids.KOREAN_FRONTEND]);
    expect(await found('golang')).toEqual(expect.arrayContaining([ids.KOREAN_BACKEND, ids.ENGLISH_GO]));
    expect(await found('리액트')).toEqual([ids.REACT_TITLE, ids.KOREAN_FRONTEND]);
    expect(await found('데이터 엔지니어')).toEqual([ids.ENGLISH_DATA]);
    expect(await found('스파크')).toEqual([ids.ENGLISH_DATA]);
    expect(await found('싱가포르')).toEqual([ids.ENGLISH_GO]);
    expect(await found('재택')).toEqual([ids.ENGLISH_GO]);
  });

  it('finds job words across languages and reads Korean written together', async () => {
    const developers = await found('developer');
    expect(developers).toEqual(
      expect.arrayContaining([ids.KOREAN_BACKEND, ids.KOREAN_FRONTEND, ids.ENGLISH_GO, ids.ENGLISH_DATA]),
    );
    // 신입 finds postings for newcomers and those open to any experience, never experienced-only ones.
    for (const word of ['신입', 'junior']) {
      const hits = await found(word);
      expect(hits, word).toEqual(expect.arrayContaining([ids.KOREAN_FRONTEND, ids.ENGLISH_GO, ids.ENGLISH_DATA]));
      expect(hits, word).not.toContain(ids.KOREAN_BACKEND);
    }
    expect(await found('백엔드개발자')).toEqual(expect.arrayContaining([ids.KOREAN_BACKEND, ids.ENGLISH_GO]));
    expect(await found('서울에서')).toEqual([ids.KOREAN_BACKEND]);
  });

  it('narrows with several terms and still finds plain words as text', async () => {
    expect(await found('backend seoul')).toEqual([ids.KOREAN_BACKEND]);
    expect(await found('백엔드 singapore')).toEqual([ids.ENGLISH_GO]);
    expect(await found('핀테크')).toEqual([ids.KOREAN_BACKEND]);
    expect(await found('payment')).toEqual([ids.ENGLISH_GO]);
    expect(await found('kubernetes')).toEqual([]);
  });

  it('ranks title matches above skill matches by default, whatever the dates; NEWEST on request', async () => {
    // The older posting names React in its title, the newer one has React as a skill.
    expect(await found('react')).toEqual([ids.REACT_TITLE, ids.KOREAN_FRONTEND]);
    expect(await found('react', '&sort=NEWEST')).toEqual([ids.KOREAN_FRONTEND, ids.REACT_TITLE]);
    // Without a keyword, relevance is the newest first.
    const all = await search('sort=RELEVANCE');
    expect(all.totalElementCount).toBe(5);
    expect(all.data.at(-1)?.id).toBe(ids.REACT_TITLE);
  });

  it('filters by experience: newcomers, and the years someone has', async () => {
    const ids5 = (await search('experienceLevel=EXPERIENCED&experienceYears=5')).data.map((p) => p.id);
    expect(ids5).toContain(ids.KOREAN_BACKEND);
    expect(ids5).not.toContain(ids.KOREAN_FRONTEND);
    const ids10 = (await search('experienceLevel=EXPERIENCED&experienceYears=10')).data.map((p) => p.id);
    expect(ids10).not.toContain(ids.KOREAN_BACKEND);
    const newcomers = (await search('experienceLevel=NEW')).data.map((p) => p.id);
    expect(newcomers).toEqual(expect.arrayContaining([ids.KOREAN_FRONTEND, ids.ENGLISH_GO]));
    expect(newcomers).not.toContain(ids.KOREAN_BACKEND);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/jobs?experienceYears=-1', headers: talent.auth })).statusCode,
    ).toBe(400);
  });

  it('names job titles and skills in both languages on cards and the detail', async () => {
    const [card] = (await search(`keyword=${encodeURIComponent('백엔드 개발자')}&sort=NEWEST`)).data.filter(
      (p) => p.id === ids.KOREAN_BACKEND,
    );
    expect(card?.jobTitles).toEqual([{ id: 2, nameEn: 'Backend Developer', nameKo: '백엔드 개발자' }]);
    const detail = (
      await app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.KOREAN_BACKEND}`, headers: talent.auth })
    ).json().data;
    expect(detail.skills).toEqual([{ id: 5, nameEn: 'Go', nameKo: 'Go' }]);
    expect(detail.experience).toEqual({ level: 'EXPERIENCED', minYears: 3, maxYears: 8 });
    // Categories were derived from the job titles and skills.
    const data = (
      await app.inject({ method: 'GET', url: `/api/v1/jobs/${ids.ENGLISH_DATA}`, headers: talent.auth })
    ).json().data;
    expect(data.jobRoleCategoryIds).toEqual([2]);
    expect(data.skillCategoryIds).toEqual([5]);
  });
});

describe('the posting fields for what is hired', () => {
  it('accepts annual pay, duties and process, and refuses bad experience and unknown catalogue ids', async () => {
    const good = await createPosting(app, company.auth, orgId, {
      salaryType: 'ANNUAL',
      salaryMin: 60_000_000,
      salaryMax: 80_000_000,
      mainDuties: '결제 API 개발',
      hiringProcess: '서류 → 면접 → 합격',
      jobTitleIds: [2],
    });
    expect(good).toBeGreaterThan(0);
    const post = (body: Record<string, unknown>, lang = 'en') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/organizations/${orgId}/job-posting`,
        headers: { ...company.auth, 'accept-language': lang },
        payload: postingBody(body),
      });
    const range = await post({ experienceLevel: 'EXPERIENCED', experienceMinYears: 8, experienceMaxYears: 3 }, 'ko');
    expect(range.statusCode).toBe(400);
    expect(range.json().fields).toEqual([
      expect.objectContaining({ path: 'experienceMaxYears', message: '최소 경력은 최대 경력보다 클 수 없습니다.' }),
    ]);
    const onlyExperienced = await post({ experienceLevel: 'NEW', experienceMinYears: 2 });
    expect(onlyExperienced.json().fields[0]).toMatchObject({
      path: 'experienceMinYears',
      message: 'Years of experience apply only to experienced (경력) postings.',
    });
    const unknown = await post({ jobTitleIds: [9999], skillIds: [1, 99999] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.map((f: { path: string }) => f.path)).toEqual(['jobTitleIds[0]']);
    expect((await post({ skillIds: [99999] })).json().fields.map((f: { path: string }) => f.path)).toEqual([
      'skillIds[0]',
    ]);
    expect((await post({ experienceLevel: 'SENIOR' })).statusCode).toBe(400);
  });
});
