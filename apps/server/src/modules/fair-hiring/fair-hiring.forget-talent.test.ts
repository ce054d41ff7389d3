import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { applications } from '../../db/schema/applications';
import { talentExclusions, talentMemos } from '../../db/schema/talent-discovery';
import { applied, createHiringWorld, type User } from '../hiring/hiring.test-support';
import { publishPosting } from '../postings/postings.test-support';
import { createTalent } from '../talent-search/talent-search.test-support';
import { anonymizeExpiredApplications } from './fair-hiring.sweep.service';
import { decide } from './fair-hiring.test-support';

/*
 * Decision 042: at the end of the retention window, a rejected talent without talent-pool consent disappears from
 * that company's talent search, recommendations, groups, tags and memos, and only that company's; with the consent
 * they stay. The sweep runs with a controlled clock.
 */

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number, otherPostingId: number;
beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
  // Recommendations rank against open postings: each company has one.
  otherPostingId = await publishPosting(app, other.auth, otherOrgId, { title: 'Backend engineer' });
});
afterAll(() => app.cleanup());

const DAY = 86_400_000;
type Call = { method?: 'GET' | 'POST' | 'PUT'; payload?: unknown };
const as = (user: User, url: string, { method = 'GET', payload }: Call = {}) =>
  app.inject({ method, url, headers: user.auth, payload: payload as never });
const idsOf = (body: { data: { data: { userId: number }[] } }) => body.data.data.map((c) => c.userId);

const searchIds = async (user: User) => idsOf((await as(user, '/api/v1/users/talent?size=100')).json());
const recommendedIds = async (user: User) => {
  const res = await as(user, '/api/v1/dashboards/talents?page=1&size=100&type=RECOMMENDED');
  expect(res.statusCode, res.body).toBe(200);
  return idsOf(res.json());
};
const groupIds = async (user: User, oid: number) =>
  idsOf((await as(user, `/api/v1/organizations/${oid}/talent-group/users?size=100`)).json());
const tagsOf = async (user: User, oid: number, talentId: number) =>
  (await as(user, `/api/v1/organizations/${oid}/talents/${talentId}/tags`)).json().data.tags;

