import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import { notificationSettings } from '../../db/schema/users';
import { publishPosting } from '../postings/postings.test-support';
import { addAttempt } from '../talent-search/talent-search.test-support';
import {
  type ApplyOptions,
  applied as applyTo,
  createHiringWorld,
  newTalent as createTalent,
  inDays,
  offerTerms,
  talentPost as postAsTalent,
  type User,
} from './hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

const newTalent = (firstName = '민지') => createTalent(app, { firstName });

/** A posting of the company and an application of a fresh talent to it. */
const applied = (opts: Pick<ApplyOptions, 'title' | 'talent' | 'postingId'> = {}) => applyTo(app, company, orgId, opts);

const orgPost = (path: string, payload: unknown, user: User = company, oid = orgId, headers = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${oid}/job-applications/${path}`,
    headers: { ...user.auth, ...headers },
    payload: payload as Record<string, unknown>,
  });
const read = (appId: number, user: User = company, oid = orgId) =>
  app.inject({ method: 'GET', url: `/api/v1/organizations/${oid}/job-applications/${appId}`, headers: user.auth });
const open = (appId: number, user: User = company, oid = orgId) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${oid}/job-applications/${appId}/open`,
    headers: user.auth,
  });
const talentPost = (t: User, appId: number, path: string, payload: unknown = {}, uid = t.id) =>
  postAsTalent(app, t, appId, path, payload, uid);
const talentGet = (t: User, appId: number, uid = t.id) =>
  app.inject({ method: 'GET', url: `/api/v1/users/${uid}/applications/${appId}`, headers: t.auth });
const decision = { content: '함께하게 되어 기쁩니다.', emailNotiFlag: true };

