import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { eventually } from '../../../test/sse-client';
import { jobTitles, skills } from '../../db/schema/catalog';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { jobPostings } from '../../db/schema/postings';
import { interestJobRoles, interestSkills } from '../../db/schema/profiles';
import { notificationSettings } from '../../db/schema/users';
import { announceToMatchingTalents } from './postings.matches';
import {
  completeProfile,
  createPosting,
  daysFromNow,
  publishPosting,
  setOrganizationStatus,
  setStatus,
} from './postings.test-support';

type User = Awaited<ReturnType<typeof createVerifiedUser>>;

let app: TestApp;
let company: User;
let orgId: number;

beforeAll(async () => {
  app = await createTestApp();
  company = await createVerifiedUser(app, { role: 'ORGANIZATION', companyName: '누리소프트' });
  orgId = company.companyId as number;
  await setOrganizationStatus(app, orgId, 'APPROVED');
});
afterAll(() => app.cleanup());

const matchesOf = (userId: number) =>
  app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'MATCHING_POSTING_PUBLISHED')));
const mailsOf = (email: string) =>
  app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'MATCHING_POSTING_PUBLISHED')));

async function talentWith(opts: {
  locale?: 'en' | 'ko';
  role?: number;
  stack?: number;
  interestTitleCategory?: number;
  interestSkillCategory?: number;
}) {
  const t = await createVerifiedUser(app, { role: 'NORMAL', locale: opts.locale ?? 'en' });
  if (opts.role) await completeProfile(app, t.id, { roleCategoryId: opts.role, skillCategoryId: opts.stack ?? 9 });
  const db = app.database.db;
  if (opts.interestTitleCategory) {
    const [title] = await db.select().from(jobTitles).where(eq(jobTitles.categoryId, opts.interestTitleCategory));
    await db.insert(interestJobRoles).values({ userId: t.id, jobTitleId: title?.id ?? 0, position: 0 });
  }
  if (opts.interestSkillCategory) {
    const [skill] = await db.select().from(skills).where(eq(skills.categoryId, opts.interestSkillCategory));
    await db.insert(interestSkills).values({ userId: t.id, skillId: skill?.id ?? 0, position: 0 });
  }
  return t;
}

describe('a newly shown posting tells talents whose skills and interests match', () => {
  it('notifies matching talents once, mails those with e-mail on, and leaves the others alone', async () => {
    // The posting is for job role category 8 (management) and skill category 10 (security).
    const byProfile = await talentWith({ locale: 'ko', role: 8 });
    const byStack = await talentWith({ role: 5, stack: 10 });
    const byInterest = await talentWith({ interestTitleCategory: 8 });
    const bySkillInterest = await talentWith({ interestSkillCategory: 10 });
    const unrelated = await talentWith({ role: 3, stack: 8, interestTitleCategory: 4 });
    const flagOff = await talentWith({ role: 8 });
    await app.database.db
      .update(notificationSettings)
      .set({ recommendedJobNotiFlag: false })
      .where(eq(notificationSettings.userId, flagOff.id));
    const noMail = await talentWith({ role: 8 });
    await app.database.db
      .update(notificationSettings)
      .set({ emailNotiFlag: false })
      .where(eq(notificationSettings.userId, noMail.id));
    const colleague = await createVerifiedUser(app, { role: 'ORGANIZATION' });

    const id = await createPosting(app, company.auth, orgId, {
      title: '보안 책임자',
      jobRoleCategoryIds: [8],
      skillCategoryIds: [10],
    });
    // A hidden draft tells nobody.
    expect(await matchesOf(byProfile.id)).toHaveLength(0);
    await app.deps.notificationHub.start();
    const signals: number[] = [];
    const stopListening = app.deps.notificationHub.subscribe(byProfile.id, (s) => signals.push(s.notificationId));
    expect((await setStatus(app, company.auth, orgId, id, 'VISIBLE')).statusCode).toBe(200);
    // Live too: the talent's open pages hear of it like of any other notification.
    await eventually(() => signals.length > 0);
    stopListening();
    expect(signals).toEqual([(await matchesOf(byProfile.id))[0]?.id]);

    // In-app for every match (the settings choose mail only), like every other notification.
    for (const t of [byProfile, byStack, byInterest, bySkillInterest, noMail, flagOff]) {
      const rows = await matchesOf(t.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.params).toEqual({ jobPostingId: id, title: '보안 책임자', companyName: '누리소프트' });
    }
    for (const t of [unrelated, colleague]) expect(await matchesOf(t.id)).toHaveLength(0);

    const [ko] = await mailsOf(byProfile.email);
    expect(ko).toMatchObject({ locale: 'ko', subject: '[TalentBridge] 맞춤 채용 공고: 누리소프트 보안 책임자' });
    expect(ko?.textBody).toContain(`/ko/talent/careers/${id}`);
    expect(ko?.textBody).toContain('‘추천 채용 공고’');
    expect(await mailsOf(byStack.email)).toHaveLength(1);
    expect(await mailsOf(noMail.email)).toHaveLength(0);
    expect(await mailsOf(flagOff.email)).toHaveLength(0);

    // The talent reads it in their language.
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/users/${byProfile.id}/notifications`,
      headers: { ...byProfile.auth, 'accept-language': 'ko' },
    });
    expect(list.json().data.data[0].message).toBe(
      '회원님의 기술과 관심 분야에 맞는 새 채용 공고: 누리소프트의 "보안 책임자"',
    );

    // Hidden and shown again: nobody is told twice.
    expect((await setStatus(app, company.auth, orgId, id, 'HIDDEN')).statusCode).toBe(200);
    expect((await setStatus(app, company.auth, orgId, id, 'VISIBLE')).statusCode).toBe(200);
    expect(await matchesOf(byProfile.id)).toHaveLength(1);
    expect(await mailsOf(byProfile.email)).toHaveLength(1);
  });

  it('waits for a posting whose dates have not begun', async () => {
    const talent = await talentWith({ role: 7 });
    const id = await createPosting(app, company.auth, orgId, {
      jobRoleCategoryIds: [7],
      skillCategoryIds: [9],
      startedAt: daysFromNow(3),
    });
    expect((await setStatus(app, company.auth, orgId, id, 'VISIBLE')).statusCode).toBe(200);
    expect(await matchesOf(talent.id)).toHaveLength(0);
    const [row] = await app.database.db.select().from(jobPostings).where(eq(jobPostings.id, id));
    expect(row?.matchNotifiedAt).toBeNull();
  });

  it('tells only the best matches when there are more than the bound', async () => {
    // Scores: job role 3 + tech stack 2 + interest skill 1 = 6 beats job role 3 alone.
    const best = await talentWith({ role: 6, stack: 4, interestSkillCategory: 4 });
    const good = await talentWith({ role: 6 });
    const id = await publishPosting(app, company.auth, orgId, { jobRoleCategoryIds: [2], skillCategoryIds: [2] });
    const [posting] = await app.database.db.select().from(jobPostings).where(eq(jobPostings.id, id));
    if (!posting) throw new Error('no posting');
    const fresh = { ...posting, id, jobRoleCategoryIds: [6], skillCategoryIds: [4] };
    await app.database.db.update(jobPostings).set({ matchNotifiedAt: null }).where(eq(jobPostings.id, id));
    await app.database.db.transaction((tx) =>
      announceToMatchingTalents(tx, app.deps.config, fresh, '누리소프트', new Date(), 1),
    );
    expect(await matchesOf(best.id)).toHaveLength(1);
    expect(await matchesOf(good.id)).toHaveLength(0);
  });
});
