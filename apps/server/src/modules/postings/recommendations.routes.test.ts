import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { applications } from '../../db/schema/applications';
import { skills } from '../../db/schema/catalog';
import { jobPostings } from '../../db/schema/postings';
import { interestSkills, profileTechStacks } from '../../db/schema/profiles';
import {
  completeProfile,
  postingBody,
  publishPosting,
  setOrganizationStatus,
  setStatus,
} from './postings.test-support';

/*
 * The talent dashboard keeps each talent's ranking (decision 046): what changes it must show at the next load, and a
 * load that changes nothing must not rank again.
 */

/** Texts naming no skill or job title, so only the categories score (the talent has no search document yet). */
const plain = {
  title: 'Team member',
  businessOverview: 'We build tools for small teams.',
  requiredQualification: 'Care for the people who use what we make.',
  preferredQualification: null,
};

type User = Awaited<ReturnType<typeof createVerifiedUser>>;
type Card = { id: number; score: number };

let app: TestApp;
let company: User;
let orgId: number;
let talent: User;
const ids = { both: 0, skill: 0, data: 0 };

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: 'Reco Postings' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
  talent = await createVerifiedUser(app, { role: 'NORMAL' });
  await completeProfile(app, talent.id, { roleCategoryId: 1, skillCategoryId: 3 });
  ids.both = await publishPosting(app, company.auth, orgId, {
    ...plain,
    jobRoleCategoryIds: [1],
    skillCategoryIds: [3],
  });
  ids.skill = await publishPosting(app, company.auth, orgId, {
    ...plain,
    jobRoleCategoryIds: [6],
    skillCategoryIds: [3],
  });
  ids.data = await publishPosting(app, company.auth, orgId, {
    ...plain,
    jobRoleCategoryIds: [6],
    skillCategoryIds: [5],
  });
});
afterAll(() => app.cleanup());

async function load(who: User = talent) {
  const res = await app.inject({ method: 'GET', url: '/api/v1/user/dashboards/job-postings', headers: who.auth });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { data: (Card & { isFollowed: boolean })[]; totalElementCount: number };
}
const scoreOf = (page: { data: Card[] }, id: number | undefined) => page.data.find((c) => c.id === id)?.score;

describe('the talent dashboard keeps its ranking until something it depends on changes', () => {
  it('ranks again at once after a profile or interest change', async () => {
    const before = await load();
    expect(before.data.map((c) => c.id)).toEqual([ids.both, ids.skill]);
    // A tech stack changed directly in the database (the search document is rebuilt from the queue) shows at once.
    await app.database.db
      .update(profileTechStacks)
      .set({ categoryId: 5 })
      .where(eq(profileTechStacks.userId, talent.id));
    const restacked = await load();
    expect(scoreOf(restacked, ids.skill)).toBeUndefined();
    expect(scoreOf(restacked, ids.data)).toBe(2);
    // An interest (not part of the search document) counts at once too.
    const [skill] = await app.database.db
      .select({ id: skills.id })
      .from(skills)
      .where(eq(skills.categoryId, 3))
      .limit(1);
    await app.database.db
      .insert(interestSkills)
      .values({ userId: talent.id, skillId: skill?.id as number, position: 0 });
    const interested = await load();
    expect(scoreOf(interested, ids.skill)).toBeGreaterThanOrEqual(1);
  });

  it('ranks again at once after a posting is edited, hidden or published', async () => {
    const before = await load();
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${ids.data}`,
      headers: company.auth,
      payload: postingBody({
        ...plain,
        jobRoleCategoryIds: [1],
        skillCategoryIds: [5],
      }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const after = await load();
    expect(scoreOf(after, ids.data)).toBeGreaterThan(scoreOf(before, ids.data) ?? 0);

    expect((await setStatus(app, company.auth, orgId, ids.both, 'HIDDEN')).statusCode).toBe(200);
    expect(scoreOf(await load(), ids.both)).toBeUndefined();
    expect((await setStatus(app, company.auth, orgId, ids.both, 'VISIBLE')).statusCode).toBe(200);
    const fresh = await publishPosting(app, company.auth, orgId, { jobRoleCategoryIds: [1], skillCategoryIds: [5] });
    const shown = await load();
    expect(scoreOf(shown, ids.both)).toBeDefined();
    expect(scoreOf(shown, fresh)).toBeDefined();
  });

  it('leaves out a posting at once when the talent applies, and shows it again after a withdrawal', async () => {
    await app.database.db.insert(applications).values({ postingId: ids.both, userId: talent.id });
    expect(scoreOf(await load(), ids.both)).toBeUndefined();
    await app.database.db
      .update(applications)
      .set({ status: 'WITHDRAWN' })
      .where(and(eq(applications.postingId, ids.both), eq(applications.userId, talent.id)));
    expect(scoreOf(await load(), ids.both)).toBeDefined();
  });

  it('never shows a posting closed since it was ranked, and keeps the ranking when nothing it depends on changed', async () => {
    const before = await load();
    const score = scoreOf(before, ids.both);
    expect(score).toBeDefined();
    // Written around the service (no new `updated_at`): the kept ranking stands, its score unchanged...
    await app.database.db
      .update(jobPostings)
      .set({ jobRoleCategoryIds: [7], skillCategoryIds: [9] })
      .where(eq(jobPostings.id, ids.both));
    expect(scoreOf(await load(), ids.both)).toBe(score);
    // ...but a posting that ended is never shown, as each page's cards are read with the open condition.
    await app.database.db
      .update(jobPostings)
      .set({ endedAt: new Date(Date.now() - 60_000) })
      .where(eq(jobPostings.id, ids.both));
    expect(scoreOf(await load(), ids.both)).toBeUndefined();
  });
});

it('answers each talent with their own inputs and follows through the same prepared statements (decision 066)', async () => {
  // Another profile: the data posting's skill only. Each load reads the inputs and the cards through statements
  // prepared once per connection; a value frozen at the first run would give one talent the other's.
  const other = await createVerifiedUser(app, { role: 'NORMAL' });
  await completeProfile(app, other.id, { roleCategoryId: 2, skillCategoryId: 5 });
  const follow = (who: User, id: number) =>
    app.inject({ method: 'PUT', url: `/api/v1/jobs/${id}/follow`, headers: who.auth });
  expect((await follow(other, ids.data)).statusCode).toBe(200);
  for (let run = 0; run < 3; run += 1) {
    const mine = await load();
    const theirs = await load(other);
    expect(mine.data.map((c) => c.id)).toContain(ids.skill);
    expect(theirs.data.map((c) => c.id)).toContain(ids.data);
    expect(theirs.data.map((c) => c.id)).not.toContain(ids.skill);
    expect(theirs.data.find((c) => c.id === ids.data)?.isFollowed).toBe(true);
    expect(mine.data.find((c) => c.id === ids.data)?.isFollowed ?? false).toBe(false);
  }
});
