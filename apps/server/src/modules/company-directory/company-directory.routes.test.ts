import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, makeAdmin, type TestApp } from '../../../test/helpers';
import { indexOrganizationsWithoutSearch } from '../organizations/organizations.search.service';
import { publishPosting, setOrganizationStatus, setPostingDates } from '../postings/postings.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
type Entry = { id: number; companyName: string; industry: string | null; openPostingCount: number; location: string };

let app: TestApp;
let talent: User;
let admin: User;
let seoul: User;
let pangyo: User;
let pending: User;

const URL = '/api/v1/organizations/directory';
const list = (auth: Record<string, string> | undefined, query = '') =>
  app.inject({ method: 'GET', url: `${URL}${query}`, headers: { ...auth, 'x-lang': 'ko' } });
const names = (res: { json: () => { data: { data: Entry[] } } }) => res.json().data.data.map((e) => e.companyName);

async function fill(user: User, payload: Record<string, unknown>) {
  const res = await app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${user.companyId}`,
    headers: user.auth,
    payload,
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  app = await createTestApp();
  talent = await createVerifiedUser(app);
  admin = await createVerifiedUser(app, { firstName: 'Ada' });
  await makeAdmin(app, admin.id);
  seoul = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '가온테크' });
  pangyo = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Bright Games' });
  pending = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '가온 Pending' });
  await fill(seoul, {
    country: 'KR',
    location: '서울특별시 강남구 테헤란로 1',
    industry: 'FINANCE',
    companySize: '51-200',
  });
  await fill(pangyo, { country: 'KR', location: 'Pangyo, Seongnam', industry: 'GAMES', companySize: '11-50' });
  await fill(pending, { country: 'KR', location: '서울 마포구', industry: 'FINANCE' });
  for (const u of [seoul, pangyo]) await setOrganizationStatus(app, u.companyId as number, 'APPROVED');
  await setOrganizationStatus(app, pending.companyId as number, 'PENDING');
  // 가온테크: two open postings and one that ended; Bright Games none.
  const orgId = seoul.companyId as number;
  await publishPosting(app, seoul.auth, orgId);
  await publishPosting(app, seoul.auth, orgId);
  const ended = await publishPosting(app, seoul.auth, orgId);
  await setPostingDates(app, ended, '2020-01-01T00:00:00.000Z', '2020-02-01T00:00:00.000Z');
}, 120_000);
afterAll(() => app?.cleanup());

describe('GET /api/v1/organizations/directory', () => {
  it('lists verified companies only, by name, with industry, size, place and open postings', async () => {
    const res = await list(talent.auth);
    expect(res.statusCode).toBe(200);
    const data = res.json().data.data as Entry[];
    expect(data.map((e) => e.companyName)).toEqual(['Bright Games', '가온테크']);
    expect(data[1]).toMatchObject({
      id: seoul.companyId,
      industry: 'FINANCE',
      companySize: '51-200',
      country: 'KR',
      location: '서울특별시 강남구 테헤란로 1',
      logoUrl: null,
      openPostingCount: 2,
    });
    expect(data[0]?.openPostingCount).toBe(0);
    expect(res.json().data.nextAfter).toBeNull();
  });

  it('is for every signed-in role and refuses visitors', async () => {
    for (const user of [talent, seoul, admin]) expect((await list(user.auth)).statusCode).toBe(200);
    const anonymous = await list(undefined);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().errorCode).toBe('UNAUTHENTICATED');
  });

  it('finds places in either language through the vocabulary', async () => {
    expect(names(await list(talent.auth, '?keyword=Seoul'))).toEqual(['가온테크']);
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('서울')}`))).toEqual(['가온테크']);
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('판교')}`))).toEqual(['Bright Games']);
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('판교에서')}`))).toEqual(['Bright Games']);
  });

  it('finds names as written, industries and countries in both languages', async () => {
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('가온')}`))).toEqual(['가온테크']);
    expect(names(await list(talent.auth, '?keyword=bright'))).toEqual(['Bright Games']);
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('게임')}`))).toEqual(['Bright Games']);
    expect(names(await list(talent.auth, '?keyword=fintech'))).toEqual(['가온테크']);
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('금융')}`))).toEqual(['가온테크']);
    expect(names(await list(talent.auth, '?keyword=korea'))).toEqual(['Bright Games', '가온테크']);
    // Terms narrow each other; symbols are not patterns (a keyword of symbols only narrows nothing).
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('서울 게임')}`))).toEqual([]);
    expect(names(await list(talent.auth, '?keyword=%25_'))).toEqual(['Bright Games', '가온테크']);
  });

  it('pages by keyset: `after` continues from the last company of the previous page', async () => {
    const first = await list(talent.auth, '?size=1');
    expect(names(first)).toEqual(['Bright Games']);
    expect(first.json().data.nextAfter).toBe(pangyo.companyId);
    const second = await list(talent.auth, `?size=1&after=${pangyo.companyId}`);
    expect(names(second)).toEqual(['가온테크']);
    expect(second.json().data.nextAfter).toBeNull();
    // An id that is not a listed company gives an empty page, not an error.
    const unknown = await list(talent.auth, '?after=2000000000');
    expect(unknown.statusCode).toBe(200);
    expect(names(unknown)).toEqual([]);
  });

  it('rejects bad input with the failing field in the caller language', async () => {
    for (const query of ['?size=0', '?size=49', '?after=-1', '?after=x', `?keyword=${'a'.repeat(101)}`, '?page=2']) {
      const res = await list(talent.auth, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps the search current when a company changes, and indexes companies from before the directory', async () => {
    await fill(pangyo, { location: '부산 해운대구' });
    expect(names(await list(talent.auth, '?keyword=busan'))).toEqual(['Bright Games']);
    expect(names(await list(talent.auth, `?keyword=${encodeURIComponent('판교')}`))).toEqual([]);
    await app.database.db.execute(sql`update organizations set search_text = '', search_vector = ''::tsvector`);
    expect(await indexOrganizationsWithoutSearch(app.database.db)).toBeGreaterThanOrEqual(3);
    expect(names(await list(talent.auth, '?keyword=busan'))).toEqual(['Bright Games']);
  });

  it('uses its indexes: the keyset order and the keyword search never scan every company', async () => {
    const plan = async (query: ReturnType<typeof sql>) => {
      await app.database.db.execute(sql`set enable_seqscan = off`);
      const result = await app.database.db.execute(query);
      await app.database.db.execute(sql`set enable_seqscan = on`);
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    };
    const order = await plan(
      sql`explain select id from organizations where verification_status = 'APPROVED' order by name, id limit 25`,
    );
    expect(order).toContain('organizations_directory_idx');
    // The keyword's indexes (a table this small is read whole whatever exists, so their definitions are checked).
    const defs = await app.database.db.execute(
      sql`select indexdef from pg_indexes where indexname like 'organizations_directory_%' order by indexname`,
    );
    const text = JSON.stringify((defs as unknown as { rows: unknown[] }).rows);
    expect(text).toMatch(
      /organizations_directory_trgm_idx ON public\.organizations USING gin \(search_text gin_trgm_ops\) WHERE/,
    );
    expect(text).toMatch(
      /organizations_directory_vector_idx ON public\.organizations USING gin \(search_vector\) WHERE/,
    );
  });
});
