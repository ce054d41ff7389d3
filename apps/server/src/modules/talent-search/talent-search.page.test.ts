import { RELEVANCE_WINDOW } from '@app/contract/limits';
import type { TalentSort } from '@app/contract/schemas/talent-search';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { createTestApp } from '../../../test/helpers';
import { countedAssessmentsFromColumn, passedAssessmentsOf } from '../assessments/assessments.results.service';
import { findBookmarkGroups } from '../talent-groups/talent-groups.service';
import { findTagsOfTalents } from '../talent-notes/talent-notes.service';
import { findTalentPage } from './talent-search.page';
import { TALENT_COUNT_CAP, type TalentFilter } from './talent-search.queries';
import { companyOf } from './talent-search.test-support';

/*
 * The page, the capped count and the relevance window come from one walk in the sort's order (decision 051). Checked
 * against the rule stated plainly over every row: matches in the sort's order; counted exactly up to the cap; ranked
 * by relevance (job role 3, other concept 2, per term) among all matches when they are few and among the
 * RELEVANCE_WINDOW first by best match when they are many; pages past the cap follow the sort's order.
 */

let app: TestApp;
let orgId: number;
const TALENTS = 1_300;

type Doc = {
  user_id: number;
  is_listed: boolean;
  match_boost: number;
  updated: number;
  total_years: number;
  country: string | null;
  concepts: string[];
  title_concepts: string[];
};
let docs: Doc[] = [];

beforeAll(async () => {
  app = await createTestApp();
  orgId = (await companyOf(app)).orgId;
  const db = app.database.db;
  // Documents written in SQL (as the benchmarks make them), with ties in every sort key so the id decides.
  await db.execute(sql`insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at)
    select 'page' || g || '@test.dev', 'x', '민지', '김', 'NORMAL', 'ACTIVE', now() from generate_series(1, ${TALENTS}) g`);
  await db.execute(sql`insert into talent_search (user_id, is_listed, is_job_offers_acceptable, role_category_ids,
      skill_category_ids, skill_year_keys, total_years, match_boost, search_text, search_grams, concepts, title_concepts,
      profile_updated_at, country)
    select u.id, g % 17 <> 0, true, '{}', '{}', '{}', g % 13, g % 3, 'text', '{}',
      array['test:a'] || case when g % 5 < 2 then array['test:b'] else '{}' end
        || case when g % 11 = 0 then array['test:c'] else '{}' end,
      case when g % 7 = 0 then array['test:a'] else '{}' end || case when g % 10 = 0 then array['test:b'] else '{}' end,
      timestamptz '2026-01-01' - (g % 97) * interval '1 hour', (array['KR', 'US', null])[1 + g % 3]
    from users u join generate_series(1, ${TALENTS}) g on u.email = 'page' || g || '@test.dev'`);
  await db.execute(sql`delete from talent_search_dirty`);
  await db.execute(sql`insert into talent_exclusions (organization_id, talent_user_id)
    select ${orgId}, user_id from talent_search where user_id % 19 = 0`);
  const { rows } = (await db.execute(sql`select user_id, is_listed, match_boost, extract(epoch from profile_updated_at)
      as updated, total_years, country, concepts, title_concepts from talent_search where user_id in (select talent_user_id
      from talent_exclusions) is not true`)) as unknown as { rows: Doc[] };
  docs = rows.map((r) => ({ ...r, updated: Number(r.updated) }));
});
afterAll(() => app.cleanup());

const term = (concept: string) => ({ text: concept, concepts: [concept], search: null });

