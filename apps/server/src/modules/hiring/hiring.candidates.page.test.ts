import { SEARCH_COUNT_CAP } from '@app/contract/limits';
import { OFFER_APPLICATION_STATUSES } from '@app/contract/rules/application-state';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { countedAssessmentsOf } from '../assessments/assessments.results.service';
import { publishPosting } from '../postings/postings.test-support';
import { findTagsOfTalents } from '../talent-notes/talent-notes.service';
import { emptySummary, presentInterviewSummary } from './hiring.presenter';
import { findLatestInterviewSummaries, findProposalApplicationIds, findUserSummaries } from './hiring.queries';
import { createHiringWorld, type User } from './hiring.test-support';

/*
 * The candidate list's one statement (decision 055) against the rule stated directly: the ids and order of every page
 * (sorts, directions, sizes, stages, offers left out, names with and without case, LIKE characters), the capped count,
 * and each card's summary, latest interview, proposal flag, tags and results as the separate lookups read them.
 */

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number, postingId: number;

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await app.database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
  postingId = await publishPosting(app, company.auth, orgId, { title: 'Crowded posting' });
  const nextDoor = await publishPosting(app, company.auth, orgId, { title: 'Next door' });
  // 1,300 applicants: names with case, without, with LIKE characters; applied dates with ties (the id breaks them);
  // every stage, some withdrawn, some anonymous.
  await app.database.db.execute(sql`
    with people as (
      insert into users (email, password_hash, first_name, last_name, role, status)
      select 'cand' || g || '@example.com', 'x',
        (array['민지','Minji','MINJI','김민지','Bob','a%b','c_d','Émile'])[1 + g % 8],
        (array['김','Kim','Park','이민','Lee_'])[1 + g % 5], 'NORMAL', 'ACTIVE'
      from generate_series(1, 1300) g returning id)
    insert into applications (posting_id, user_id, applied_at, status, anonymized_at, offered_at, opened_at)
    select ${postingId}, id, timestamptz '2026-01-01' + (id % 97) * interval '1 hour',
      (array['APPLIED','DOCUMENT_REVIEW','INTERVIEW_PROPOSED','OFFERED','HIRED','REJECTED','WITHDRAWN'])[1 + id % 7],
      case when id % 53 = 0 then now() end,
      case when id % 7 in (3, 4) then now() end,
      case when id % 3 = 0 then timestamptz '2026-02-01' + id * interval '1 minute' end
    from people`);
  // Profiles for most (country, zone, seeking status, photo), a representative job role for some.
  await app.database.db.execute(sql`
    insert into talent_profiles (user_id, country, time_zone, job_seeking_status, profile_img_url)
    select user_id, (array['KR','US',null])[1 + user_id % 3], case when user_id % 4 = 0 then 'Europe/Paris' end,
      'OPEN_TO_OFFERS', case when user_id % 5 = 0 then 'https://img.example.com/' || user_id end
    from applications where posting_id = ${postingId} and user_id % 10 <> 0`);
  await app.database.db.execute(sql`
    insert into profile_job_roles (user_id, position, category_id, job_role, experience_years, is_representative)
    select user_id, p, (select min(id) from job_role_categories), 'role ' || p, 2, p = 1 + user_id % 2
    from applications, generate_series(0, 1) p where posting_id = ${postingId} and user_id % 6 = 0`);
  // Interviews: two proposals with the same date for some (the higher id is the latest), a chosen slot for others.
  await app.database.db.execute(sql`
    insert into interview_proposals (application_id, organization_id, type, meeting_url, location, time_zone, status,
      proposed_at, responded_at)
    select a.id, ${orgId}, (array['ONLINE','OFFLINE'])[1 + k], 'https://meet.example.com/' || a.id || k,
      '서울 ' || k, 'Asia/Seoul', (array['PROPOSED','SCHEDULED'])[1 + k], timestamptz '2026-03-01',
      case when k = 1 then timestamptz '2026-03-02' end
    from applications a, generate_series(0, 1) k where a.posting_id = ${postingId} and a.id % 11 = 0
      and (k = 0 or a.id % 2 = 0)`);
  await app.database.db.execute(sql`
    with slots as (insert into interview_slots (proposal_id, starts_at)
      select id, timestamptz '2026-04-01' + id * interval '1 hour' from interview_proposals where status = 'SCHEDULED'
      returning id, proposal_id)
    update interview_proposals p set chosen_slot_id = s.id from slots s where s.proposal_id = p.id`);
  // Accepted proposals (the card's flag) for some; open ones and another posting's accepted ones do not count.
  await app.database.db.execute(sql`
    insert into talent_proposals (organization_id, posting_id, talent_user_id, message, status, application_id)
    select ${orgId}, case when a.id % 3 = 2 then ${nextDoor}::int else ${postingId}::int end, a.user_id, 'join us',
      case when a.id % 3 = 1 then 'OPEN' else 'ACCEPTED' end, a.id
    from applications a where a.posting_id = ${postingId} and a.id % 13 = 0`);
  // Tags of this organization and of another; results: several attempts per track and level (ties in end time),
  // private ones, unfinished ones, timed out without an end.
  await app.database.db.execute(sql`
    insert into talent_tags (organization_id, talent_user_id, tag)
    select o, a.user_id, t from applications a, unnest(array[${orgId}::int, ${otherOrgId}::int]) o,
      unnest(array['b태그', 'a-tag']) t
    where a.posting_id = ${postingId} and (t = 'a-tag' or a.id % 8 < 4)
      and ((o = ${orgId} and a.id % 4 = 0) or (o = ${otherOrgId} and a.id % 4 < 2))`);
  // k: 0 DATA 1, 1 BACKEND 1, 2 DATA 2, 3 BACKEND 2, 4 DATA 1 unfinished, 5 BACKEND 1 timed out without an end,
  // 6 DATA 2 and 7 BACKEND 2 ending with 2 and 3 (the id breaks the tie).
  await app.database.db.execute(sql`
    insert into assessment_attempts (user_id, track, level, status, seed, deadline_at, ended_at, obtained_score,
      total_score, is_public)
    select a.user_id, (array['DATA','BACKEND'])[1 + k % 2], 1 + (k / 2) % 2,
      case when k = 4 then 'IN_PROGRESS' when k = 5 then 'TIMED_OUT' else 'SUBMITTED' end, 1,
      timestamptz '2026-05-01', case when k not in (4, 5) then timestamptz '2026-04-01' + (k % 2) * interval '1 day' end,
      (array[95, 40, 70, 88, 10, 55, 30, 90])[1 + k], 100, (a.id + k) % 3 <> 0
    from applications a, generate_series(0, 7) k where a.posting_id = ${postingId} and a.id % 5 = 1`);
  await app.database.db.execute(sql`analyze`);
});
afterAll(() => app.cleanup());