async function newGroup(user: User, oid: number, name: string) {
  const res = await as(user, `/api/v1/organizations/${oid}/talent-group`, { method: 'POST', payload: { name } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data.id as number;
}

/** Bookmarks, tags and a memo the organization keeps on the talent. */
async function note(user: User, oid: number, groupId: number, talentId: number) {
  const base = `/api/v1/organizations/${oid}`;
  expect((await as(user, `${base}/talent-group/${groupId}/users/${talentId}`, { method: 'POST' })).statusCode).toBe(
    200,
  );
  const tags = await as(user, `${base}/talents/${talentId}/tags`, { method: 'PUT', payload: { tags: ['backend'] } });
  expect(tags.statusCode, tags.body).toBe(200);
  const memo = await as(user, `${base}/talents/${talentId}/memos`, {
    method: 'POST',
    payload: { content: '면접 인상' },
  });
  expect(memo.statusCode, memo.body).toBeLessThan(300);
}

const memosOf = (oid: number, talentId: number) =>
  app.database.db
    .select()
    .from(talentMemos)
    .where(and(eq(talentMemos.organizationId, oid), eq(talentMemos.talentUserId, talentId)));

/** Rejects the application and dates the decision, so the window ends at `decidedAt` + 30 days. */
async function rejectedAt(appId: number, decidedAt: Date) {
  expect((await decide(app, company, orgId, appId, 'reject')).statusCode).toBe(200);
  await app.database.db.update(applications).set({ decidedAt }).where(eq(applications.id, appId));
}

describe('the end of the retention window without talent-pool consent', () => {
  it('forgets the talent for that company only; a talent who consented stays', async () => {
    const pooled = await createTalent(app, { firstName: 'Pooled' });
    const consent = await as(pooled, '/api/v1/user/consents', { method: 'PUT', payload: { talentPool: true } });
    expect(consent.statusCode, consent.body).toBe(200);
    const loner = await createTalent(app, { firstName: 'Loner' });
    const first = await applied(app, company, orgId, { talent: pooled });
    const second = await applied(app, company, orgId, { talent: loner, postingId: first.postingId });
    const decidedAt = new Date('2026-02-01T00:00:00Z');
    await rejectedAt(first.appId, decidedAt);
    await rejectedAt(second.appId, decidedAt);

    const group = await newGroup(company, orgId, 'Shortlist');
    const otherGroup = await newGroup(other, otherOrgId, 'Other shortlist');
    for (const t of [pooled, loner]) await note(company, orgId, group, t.id);
    await note(other, otherOrgId, otherGroup, loner.id);
    // Ranked (and cached) before the window ends: the cache must not keep the talent afterwards.
    expect(await recommendedIds(company)).toEqual(expect.arrayContaining([pooled.id, loner.id]));

    const db = app.database.db;
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 29 * DAY))).toBe(0);
    expect(await searchIds(company)).toEqual(expect.arrayContaining([pooled.id, loner.id]));
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 30 * DAY))).toBe(2);

    // Gone for the company: search, recommendations, groups, tags and memos.
    const searched = await searchIds(company);
    expect(searched).toContain(pooled.id);
    expect(searched).not.toContain(loner.id);
    const recommended = await recommendedIds(company);
    expect(recommended).toContain(pooled.id);
    expect(recommended).not.toContain(loner.id);
    expect(await groupIds(company, orgId)).toEqual([pooled.id]);
    expect(await tagsOf(company, orgId, loner.id)).toEqual([]);
    expect(await memosOf(orgId, loner.id)).toEqual([]);
    // Nor can it be bookmarked back by id.
    const readd = await as(company, `/api/v1/organizations/${orgId}/talent-group/${group}/users/${loner.id}`, {
      method: 'POST',
    });
    expect(readd.statusCode).toBe(404);
    // Nor proposed to: that is what the talent-pool consent would have allowed.
    const proposal = (user: User, oid: number, jobPostingId: number) =>
      as(user, `/api/v1/organizations/${oid}/talents/${loner.id}/proposals`, {
        method: 'POST',
        payload: { jobPostingId, message: '새 포지션을 제안합니다.' },
      });
    const ownPosting = await publishPosting(app, company.auth, orgId, { title: 'Platform engineer' });
    expect((await proposal(company, orgId, ownPosting)).statusCode).toBe(404);
    const elsewhere = await proposal(other, otherOrgId, otherPostingId);
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
    // Nor opened by id (the anonymous application no longer reveals the e-mail either); another company still can.
    const preview = (user: User, oid: number) => as(user, `/api/v1/organizations/${oid}/talents/${loner.id}`);
    expect((await preview(company, orgId)).statusCode).toBe(404);
    expect((await preview(other, otherOrgId)).statusCode).toBe(200);
    const pooledPreview = await as(company, `/api/v1/organizations/${orgId}/talents/${pooled.id}`);
    expect(pooledPreview.statusCode).toBe(200);
    expect(pooledPreview.json().data.associatedInformation.hasApplied).toBe(false);
    expect(pooledPreview.json().data.assessmentInfo.email).toBeNull();
    // The talent who consented keeps their place in the pool, with what the company noted.
    expect(await tagsOf(company, orgId, pooled.id)).toEqual(['backend']);
    expect(await memosOf(orgId, pooled.id)).toHaveLength(1);

    // Another company still finds, recommends and keeps the talent.
    expect(await searchIds(other)).toContain(loner.id);
    expect(await recommendedIds(other)).toContain(loner.id);
    expect(await groupIds(other, otherOrgId)).toEqual([loner.id]);
    expect(await tagsOf(other, otherOrgId, loner.id)).toEqual(['backend']);
    expect(await memosOf(otherOrgId, loner.id)).toHaveLength(1);

    // A later sweep changes nothing.
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 60 * DAY))).toBe(0);
    const excluded = await db
      .select()
      .from(talentExclusions)
      .where(inArray(talentExclusions.talentUserId, [pooled.id, loner.id]));
    expect(excluded.map((r) => [r.organizationId, r.talentUserId])).toEqual([[orgId, loner.id]]);
  });

  it('waits for the last of the talent’s applications at the company to end', async () => {
    const talent = await createTalent(app, { firstName: 'Twice' });
    const rejected = await applied(app, company, orgId, { talent });
    const live = await applied(app, company, orgId, { talent, title: '프론트엔드 개발자' });
    const decidedAt = new Date('2026-03-01T00:00:00Z');
    await rejectedAt(rejected.appId, decidedAt);
    const group = await newGroup(company, orgId, 'Twice group');
    await note(company, orgId, group, talent.id);

    const db = app.database.db;
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 30 * DAY))).toBe(1);
    // Still a candidate there: the company keeps finding them and what it noted.
    expect(await searchIds(company)).toContain(talent.id);
    expect(await memosOf(orgId, talent.id)).toHaveLength(1);

    await rejectedAt(live.appId, decidedAt);
    expect(await anonymizeExpiredApplications(db, new Date(decidedAt.getTime() + 31 * DAY))).toBe(1);
    expect(await searchIds(company)).not.toContain(talent.id);
    expect(await groupIds(company, orgId)).not.toContain(talent.id);
    expect(await memosOf(orgId, talent.id)).toEqual([]);
  });
});
