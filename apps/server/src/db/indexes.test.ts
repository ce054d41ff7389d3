import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

const indexDef = async (name: string) => {
  const result = await app.database.db.execute<{ indexdef: string }>(
    sql`select indexdef from pg_indexes where schemaname = current_schema() and indexname = ${name}`,
  );
  return (result as unknown as { rows: { indexdef: string }[] }).rows[0]?.indexdef ?? null;
};

it("indexes a company's scheduled interviews and the push subscriptions of a session", async () => {
  // The upcoming-interviews card reads the organization's SCHEDULED proposals only.
  expect(await indexDef('interview_proposals_scheduled_org_idx')).toMatch(
    /ON public\.interview_proposals USING btree \(organization_id\) WHERE \(status = 'SCHEDULED'::text\)/,
  );
  // Ending a session deletes its subscriptions (on delete cascade looks them up by session_id).
  expect(await indexDef('push_subscriptions_session_idx')).toMatch(
    /ON public\.push_subscriptions USING btree \(session_id\)/,
  );
});

it("covers the candidate list's filters, so its count and page ids come from the index alone", async () => {
  expect(await indexDef('applications_posting_applied_idx')).toMatch(
    // furthest_stage: the analytics funnel counts the same index (decision 041).
    // anonymized_at: anonymized applications are never candidates (decision 039), tested on the index (decision 045).
    /USING btree \(posting_id, applied_at, id\) INCLUDE \(status, applicant_first_name, applicant_last_name, furthest_stage, anonymized_at\)/,
  );
  expect(await indexDef('applications_posting_name_idx')).toMatch(
    /USING btree \(posting_id, applicant_first_name, applicant_last_name, id\) INCLUDE \(status, anonymized_at\)/,
  );
});

it("finds the dashboards' versions by one probe each, and counts a company's postings without reading them", async () => {
  // The latest change of any posting: what a talent's kept recommendations are ranked on (decision 046).
  expect(await indexDef('job_postings_updated_idx')).toMatch(/ON public\.job_postings USING btree \(updated_at\)/);
  const plan = await app.database.db.execute(sql`explain select max(updated_at) from job_postings`);
  const lines = (plan as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  expect(lines.join('\n')).toMatch(/Index Only Scan Backward using job_postings_updated_idx/);
  expect(await indexDef('organization_posting_counts_pkey')).toMatch(
    /ON public\.organization_posting_counts USING btree \(organization_id, status\)/,
  );
});

it("walks a concept's newest open postings from its list's key alone (decision 050)", async () => {
  expect(await indexDef('job_posting_concepts_pkey')).toMatch(
    /USING btree \(concept, started_at, posting_id\) INCLUDE \(ended_at, in_title\)/,
  );
});

it("walks a concept's talents in best-match order and by experience from its list's index alone, country and years too (decisions 059, 066)", async () => {
  expect(await indexDef('talent_concepts_walk_idx')).toMatch(
    /USING btree \(concept, match_boost DESC NULLS LAST, profile_updated_at DESC NULLS LAST, user_id DESC NULLS LAST\) INCLUDE \(in_title, country, total_years\)/,
  ); // By experience, for one known word (decision 066).
  expect(await indexDef('talent_concepts_experience_idx')).toMatch(
    /USING btree \(concept, total_years DESC NULLS LAST, user_id DESC NULLS LAST\) INCLUDE \(in_title, country\)/,
  );
});

it('reads the postings past a stated date from their own index for the fair-hiring sweeper (decision 062)', async () => {
  expect(await indexDef('job_postings_stated_dates_idx')).toMatch(
    /USING btree \(LEAST\(documents_by, interviews_by, result_by\)\) WHERE \(LEAST\(documents_by, interviews_by, result_by\) IS NOT NULL\)/,
  );
});

it('walks keyword-less job lists from their order indexes alone (decision 056)', async () => {
  expect(await indexDef('job_posting_search_started_idx')).toMatch(
    /USING btree \(started_at DESC NULLS LAST, posting_id DESC NULLS LAST\) INCLUDE \(ended_at, country, work_modes, employment_types, salary_type, experience_level, experience_min_years, experience_max_years, salary_min_krw, salary_max_krw, organization_id, job_role_category_ids, skill_category_ids\)/,
  );
  expect(await indexDef('job_posting_search_ended_idx')).toMatch(
    /USING btree \(ended_at, posting_id\) INCLUDE \(started_at, country, work_modes, employment_types\)/,
  );
  expect(await indexDef('job_posting_search_salary_idx')).toMatch(
    /USING btree \(salary_max_krw DESC NULLS LAST, posting_id DESC NULLS LAST\) INCLUDE \(started_at, ended_at, country, work_modes, employment_types\)/,
  );
});

it("walks a word's newest open postings from its list's key alone, and finds the words containing a term (decision 054)", async () => {
  expect(await indexDef('job_posting_words_pkey')).toMatch(
    /USING btree \(word, started_at, posting_id\) INCLUDE \(ended_at, in_text, in_title\)/,
  );
  expect(await indexDef('search_words_grams_idx')).toMatch(/ON public\.search_words USING gin \(grams\)/);
});

it("walks a pair of terms' newest open postings from its list's key alone (decision 063)", async () => {
  expect(await indexDef('job_posting_pairs_pkey')).toMatch(
    /USING btree \(pair_id, started_at, posting_id\) INCLUDE \(ended_at, a_in_title, b_in_title\)/,
  );
  expect(await indexDef('search_pairs_key_key')).toMatch(
    /UNIQUE INDEX search_pairs_key_key ON public\.search_pairs USING btree \(key\)/,
  );
});

it("walks one stage of a posting's candidates in applied order from its index alone (migration 0049)", async () => {
  expect(await indexDef('applications_posting_status_idx')).toMatch(
    /USING btree \(posting_id, status, applied_at, id\) INCLUDE \(anonymized_at\)/,
  );
});

it("reads one stage of a posting's candidates in name order from its index, in the generic plan too (0052)", async () => {
  expect(await indexDef('applications_posting_status_name_idx')).toMatch(
    /USING btree \(posting_id, status, applicant_first_name, applicant_last_name, id\) INCLUDE \(anonymized_at\)/,
  );
  // The plan a prepared statement gets once PostgreSQL stops planning it for its values: it does not know how large the
  // posting is, and without this index it read the stage's entries whole and sorted them (8,007 at bench:scale's size).
  const plan = await app.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(
      sql.raw(`prepare stage_by_name (int, text) as select id from applications
        where posting_id = $1 and status = $2 and anonymized_at is null
        order by applicant_first_name desc, applicant_last_name desc, id desc limit 10`),
    );
    const explained = await tx.execute(sql.raw(`explain execute stage_by_name(1, 'DOCUMENT_REVIEW')`));
    await tx.execute(sql.raw('deallocate stage_by_name'));
    return (explained as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
  });
  expect(plan).toMatch(/Index (Only )?Scan Backward using applications_posting_status_name_idx/);
  expect(plan).not.toMatch(/Sort/);
});

it("counts one country's open postings from that country's entries alone (0053)", async () => {
  // The plan is bench:scale's to show (its EXPLAIN of the filtered job search): on this test's tiny table every index
  // costs the same to the planner.
  expect(await indexDef('job_posting_search_country_ended_idx')).toMatch(
    /USING btree \(country, ended_at, posting_id\) INCLUDE \(started_at, work_modes, employment_types\)/,
  );
});