type Query = {
  sort?: 'APPLIED_AT' | 'NAME';
  direction?: 'ASC' | 'DESC';
  page?: number;
  size?: number;
  statuses?: string[];
  includeJobOffer?: boolean;
  keyword?: string;
};

/** The rule, stated directly: the ids of the page and how many match. */
async function rule(q: Query) {
  const dir = sql.raw(q.direction === 'ASC' ? 'asc' : 'desc');
  const conditions = [
    sql`posting_id = ${postingId}`,
    sql`status <> 'WITHDRAWN'`,
    sql`anonymized_at is null`,
    ...(q.statuses ? [sql`status in ${q.statuses}`] : []),
    ...(q.includeJobOffer === false ? [sql`status not in ${[...OFFER_APPLICATION_STATUSES]}`] : []),
    ...(q.keyword
      ? [
          sql`(strpos(lower(applicant_first_name), lower(${q.keyword})) > 0
            or strpos(lower(applicant_last_name), lower(${q.keyword})) > 0)`,
        ]
      : []),
  ];
  const where = sql.join(conditions, sql` and `);
  const order =
    q.sort === 'NAME'
      ? sql`applicant_first_name ${dir}, applicant_last_name ${dir}, id ${dir}`
      : sql`applied_at ${dir}, id ${dir}`;
  const size = q.size ?? 10;
  const ids = await rows<{ id: number }>(
    sql`select id from applications where ${where} order by ${order} limit ${size} offset ${((q.page ?? 1) - 1) * size}`,
  );
  const [counted] = await rows<{ n: number }>(sql`select count(*)::int n from applications where ${where}`);
  return { ids: ids.map((r) => r.id), n: counted?.n ?? 0 };
}