/** The rule over every row, as the page must give it. */
function expected(
  terms: ReturnType<typeof term>[],
  sort: TalentSort,
  page: number,
  size: number,
  f: Pick<TalentFilter, 'country' | 'minTotalYears'> = {},
) {
  const keys: Record<TalentSort, (d: Doc) => number[]> = {
    BEST_MATCH: (d) => [d.match_boost, d.updated, d.user_id],
    RECENTLY_UPDATED: (d) => [d.updated, d.user_id],
    EXPERIENCE: (d) => [d.total_years, d.user_id],
  };
  const down = (a: number[], b: number[]) => b.reduce((o, v, i) => o || v - (a[i] as number), 0);
  const matches = docs
    .filter((d) => d.is_listed && terms.every((t) => t.concepts.some((c) => d.concepts.includes(c))))
    .filter((d) => (f.country === undefined || d.country === f.country) && d.total_years >= (f.minTotalYears ?? 0))
    .sort((a, b) => down(keys[sort](a), keys[sort](b)));
  const rel = (d: Doc) => terms.reduce((s, t) => s + (t.concepts.some((c) => d.title_concepts.includes(c)) ? 3 : 2), 0);
  const capped = matches.length > TALENT_COUNT_CAP;
  const ranked =
    sort === 'BEST_MATCH' && terms.length > 0
      ? (capped ? matches.slice(0, RELEVANCE_WINDOW) : [...matches]).sort((a, b) => rel(b) - rel(a))
      : matches;
  const offset = (page - 1) * size;
  const rows = ranked.slice(offset, offset + size + 1);
  return {
    ids: rows.slice(0, size).map((d) => d.user_id),
    total: capped ? Math.max(TALENT_COUNT_CAP, offset + Math.min(rows.length, size)) : matches.length,
    isLast: rows.length <= size,
    isCapped: capped,
  };
}