describe('the application lifecycle end to end', () => {
  it('opens, offers, is accepted, hires; both sides read the same history', async () => {
    const { appId, talent, postingId } = await applied();
    // Reading is only reading: no move, no openedAt, nothing told to the talent.
    const unread = await read(appId);
    expect(unread.statusCode).toBe(200);
    expect(unread.json().data).toMatchObject({ status: 'APPLIED', openedAt: null, candidate: { id: talent.id } });
    const viewed = () =>
      app.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, talent.id), eq(notifications.type, 'APPLICATION_VIEWED')));
    expect(await viewed()).toHaveLength(0);

    const opened = await open(appId);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toMatchObject({ status: 'DOCUMENT_REVIEW', jobPostingId: postingId });
    expect(opened.json().data.openedAt).not.toBeNull();
    expect(opened.json().data.candidate).toMatchObject({
      id: talent.id,
      firstName: '민지',
      jobPosition: 'Backend Developer',
    });
    // Opening again changes nothing.
    const again = (await open(appId)).json().data;
    expect(again.openedAt).toBe(opened.json().data.openedAt);
    expect(again.history).toHaveLength(2);
    expect(await viewed()).toHaveLength(1);
    expect((await read(appId)).json().data).toEqual(again);

    const offer = await orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() });
    expect(offer.statusCode).toBe(200);
    expect(offer.json().data).toMatchObject({ status: 'OFFERED', jobOfferStatus: 'PENDING' });
    const offerMail = (
      await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent.email))
    ).filter((m) => m.kind.startsWith('APPLICATION_') && m.kind !== 'APPLICATION_RECEIVED');
    expect(offerMail.map((m) => m.kind)).toEqual(['APPLICATION_OFFERED']);
    expect(offerMail[0]?.textBody).toContain('함께하게 되어 기쁩니다.');

    const accept = await talentPost(talent, appId, 'offer/accept', { message: '감사합니다' });
    expect(accept.statusCode).toBe(200);
    expect(accept.json().data).toMatchObject({ status: 'OFFER_ACCEPTED', jobOfferStatus: 'ACCEPTED' });
    const [note] = await app.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, company.id), eq(notifications.type, 'OFFER_ACCEPTED')));
    expect(note?.params).toMatchObject({ applicationId: appId });

    const hired = await orgPost(`${appId}/hired`, decision);
    expect(hired.statusCode).toBe(200);
    expect(hired.json().data.status).toBe('HIRED');
    expect(hired.json().data.hiredAt).not.toBeNull();

    const mine = await talentGet(talent, appId);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data.history.map((e: { action: string }) => e.action)).toEqual([
      'APPLY',
      'REVIEW',
      'OFFER',
      'ACCEPT_OFFER',
      'HIRE',
    ]);
    expect(mine.json().data.history[3]).toMatchObject({
      fromStatus: 'OFFERED',
      toStatus: 'OFFER_ACCEPTED',
      actorRole: 'TALENT',
      actorUserId: talent.id,
      message: '감사합니다',
    });
    const talentNotes = await app.database.db.select().from(notifications).where(eq(notifications.userId, talent.id));
    expect(talentNotes.map((n) => n.type).sort()).toEqual([
      'APPLICATION_HIRED',
      'APPLICATION_OFFERED',
      'APPLICATION_RECEIVED',
      'APPLICATION_VIEWED',
    ]);
  });

  it('refuses illegal moves with 409 INVALID_APPLICATION_TRANSITION, in Korean too', async () => {
    const { appId, talent } = await applied();
    expect((await talentPost(talent, appId, 'offer/accept')).statusCode).toBe(409);
    const hire = await orgPost(`${appId}/hired`, decision, company, orgId, { 'accept-language': 'KO' });
    expect(hire.statusCode).toBe(409);
    expect(hire.json()).toMatchObject({
      errorCode: 'INVALID_APPLICATION_TRANSITION',
      message: '지원 상태가 바뀌어 이 작업을 할 수 없습니다. 새로고침하여 현재 상태를 확인해 주세요.',
    });
    expect((await orgPost(`${appId}/reject`, decision)).statusCode).toBe(200);
    expect((await orgPost(`${appId}/cancel`, decision)).statusCode).toBe(409);
    expect(
      (await orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() })).statusCode,
    ).toBe(409);
    const cancelWithdraw = await app.inject({
      method: 'POST',
      url: `/api/v1/jobs/${(await talentGet(talent, appId)).json().data.jobPostingId}/cancel-application`,
      headers: talent.auth,
    });
    expect(cancelWithdraw.statusCode).toBe(409);
  });

  it('a talent declines an offer; the offer cannot be answered twice (second → 409, state kept)', async () => {
    const { appId, talent } = await applied();
    await orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() });
    const [first, second] = await Promise.all([
      talentPost(talent, appId, 'offer/decline', { message: '다른 곳에 합류합니다' }),
      talentPost(talent, appId, 'offer/accept'),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const detail = (await talentGet(talent, appId)).json().data;
    expect(['OFFER_DECLINED', 'OFFER_ACCEPTED']).toContain(detail.status);
    expect(detail.history.filter((e: { fromStatus: string }) => e.fromStatus === 'OFFERED')).toHaveLength(1);
  });

  it('a double-clicked offer leaves one offer and one history entry', async () => {
    const { appId, talent } = await applied();
    const results = await Promise.all([
      orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() }),
      orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const detail = (await talentGet(talent, appId)).json().data;
    expect(detail.status).toBe('OFFERED');
    expect(detail.history.filter((e: { action: string }) => e.action === 'OFFER')).toHaveLength(1);
  });
});

