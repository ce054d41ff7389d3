import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { createTestApp } from '../../../test/helpers';

/*
 * The per-concept lists (decision 059, migration 0045) are kept by statement triggers on talent_search. After every
 * kind of change (a bulk load, the rebuild's upsert, edits of each field they hold, unlisting, deleted accounts) they
 * must hold exactly one entry per concept of each listed document, in the document's order, with its title flag.
 */

let app: TestApp;
const run = (query: ReturnType<typeof sql>) => app.database.db.execute(query);
const rows = async (query: ReturnType<typeof sql>) => ((await run(query)) as unknown as { rows: unknown[] }).rows;

const held = () =>
  rows(sql`select concept, match_boost, profile_updated_at, user_id, in_title, country, total_years from talent_concepts
    order by concept, match_boost, profile_updated_at, user_id`);
const implied = () =>
  rows(sql`select distinct c as concept, match_boost, profile_updated_at, user_id, c = any(title_concepts) as in_title,
      country, total_years
    from talent_search, unnest(concepts) c where is_listed order by concept, match_boost, profile_updated_at, user_id`);

async function expectKept(step: string) {
  const want = await implied();
  expect(await held(), step).toEqual(want);
  return want.length;
}

beforeAll(async () => {
  app = await createTestApp();
  await run(sql`insert into users (email, password_hash, first_name, last_name, role, status, email_verified_at)
    select 'lists' || g || '@test.dev', 'x', '지훈', '이', 'NORMAL', 'ACTIVE', now() from generate_series(1, 60) g`);
});
afterAll(() => app.cleanup());

const ids = sql`(select id from users where email like 'lists%@test.dev')`;

it('holds every concept of each listed document after a bulk load, with duplicates once', async () => {
  await run(sql`insert into talent_search (user_id, is_listed, is_job_offers_acceptable, role_category_ids,
      skill_category_ids, skill_year_keys, total_years, match_boost, search_text, search_grams, concepts, title_concepts,
      profile_updated_at)
    select id, id % 5 <> 0, true, '{}', '{}', '{}', 1, id % 3, 'text', '{}',
      array['t:a', 't:b', 't:a'] || case when id % 2 = 0 then array['t:c'] else '{}' end,
      case when id % 4 = 0 then array['t:a'] else '{}' end, timestamptz '2026-03-01' - id * interval '1 minute'
    from users where id in ${ids}`);
  // 48 listed documents with 2 or 3 distinct concepts each.
  expect(await expectKept('bulk load')).toBe(48 * 2 + 24);
});

it("follows edits of a document's concepts, title concepts, order, listing, country and years, and ignores other edits", async () => {
  await run(sql`update talent_search set concepts = array['t:d'], title_concepts = array['t:d']
    where user_id in ${ids} and user_id % 7 = 0`);
  await expectKept('concepts and title concepts');
  await run(sql`update talent_search set match_boost = 2 - match_boost where user_id in ${ids} and user_id % 2 = 1`);
  await expectKept('order (match boost)');
  await run(sql`update talent_search set profile_updated_at = profile_updated_at + interval '1 day'
    where user_id in ${ids} and user_id % 3 = 0`);
  await expectKept('order (profile updated)');
  await run(sql`update talent_search set is_listed = not is_listed where user_id in ${ids} and user_id % 10 < 4`);
  await expectKept('listing');
  await run(sql`update talent_search set country = 'KR', total_years = 9 where user_id in ${ids} and user_id % 4 = 0`);
  await expectKept('country and years (migration 0048)');
  const before = await held();
  await run(sql`update talent_search set search_text = 'other', skill_year_keys = '{9}' where user_id in ${ids}`);
  expect(await held(), 'fields the lists do not hold').toEqual(before);
});

it("follows the rebuild's upsert and deleted accounts", async () => {
  await run(sql`insert into talent_search (user_id, is_listed, is_job_offers_acceptable, role_category_ids,
      skill_category_ids, skill_year_keys, total_years, match_boost, search_text, search_grams, concepts, title_concepts,
      profile_updated_at)
    select id, true, true, '{}', '{}', '{}', 1, 1, 'text', '{}', array['t:e'], '{}', timestamptz '2026-04-01'
    from users where id in ${ids} and id % 6 = 0
    on conflict (user_id) do update set concepts = excluded.concepts, is_listed = excluded.is_listed`);
  await expectKept('upsert');
  await run(sql`delete from users where id in ${ids} and id % 4 = 1`);
  await expectKept('deleted accounts (cascade)');
  await run(sql`delete from talent_search where user_id in ${ids} and user_id % 4 = 2`);
  expect(await expectKept('deleted documents')).toBeGreaterThan(10);
});