describe('a talent search page', () => {
  const cases: [string, ReturnType<typeof term>[]][] = [
    ['no keyword (capped)', []],
    ['one term most talents match (capped, ranked in the window)', [term('test:a')]],
    ['one term a few hundred match (ranked among all)', [term('test:b')]],
    ['two terms (their lists merged)', [term('test:a'), term('test:b')]],
    ['three terms', [term('test:a'), term('test:b'), term('test:c')]],
    ['one concept named twice', [term('test:b'), term('test:b')]],
    ['a rare term', [term('test:c')]],
    ['a term nobody has', [term('test:none')]],
  ];
  const pages: [number, number][] = [
    [1, 10],
    [2, 10],
    [40, 10],
    [41, 10],
    [100, 10],
    [1, 100],
    [5, 100],
    [11, 100],
  ];
  it.each(cases)('%s: the same rows, order, total and flags as the rule, in every sort and page', async (_, terms) => {
    const filter: TalentFilter = { terms, viewerOrganizationId: orgId };
    for (const sort of ['BEST_MATCH', 'RECENTLY_UPDATED', 'EXPERIENCE'] as const) {
      for (const [page, size] of pages) {
        const found = await findTalentPage(app.database.db, filter, { sort, page, size });
        const { rows, queued, ...flags } = found;
        const want = expected(terms, sort, page, size);
        expect({ ids: rows.map((r) => r.userId), ...flags }, `${sort} ${page}×${size}`).toEqual(want);
        expect(queued).toBe(false);
        for (const r of rows) expect(r.firstName).toBe('민지');
      }
    }
  });

  const filtered: [string, ReturnType<typeof term>[], Pick<TalentFilter, 'country' | 'minTotalYears'>][] = [
    ['one term, a country (tested on its list)', [term('test:a')], { country: 'KR' }],
    ['one term, a minimum of years', [term('test:a')], { minTotalYears: 5 }],
    ['two terms, a country and years', [term('test:a'), term('test:b')], { country: 'US', minTotalYears: 3 }],
    ['one term, a country nobody is in', [term('test:a')], { country: 'JP' }],
  ];
  it.each(filtered)('%s: the same rows, order, total and flags as the rule', async (_, terms, f) => {
    const filter: TalentFilter = { terms, viewerOrganizationId: orgId, ...f };
    for (const sort of ['BEST_MATCH', 'EXPERIENCE'] as const) {
      for (const [page, size] of pages) {
        const { rows, queued: _queued, ...flags } = await findTalentPage(app.database.db, filter, { sort, page, size });
        const want = expected(terms, sort, page, size, f);
        expect({ ids: rows.map((r) => r.userId), ...flags }, `${sort} ${page}×${size}`).toEqual(want);
      }
    }
  });

  it("reads the viewer's bookmark groups and tags and the talents' passes as the separate lookups do", async () => {
    const db = app.database.db;
    const other = (await companyOf(app, 'Other Co')).orgId;
    // Two groups of the viewer and one of another organization; tags of both; attempts with ties, private ones.
    await db.execute(sql`insert into talent_groups (organization_id, name)
      values (${orgId}, 'g1'), (${orgId}, 'g2'), (${other}, 'g3')`);
    await db.execute(sql`insert into talent_bookmarks (organization_id, talent_user_id, group_id)
      select g.organization_id, t.user_id, g.id from talent_search t join talent_groups g
        on g.name = (array['g1', 'g2', 'g3'])[1 + t.user_id % 3] where t.user_id % 4 <> 0`);
    await db.execute(sql`insert into talent_tags (organization_id, talent_user_id, tag)
      select o, t.user_id, tag from talent_search t, unnest(array[${orgId}::int, ${other}::int]) o,
        unnest(array['나중', 'early']) tag where (t.user_id + o) % 3 = 0 and (tag = 'early' or t.user_id % 2 = 0)`);
    await db.execute(sql`insert into assessment_attempts (user_id, track, level, status, seed, deadline_at, ended_at,
        obtained_score, total_score, is_public)
      select t.user_id, (array['DATA','BACKEND'])[1 + k % 2], 1 + (k / 2) % 2, 'SUBMITTED', 1, timestamptz '2026-05-01',
        timestamptz '2026-04-01' + (k % 3) * interval '1 day', (array[95, 40, 70, 88, 75, 55])[1 + k], 100,
        (t.user_id + k) % 4 <> 0
      from talent_search t, generate_series(0, 5) k where t.user_id % 3 = 1`);
    const seen = { groups: 0, tags: 0, passes: 0 };
    for (const [page, size] of [
      [1, 100],
      [7, 100],
    ] as const) {
      const { rows } = await findTalentPage(
        db,
        { terms: [], viewerOrganizationId: orgId },
        { sort: 'RECENTLY_UPDATED', page, size },
      );
      const ids = rows.map((r) => r.userId);
      const [groups, tags, passes] = await Promise.all([
        findBookmarkGroups(db, orgId, ids),
        findTagsOfTalents(db, orgId, ids),
        passedAssessmentsOf(db, ids),
      ]);
      for (const r of rows) {
        expect(r.groupId, `${r.userId}`).toBe(groups.get(r.userId) ?? null);
        expect(r.tags, `${r.userId}`).toEqual(tags.get(r.userId) ?? []);
        expect(countedAssessmentsFromColumn(r.results ?? [], { passedOnly: true })).toEqual(passes.get(r.userId) ?? []);
        seen.groups += r.groupId === null ? 0 : 1;
        seen.tags += r.tags?.length ?? 0;
        seen.passes += passes.get(r.userId)?.length ?? 0;
      }
    }
    for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(20);
  });

  it('binds each organization to the prepared statement of a search without keyword or filter', async () => {
    // Decision 058: that search is prepared once per sort, so a value kept from one run would show one organization's
    // exclusions and tags to another.
    const db = app.database.db;
    const third = (await companyOf(app, 'Third Co')).orgId;
    await db.execute(sql`insert into talent_tags (organization_id, talent_user_id, tag)
      select ${third}, user_id, 'third' from talent_search where user_id % 2 = 0`);
    const excluded = new Set(
      (
        (await db.execute(
          sql`select talent_user_id as id from talent_exclusions where organization_id = ${orgId}`,
        )) as unknown as {
          rows: { id: number }[];
        }
      ).rows.map((r) => r.id),
    );
    let seenExcluded = 0;
    for (const viewer of [orgId, third, orgId, third]) {
      const { rows } = await findTalentPage(
        db,
        { terms: [], viewerOrganizationId: viewer },
        { sort: 'EXPERIENCE', page: 1, size: 100 },
      );
      const ids = rows.map((r) => r.userId);
      const tags = await findTagsOfTalents(db, viewer, ids);
      for (const r of rows) expect(r.tags, `${viewer} ${r.userId}`).toEqual(tags.get(r.userId) ?? []);
      const shown = ids.filter((id) => excluded.has(id)).length;
      if (viewer === orgId) expect(shown).toBe(0);
      else seenExcluded += shown;
      if (viewer === third) expect(rows.some((r) => r.tags?.includes('third'))).toBe(true);
    }
    expect(seenExcluded).toBeGreaterThan(0);
  });

  it('tells when profile changes wait in the rebuild queue', async () => {
    await app.database.db.execute(
      sql`insert into talent_search_dirty (user_id) select min(user_id) from talent_search`,
    );
    const found = await findTalentPage(
      app.database.db,
      { terms: [term('test:c')] },
      { sort: 'BEST_MATCH', page: 1, size: 10 },
    );
    expect(found.queued).toBe(true);
    await app.database.db.execute(sql`delete from talent_search_dirty`);
  });
});