describe('who may act', () => {
  it("gives another organization's user 404 on every company path", async () => {
    const { appId, talent, postingId } = await applied();
    expect((await open(appId, other, otherOrgId)).statusCode).toBe(404);
    expect((await open(appId, other, orgId)).statusCode).toBe(404);
    expect((await read(appId, other, otherOrgId)).statusCode).toBe(404);
    expect((await read(appId, other, orgId)).statusCode).toBe(404);
    expect((await orgPost(`${appId}/reject`, decision, other, otherOrgId)).statusCode).toBe(404);
    expect(
      (await orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() }, other, otherOrgId))
        .statusCode,
    ).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${otherOrgId}/job-postings/${postingId}/candidates`,
      headers: other.auth,
    });
    expect(list.statusCode).toBe(404);
    expect((await talentGet(talent, appId)).json().data.status).toBe('APPLIED');
  });

  it("gives a talent 404 on someone else's application and offer", async () => {
    const { appId, talent } = await applied();
    await orgPost(`${appId}/offers`, { candidateId: talent.id, ...decision, ...offerTerms() });
    const stranger = await newTalent('철수');
    expect((await talentPost(stranger, appId, 'offer/accept')).statusCode).toBe(404);
    expect((await talentPost(stranger, appId, 'offer/accept', {}, talent.id)).statusCode).toBe(404);
    expect((await talentGet(stranger, appId)).statusCode).toBe(404);
    expect((await talentGet(talent, appId)).json().data.status).toBe('OFFERED');
  });

  it('refuses an offer naming another candidate (404)', async () => {
    const { appId } = await applied();
    const someone = await newTalent();
    expect(
      (await orgPost(`${appId}/offers`, { candidateId: someone.id, ...decision, ...offerTerms() })).statusCode,
    ).toBe(404);
  });

  it('refuses wrong roles (403) and anonymous callers (401)', async () => {
    const { appId, talent } = await applied();
    expect((await open(appId, talent)).statusCode).toBe(403);
    expect((await orgPost(`${appId}/reject`, decision, talent)).statusCode).toBe(403);
    expect((await talentPost(company, appId, 'offer/accept', {}, talent.id)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/job-applications/${appId}` })).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/v1/users/${talent.id}/applications/${appId}/offer/accept`,
          payload: {},
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('GET …/job-postings/{jobId}/candidates', () => {
  it('lists cards with filters, keyword, sort, qualification and offer flag', async () => {
    const postingId = await publishPosting(app, company.auth, orgId, {
      title: 'Data engineer',
      requiredAssessments: [{ track: 'DATA', level: 1 }],
    });
    const a = await applied({ postingId, talent: await newTalent('Alice') });
    const b = await applied({ postingId, talent: await newTalent('Bob') });
    await orgPost(`${b.appId}/offers`, { candidateId: b.talent.id, ...decision, ...offerTerms() });
    const list = (q = '') =>
      app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?${q}`,
        headers: company.auth,
      });
    const res = await list('sort=NAME&direction=ASC');
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.totalElementCount).toBe(2);
    expect(page.data.map((c: { applicationId: number }) => c.applicationId)).toEqual([a.appId, b.appId]);
    expect(page.data[0]).toMatchObject({
      userSummaryDTO: { id: a.talent.id, firstName: 'Alice', country: 'KR', jobSeekingStatus: 'ACTIVELY_SEEKING' },
      isJobOfferReceived: false,
      isQualified: false,
      tags: [],
      jobPostingId: postingId,
      employmentTypes: ['FULL_TIME'],
      companyName: '누리소프트',
      openedAt: null,
      interview: null,
    });
    expect(page.data[1]).toMatchObject({ isJobOfferReceived: true, jobOfferStatus: 'PENDING' });
    const noOffers = (await list('includeJobOffer=false')).json().data.data;
    expect(noOffers.map((c: { applicationId: number }) => c.applicationId)).toEqual([a.appId]);
    const offered = (await list('statuses=OFFERED&statuses=HIRED')).json().data.data;
    expect(offered.map((c: { applicationId: number }) => c.applicationId)).toEqual([b.appId]);
    const bob = (await list('keyword=bo')).json().data.data;
    expect(bob.map((c: { applicationId: number }) => c.applicationId)).toEqual([b.appId]);
    expect((await list('sort=SALARY')).statusCode).toBe(400);
  });

  it('sorts and finds candidates by the names they have now (names are copied onto applications by triggers)', async () => {
    const postingId = await publishPosting(app, company.auth, orgId, { title: 'Renamed candidates' });
    const a = await applied({ postingId, talent: await newTalent('Aaron') });
    const b = await applied({ postingId, talent: await newTalent('Bella') });
    const ids = async (q: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?${q}`,
          headers: company.auth,
        })
      )
        .json()
        .data.data.map((c: { applicationId: number }) => c.applicationId);
    expect(await ids('sort=NAME&direction=ASC')).toEqual([a.appId, b.appId]);
    const renamed = await app.inject({
      method: 'PUT',
      url: `/api/v1/users/${a.talent.id}/profile/summary`,
      headers: a.talent.auth,
      payload: { firstName: 'Zoe', lastName: 'Kim', imageUrl: null },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await ids('sort=NAME&direction=ASC')).toEqual([b.appId, a.appId]);
    expect(await ids('sort=NAME&direction=DESC')).toEqual([a.appId, b.appId]);
    expect(await ids('keyword=zoe')).toEqual([a.appId]);
    expect(await ids('keyword=aaron')).toEqual([]);
    // Case is ignored for names that have it; a Korean name (no case) is matched with LIKE, as found.
    expect(await ids('keyword=KIM')).toEqual([a.appId]);
    const c = await applied({ postingId, talent: await newTalent('민지') });
    expect(await ids(`keyword=${encodeURIComponent('민지')}`)).toEqual([c.appId]);
    expect(await ids(`keyword=${encodeURIComponent('민')}`)).toEqual([c.appId]);
    expect(await ids(`keyword=${encodeURIComponent('지훈')}`)).toEqual([]);
  });

  it('counts up to 1,000 candidates and says when there are more', async () => {
    const postingId = await publishPosting(app, company.auth, orgId, { title: 'Popular posting' });
    const crowd = async (n: number) =>
      app.database.db.execute(sql`with people as (
          insert into users (email, password_hash, first_name, last_name, role, status)
          select 'crowd' || ${postingId} || '-' || g || '-' || ${n} || '@example.com', 'x', '민지', '김', 'NORMAL', 'ACTIVE'
          from generate_series(1, ${n}) g returning id)
        insert into applications (posting_id, user_id) select ${postingId}, id from people`);
    const page = async () =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?page=100`,
          headers: company.auth,
        })
      ).json().data;
    await crowd(1000);
    expect(await page()).toMatchObject({ totalElementCount: 1000, totalIsCapped: false, last: true });
    await crowd(1);
    expect(await page()).toMatchObject({ totalElementCount: 1000, totalIsCapped: true });
    // One walk gives the count and the page: each page, before and past the cap, in both directions and with a
    // name, is the rule's page (everyone applied in the same transaction: the id breaks the tie).
    const list = async (query: string) =>
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?${query}`,
          headers: company.auth,
        })
      ).json().data;
    const rule = async (direction: 'asc' | 'desc', offset: number, size: number) => {
      const { rows } = (await app.database.db.execute(
        sql`select id from applications where posting_id = ${postingId}
          order by applied_at ${sql.raw(direction)}, id ${sql.raw(direction)} limit ${size} offset ${offset}`,
      )) as unknown as { rows: { id: number }[] };
      return rows.map((r) => r.id);
    };
    // Page 51 of 20 starts at the 1,001st: past the cap, the walk goes to the page's end.
    for (const [n, size, direction] of [
      [1, 10, 'desc'],
      [50, 10, 'asc'],
      [51, 20, 'desc'],
      [51, 20, 'asc'],
    ] as const) {
      const named = await list(
        `page=${n}&size=${size}&direction=${direction.toUpperCase()}&keyword=${encodeURIComponent('민지')}`,
      );
      expect(
        named.data.map((c: { applicationId: number }) => c.applicationId),
        `page ${n} ${direction}`,
      ).toEqual(await rule(direction, (n - 1) * size, size));
      expect(named).toMatchObject({ totalElementCount: 1000, totalIsCapped: true });
    }
    expect(await list('page=100&size=20')).toMatchObject({ data: [], totalIsCapped: true });
  });
});

describe('qualified for required assessments: one rule on both sides', () => {
  it('counts a pass at a higher level; the talent and the company see the same answer', async () => {
    const postingId = await publishPosting(app, company.auth, orgId, {
      title: 'Frontend engineer',
      requiredAssessments: [{ track: 'FRONTEND', level: 1 }],
    });
    const higher = await applied({ postingId, talent: await newTalent('Hana') });
    await addAttempt(app, higher.talent.id, { track: 'FRONTEND', level: 2, score: 88 });
    const failedLatest = await applied({ postingId, talent: await newTalent('Ian') });
    await addAttempt(app, failedLatest.talent.id, {
      track: 'FRONTEND',
      level: 1,
      score: 90,
      endedAt: new Date(Date.now() - 86_400_000),
    });
    await addAttempt(app, failedLatest.talent.id, { track: 'FRONTEND', level: 1, score: 40 });
    const privatePass = await applied({ postingId, talent: await newTalent('Jun') });
    await addAttempt(app, privatePass.talent.id, { track: 'FRONTEND', level: 3, score: 95, isPublic: false });

    const cards = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?sort=NAME&direction=ASC`,
        headers: company.auth,
      })
    ).json().data.data as { applicationId: number; isQualified: boolean }[];
    const qualified = (appId: number) => cards.find((c) => c.applicationId === appId)?.isQualified;
    const met = async (talent: User) =>
      (await app.inject({ method: 'GET', url: `/api/v1/jobs/${postingId}`, headers: talent.auth })).json().data
        .requiredAssessmentsMet;

    expect(qualified(higher.appId)).toBe(true);
    expect(await met(higher.talent)).toBe(true);
    expect(qualified(failedLatest.appId)).toBe(false);
    expect(await met(failedLatest.talent)).toBe(false);
    // A private result: the talent counts it for themselves, the company cannot see it.
    expect(await met(privatePass.talent)).toBe(true);
    expect(qualified(privatePass.appId)).toBe(false);
  });
});