async function list(q: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) {
    for (const v of Array.isArray(value) ? value : [value]) params.append(key, String(v));
  }
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?${params}`,
    headers: company.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

it('gives the rule’s page, count and cards for every order, page, stage and name', async () => {
  const queries: Query[] = [];
  for (const sort of ['APPLIED_AT', 'NAME'] as const) {
    for (const direction of ['ASC', 'DESC'] as const) {
      for (const [page, size] of [
        [1, 10],
        [2, 100],
        [11, 100],
        [60, 20],
      ] as const) {
        queries.push({ sort, direction, page, size });
        queries.push({ sort, direction, page, size, keyword: 'minji' });
      }
      queries.push({ sort, direction, keyword: '민' });
      queries.push({ sort, direction, keyword: '김민지', size: 100 });
      queries.push({ sort, direction, keyword: 'a%b', size: 100 });
      queries.push({ sort, direction, keyword: '_', size: 100 });
      queries.push({ sort, direction, keyword: 'émile', size: 50 });
      queries.push({ sort, direction, keyword: 'nobody' });
      queries.push({ sort, direction, statuses: ['DOCUMENT_REVIEW', 'OFFERED'], size: 100, page: 2 });
      queries.push({ sort, direction, includeJobOffer: false, size: 100, page: 3 });
      queries.push({ sort, direction, statuses: ['HIRED'], keyword: 'kim', size: 100 });
      // Three stages fill four slots (the last repeated); a repeated stage is one.
      queries.push({ sort, direction, statuses: ['APPLIED', 'DOCUMENT_REVIEW', 'HIRED'], size: 100, page: 2 });
      queries.push({ sort, direction, statuses: ['REJECTED', 'REJECTED'], size: 50 });
    }
  }
  let cardsChecked = 0;
  const seen = { tags: 0, results: 0, interviews: 0, proposals: 0 };
  for (const q of queries) {
    const [page, expected] = await Promise.all([list(q), rule(q)]);
    const cards = page.data as Record<string, unknown>[];
    const label = JSON.stringify(q);
    expect(
      cards.map((c) => c.applicationId),
      label,
    ).toEqual(expected.ids);
    expect(page.totalElementCount, label).toBe(Math.min(expected.n, SEARCH_COUNT_CAP));
    expect(page.totalIsCapped, label).toBe(expected.n > SEARCH_COUNT_CAP);
    // Each card as the separate lookups (the list's statements before decision 055) read it.
    const apps = await rows<{ id: number; user_id: number; status: string; offered_at: unknown }>(
      sql`select id, user_id, status, offered_at from applications where id in ${expected.ids.length ? expected.ids : [0]}`,
    );
    const byId = new Map(apps.map((a) => [a.id, a]));
    const userIds = apps.map((a) => a.user_id);
    const [summaries, interviews, proposals, tags, results] = await Promise.all([
      findUserSummaries(app.database.db, userIds),
      findLatestInterviewSummaries(app.database.db, expected.ids),
      findProposalApplicationIds(app.database.db, postingId, expected.ids),
      findTagsOfTalents(app.database.db, orgId, userIds),
      countedAssessmentsOf(app.database.db, userIds, { publicOnly: true }),
    ]);
    for (const card of cards) {
      const a = byId.get(card.applicationId as number);
      if (!a) throw new Error(`no application ${card.applicationId}`);
      expect(card, label).toMatchObject({
        status: a.status,
        isJobOfferReceived: a.offered_at !== null,
        jobPostingId: postingId,
        companyName: '누리소프트',
        userSummaryDTO: summaries.get(a.user_id) ?? emptySummary(a.user_id),
        interview: presentInterviewSummary(interviews.get(a.id)),
        fromProposal: proposals.has(a.id),
        tags: tags.get(a.user_id) ?? [],
        userAssessmentDto: (results.get(a.user_id) ?? []).map((r) => ({
          track: r.track,
          level: r.level,
          obtainedScore: r.obtainedScore,
          totalScore: r.totalScore,
          passed: r.passed,
          endedAt: r.endedAt.toISOString(),
          reportUrl: r.reportUrl,
        })),
      });
      seen.tags += (card.tags as string[]).length;
      seen.results += (card.userAssessmentDto as unknown[]).length;
      seen.interviews += card.interview ? 1 : 0;
      seen.proposals += card.fromProposal ? 1 : 0;
      cardsChecked += 1;
    }
  }
  // The data reach every branch: interviews, flags, profiles with and without roles, past the cap.
  expect(cardsChecked).toBeGreaterThan(3000);
  for (const [what, n] of Object.entries(seen)) expect(n, what).toBeGreaterThan(50);
});

it('answers 404 for a posting that does not exist or is not the organization’s', async () => {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/organizations/${orgId}/job-postings/999999999/candidates`,
    headers: company.auth,
  });
  expect(res.statusCode).toBe(404);
});

