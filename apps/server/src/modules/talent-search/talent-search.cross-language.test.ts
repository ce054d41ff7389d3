import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { createTestApp } from '../../../test/helpers';
import { publishPosting, setOrganizationStatus } from '../postings/postings.test-support';
import { companyOf, createTalent } from './talent-search.test-support';

/* Talent search across languages (decision 017): a profile written in one language is found in the other. */

let app: TestApp;
let company: Awaited<ReturnType<typeof companyOf>>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  app = await createTestApp();
  company = await companyOf(app);
  await setOrganizationStatus(app, company.orgId, 'APPROVED');
  ids.koreanBackend = (
    await createTalent(app, {
      firstName: '민지',
      city: '부산',
      introduction: '결제 서버를 만들어 왔습니다.',
      roles: [{ categoryId: 1, jobRole: '백엔드 개발자', experienceYears: 5 }],
      stacks: [{ categoryId: 1, skill: '고랭', experienceYears: 4 }],
    })
  ).id;
  ids.englishIos = (
    await createTalent(app, {
      firstName: 'James',
      country: 'US',
      city: 'Seattle',
      introduction: 'I build iPhone apps in Swift.',
      roles: [{ categoryId: 1, jobRole: 'iOS Developer', experienceYears: 1 }],
      stacks: [{ categoryId: 1, skill: 'Swift', experienceYears: 1 }],
    })
  ).id;
  ids.englishBackend = (
    await createTalent(app, {
      firstName: 'Emily',
      city: 'Seoul',
      introduction: 'Server side engineer; Go and PostgreSQL.',
      roles: [{ categoryId: 1, jobRole: 'Backend Engineer', experienceYears: 2 }],
      stacks: [{ categoryId: 3, skill: 'Kotlin', experienceYears: 2 }],
    })
  ).id;
});
afterAll(() => app.cleanup());

const found = async (keyword: string, sort = '') => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/users/talent?keyword=${encodeURIComponent(keyword)}${sort}`,
    headers: company.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data as { userId: number }[]).map((c) => c.userId);
};

describe('cross-language talent search', () => {
  it('finds profiles written in Korean by English words and the other way round', async () => {
    expect(await found('backend')).toEqual(expect.arrayContaining([ids.koreanBackend, ids.englishBackend]));
    expect(await found('백엔드')).toEqual(expect.arrayContaining([ids.koreanBackend, ids.englishBackend]));
    expect(await found('golang')).toEqual([ids.koreanBackend]);
    expect(await found('스위프트')).toEqual([ids.englishIos]);
    expect(await found('swift')).toEqual([ids.englishIos]);
    expect(await found('아이폰')).toEqual([ids.englishIos]);
    expect(await found('Busan')).toEqual([ids.koreanBackend]);
    expect(await found('부산')).toEqual([ids.koreanBackend]);
    expect(await found('서울')).toEqual([ids.englishBackend]);
    expect(await found('미국')).toEqual([ids.englishIos]);
  });

  it('reads several terms and Korean words written together, and still matches plain text', async () => {
    expect(await found('백엔드 부산')).toEqual([ids.koreanBackend]);
    expect(await found('백엔드개발자')).toEqual(expect.arrayContaining([ids.koreanBackend, ids.englishBackend]));
    expect(await found('결제')).toEqual([ids.koreanBackend]);
    expect(await found('신입')).toEqual([ids.englishIos]);
    expect(await found('경력')).toEqual([ids.koreanBackend]);
  });

  it('ranks talents whose job role matches above those whose profile only mentions it', async () => {
    // Kai saved his profile last (first by recency) but is a data engineer who mentions backend work.
    const kai = await createTalent(app, {
      firstName: 'Kai',
      introduction: 'I also did some backend work.',
      roles: [{ categoryId: 2, jobRole: 'Data Engineer', experienceYears: 3 }],
    });
    const best = await found('backend', '&sort=BEST_MATCH');
    expect(best).toHaveLength(3);
    expect(best.at(-1)).toBe(kai.id);
    expect((await found('backend', '&sort=RECENTLY_UPDATED'))[0]).toBe(kai.id);
  });

  it("names the job titles and skills a posting and a profile share in the preview's reasons", async () => {
    const postingId = await publishPosting(app, company.auth, company.orgId, {
      title: 'Payments Backend Engineer',
      jobTitleIds: [2],
      skillIds: [5],
    });
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${company.orgId}/talents/${ids.koreanBackend}?postingId=${postingId}`,
      headers: company.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shared = (res.json().data.match.reasons as { type: string }[]).filter((r) => r.type === 'SHARED_TERM');
    expect(shared).toEqual(
      expect.arrayContaining([
        { type: 'SHARED_TERM', kind: 'JOB_TITLE', id: 2, nameEn: 'Backend Developer', nameKo: '백엔드 개발자' },
        { type: 'SHARED_TERM', kind: 'SKILL', id: 5, nameEn: 'Go', nameKo: 'Go' },
      ]),
    );
  });
});