describe("the candidate card's interview", () => {
  const propose = (postingId: number, candidateId: number, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/jobs/${postingId}/candidates/${candidateId}/interview-proposal`,
      headers: company.auth,
      payload,
    });
  const cards = async (postingId: number) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates?sort=NAME&direction=ASC`,
      headers: company.auth,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.data as { applicationId: number; interview: Record<string, unknown> | null }[];
  };

  it('shows each candidate the latest proposal: proposed, then the chosen slot once scheduled', async () => {
    const postingId = await publishPosting(app, company.auth, orgId, { title: 'Interviews' });
    const a = await applied({ postingId, talent: await newTalent('Anna') });
    const b = await applied({ postingId, talent: await newTalent('Ben') });
    const c = await applied({ postingId, talent: await newTalent('Cleo') });
    const first = await propose(postingId, a.talent.id, {
      type: 'OFFLINE',
      location: '서울 강남구 테헤란로 1',
      timeZone: 'Asia/Seoul',
      datesList: [{ date: inDays(9), hour: 9, minute: 0 }],
    });
    expect(first.statusCode).toBe(201);
    // The talent declines it; the newer proposal replaces it on the card.
    const declined = await app.inject({
      method: 'POST',
      url: `/api/v1/users/${a.talent.id}/applications/${a.appId}/interview/decline-all`,
      headers: a.talent.auth,
      payload: {},
    });
    expect(declined.statusCode).toBe(200);
    const second = await propose(postingId, a.talent.id, {
      type: 'ONLINE',
      meetingUrl: 'https://meet.example.com/anna',
      timeZone: 'Asia/Seoul',
      datesList: [
        { date: inDays(10), hour: 10, minute: 0 },
        { date: inDays(10), hour: 15, minute: 0 },
      ],
    });
    expect(second.statusCode).toBe(201);
    const toB = await propose(postingId, b.talent.id, {
      type: 'OFFLINE',
      location: 'Busan office',
      timeZone: 'UTC',
      datesList: [{ date: inDays(12), hour: 13, minute: 30 }],
    });
    expect(toB.statusCode).toBe(201);
    const slot = toB.json().data.interviewProposal.slots[0];
    const chosen = await app.inject({
      method: 'POST',
      url: `/api/v1/users/${b.talent.id}/applications/${b.appId}/interview/choose`,
      headers: b.talent.auth,
      payload: { slotId: slot.id },
    });
    expect(chosen.statusCode).toBe(200);

    const [anna, ben, cleo] = await cards(postingId);
    expect(anna?.applicationId).toBe(a.appId);
    expect(anna?.interview).toEqual({
      proposedAt: second.json().data.interviewProposal.proposedAt,
      respondedAt: null,
      interviewStatus: 'PROPOSED',
      type: 'ONLINE',
      scheduledAt: null,
      location: 'https://meet.example.com/anna',
    });
    expect(ben?.interview).toMatchObject({
      interviewStatus: 'SCHEDULED',
      type: 'OFFLINE',
      scheduledAt: `${inDays(12)}T13:30:00.000Z`,
      location: 'Busan office',
    });
    expect(ben?.interview?.respondedAt).not.toBeNull();
    expect(cleo).toMatchObject({ applicationId: c.appId, interview: null });
  });
});