it('binds each request’s posting and organization to the prepared statement of its shape', async () => {
  // The same talents apply to another organization's posting; both organizations tag them (decision 058: the
  // statement is prepared once per shape, so a value kept from the first run would show one's tags to the other).
  const theirs = await publishPosting(app, other.auth, otherOrgId, { title: 'Their posting' });
  await app.database.db.execute(sql`
    insert into applications (posting_id, user_id, applied_at, status)
    select ${theirs}, user_id, applied_at, 'APPLIED' from applications
    where posting_id = ${postingId} and status <> 'WITHDRAWN' and anonymized_at is null and id % 4 = 0`);
  await app.database.db.execute(sql`
    insert into talent_tags (organization_id, talent_user_id, tag)
    select ${otherOrgId}, user_id, 'their own' from applications where posting_id = ${theirs}`);
  const url = (org: number, posting: number) =>
    `/api/v1/organizations/${org}/job-postings/${posting}/candidates?size=100&sort=NAME&direction=ASC`;
  for (const [who, org, posting] of [
    [company, orgId, postingId],
    [other, otherOrgId, theirs],
    [company, orgId, postingId],
  ] as const) {
    const res = await app.inject({ method: 'GET', url: url(org, posting), headers: who.auth });
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json().data.data as { applicationId: number; userSummaryDTO: { id: number }; tags: string[] }[];
    const expected = await rule({ sort: 'NAME', direction: 'ASC', size: 100 });
    if (posting === postingId) expect(cards.map((c) => c.applicationId)).toEqual(expected.ids);
    expect(cards.length).toBe(100);
    const tags = await findTagsOfTalents(
      app.database.db,
      org,
      cards.map((c) => c.userSummaryDTO.id),
    );
    for (const c of cards) expect(c.tags, `${org} ${c.applicationId}`).toEqual(tags.get(c.userSummaryDTO.id) ?? []);
    const [mine] = await rows<{ n: number }>(
      sql`select count(*)::int n from applications where posting_id = ${posting} and id in ${cards.map((c) => c.applicationId)}`,
    );
    expect(mine?.n).toBe(100);
  }
  // Each saw the other's talents with different tags, so the test above can fail.
  const [theirOwn] = await rows<{ n: number }>(sql`select count(*)::int n from talent_tags
    where organization_id = ${otherOrgId} and tag = 'their own'`);
  expect(theirOwn?.n).toBeGreaterThan(100);
});