describe('bulk reject, additional assessment and recruitment summary', () => {
  it('rejects many in one transaction and reports each id', async () => {
    const postingId = await publishPosting(app, company.auth, orgId);
    const a = await applied({ postingId });
    const b = await applied({ postingId });
    const foreignPosting = await publishPosting(app, other.auth, otherOrgId);
    const foreign = await applied({ postingId: foreignPosting });
    await orgPost(`${b.appId}/offers`, { candidateId: b.talent.id, ...decision, ...offerTerms() });
    await app.database.db
      .update(notificationSettings)
      .set({ jobResultFlag: false })
      .where(eq(notificationSettings.userId, a.talent.id));
    const res = await orgPost('bulk-reject', {
      applicationIds: [a.appId, b.appId, foreign.appId],
      content: '이번에는 함께하지 못하게 되었습니다.',
      emailNotiFlag: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.results).toEqual([
      { applicationId: a.appId, ok: true, status: 'REJECTED', errorCode: null },
      { applicationId: b.appId, ok: false, status: 'OFFERED', errorCode: 'INVALID_APPLICATION_TRANSITION' },
      { applicationId: foreign.appId, ok: false, status: null, errorCode: 'NOT_FOUND' },
    ]);
    // The talent turned job-result mails off: notified in the app, not mailed.
    const mails = (
      await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, a.talent.email))
    ).filter((m) => m.kind.startsWith('APPLICATION_') && m.kind !== 'APPLICATION_RECEIVED');
    expect(mails).toHaveLength(0);
    const notes = await app.database.db.select().from(notifications).where(eq(notifications.userId, a.talent.id));
    expect(notes.map((n) => n.type).filter((type) => type.startsWith('APPLICATION_'))).toEqual([
      'APPLICATION_RECEIVED',
      'APPLICATION_REJECTED',
    ]);

    const summary = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/recruitment-summary`,
      headers: company.auth,
    });
    expect(summary.statusCode).toBe(200);
    const row = summary.json().data.find((r: { jobPostingId: number }) => r.jobPostingId === postingId);
    expect(row).toMatchObject({ total: 2, counts: { REJECTED: 1, OFFERED: 1 } });
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/organizations/${orgId}/recruitment-summary`,
          headers: other.auth,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('does not mail when the action says so', async () => {
    const { appId, talent } = await applied();
    expect((await orgPost(`${appId}/reject`, { ...decision, emailNotiFlag: false })).statusCode).toBe(200);
    const mails = (
      await app.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, talent.email))
    ).filter((m) => m.kind.startsWith('APPLICATION_') && m.kind !== 'APPLICATION_RECEIVED');
    expect(mails).toHaveLength(0);
  });

  it('asks for an additional assessment on an open application only', async () => {
    const { appId, talent } = await applied();
    const res = await orgPost(`${appId}/additional-assessment`, {
      message: '추가 평가 부탁드립니다',
      track: 'BACKEND',
      level: 2,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.requestId).toBeGreaterThan(0);
    const detail = (await talentGet(talent, appId)).json().data;
    expect(detail.status).toBe('APPLIED');
    expect(detail.history.at(-1)).toMatchObject({ action: 'ADDITIONAL_ASSESSMENT', message: '추가 평가 부탁드립니다' });
    await orgPost(`${appId}/reject`, decision);
    expect(
      (await orgPost(`${appId}/additional-assessment`, { message: 'x', track: 'BACKEND', level: 2 })).statusCode,
    ).toBe(409);
  });
});
