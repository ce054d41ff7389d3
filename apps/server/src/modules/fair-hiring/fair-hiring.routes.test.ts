import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { applications } from '../../db/schema/applications';
import { applicationEvents } from '../../db/schema/hiring';
import { jobPostings } from '../../db/schema/postings';
import { applied, createHiringWorld, inDays, newTalent, type User } from '../hiring/hiring.test-support';
import { createPosting, postingBody, setStatus } from '../postings/postings.test-support';
import {
  alertsOf,
  askDocuments,
  confirmRequest,
  decide,
  fairHiringOf,
  mailKinds,
  mailOf,
  noticesOf,
} from './fair-hiring.test-support';

let app: TestApp, company: User, other: User, orgId: number, otherOrgId: number;

beforeAll(async () => {
  ({ app, company, other, orgId, otherOrgId } = await createHiringWorld());
});
afterAll(() => app.cleanup());

const schedule = () => ({
  hiringProcess: '서류 전형 → 1차 면접 → 최종 면접',
  documentsBy: inDays(7),
  interviewsBy: inDays(14),
  resultBy: inDays(21),
});
const putPosting = (id: number, overrides: Record<string, unknown>) =>
  app.inject({
    method: 'PUT',
    url: `/api/v1/organizations/${orgId}/job-postings/${id}`,
    headers: company.auth,
    payload: postingBody({ ...schedule(), ...overrides }),
  });

describe('receipt and schedule (Arts. 7 and 8)', () => {
  it('confirms the application in the app and by mail in the talent’s language, with the process and dates', async () => {
    const ko = await newTalent(app, { locale: 'ko' });
    const { appId } = await applied(app, company, orgId, { talent: ko, title: '수신 확인 공고', ...{} });
    expect(await noticesOf(app, ko.id, 'APPLICATION_RECEIVED')).toHaveLength(1);
    const mail = await mailOf(app, ko.email, 'APPLICATION_RECEIVED');
    expect(mail?.subject).toContain('지원서 접수 안내');
    expect(mail?.textBody).toContain(`/document-review/${appId}`);
  });

  it('stores the stated dates, shows them on the public posting and refuses them out of order or a bad window', async () => {
    const id = await createPosting(app, company.auth, orgId, { ...schedule(), documentRetentionDays: 60 });
    expect((await setStatus(app, company.auth, orgId, id, 'VISIBLE')).statusCode).toBe(200);
    const reader = await newTalent(app);
    const job = (await app.inject({ method: 'GET', url: `/api/v1/jobs/${id}`, headers: reader.auth })).json().data;
    expect(job).toMatchObject({ ...schedule(), documentRetentionDays: 60 });
    const bad = await putPosting(id, { documentsBy: inDays(20), interviewsBy: inDays(10) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toBe('interviewsBy');
    expect((await putPosting(id, { documentRetentionDays: 13 })).statusCode).toBe(400);
    expect((await putPosting(id, { documentRetentionDays: 181 })).statusCode).toBe(400);
    expect((await putPosting(id, { documentsBy: '2026-02-30' })).statusCode).toBe(400);
  });

  it('tells waiting applicants of a changed schedule, and nobody when nothing they were told changed', async () => {
    const id = await createPosting(app, company.auth, orgId, schedule());
    await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    const waiting = await applied(app, company, orgId, { postingId: id });
    const rejected = await applied(app, company, orgId, { postingId: id });
    expect((await decide(app, company, orgId, rejected.appId, 'reject')).statusCode).toBe(200);
    expect((await putPosting(id, { city: '부산' })).statusCode).toBe(200);
    expect(await noticesOf(app, waiting.talent.id, 'HIRING_SCHEDULE_CHANGED')).toHaveLength(0);
    expect((await putPosting(id, { resultBy: inDays(28) })).statusCode).toBe(200);
    expect(await noticesOf(app, waiting.talent.id, 'HIRING_SCHEDULE_CHANGED')).toHaveLength(1);
    expect(await noticesOf(app, rejected.talent.id, 'HIRING_SCHEDULE_CHANGED')).toHaveLength(0);
    expect(await mailKinds(app, waiting.talent.email)).toContain('HIRING_SCHEDULE_CHANGED');
  });
});

describe('forbidden questions (Art. 4-3)', () => {
  it('names the words found and publishes only with an acknowledgement, asked again after an edit changes them', async () => {
    const created = await app.inject({
      method: 'POST',
      url: `/api/v1/organizations/${orgId}/job-posting`,
      headers: company.auth,
      payload: postingBody({ otherDetails: '지원서에 키를 적고 결혼 여부를 알려 주세요.' }),
    });
    const posting = created.json().data;
    expect(posting.forbiddenQuestions).toEqual([
      { field: 'otherDetails', category: 'HEIGHT', term: '키' },
      { field: 'otherDetails', category: 'MARITAL_STATUS', term: '결혼 여부' },
    ]);
    const refused = await setStatus(app, company.auth, orgId, posting.id, 'VISIBLE');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorCode).toBe('FORBIDDEN_QUESTIONS_UNACKNOWLEDGED');
    const ok = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}/job-postings/${posting.id}?jobPostingStatus=VISIBLE&acknowledgeForbiddenQuestions=true`,
      headers: company.auth,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.forbiddenQuestionsAcknowledgedAt).not.toBeNull();
    const [row] = await app.database.db.select().from(jobPostings).where(eq(jobPostings.id, posting.id));
    expect(row?.forbiddenQuestionsAcknowledgedBy).toBe(company.id);
    const edited = await app.inject({
      method: 'PUT',
      url: `/api/v1/organizations/${orgId}/job-postings/${posting.id}`,
      headers: company.auth,
      payload: postingBody({ otherDetails: 'Please state your weight.' }),
    });
    expect(edited.json().data.forbiddenQuestionsAcknowledgedAt).toBeNull();
  });

  it('publishes a clean posting without asking', async () => {
    const id = await createPosting(app, company.auth, orgId);
    expect((await setStatus(app, company.auth, orgId, id, 'VISIBLE')).statusCode).toBe(200);
  });
});

describe('closing a posting with undecided applicants (Art. 10)', () => {
  it('asks first, then ends each with the default notice in the talent’s language in one transaction', async () => {
    const id = await createPosting(app, company.auth, orgId, schedule());
    await setStatus(app, company.auth, orgId, id, 'VISIBLE');
    const en = await applied(app, company, orgId, { postingId: id, locale: 'en' });
    const ko = await applied(app, company, orgId, { postingId: id, locale: 'ko' });
    const hired = await applied(app, company, orgId, { postingId: id });
    await decide(app, company, orgId, hired.appId, 'reject');
    const posting = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-postings/${id}`,
      headers: company.auth,
    });
    expect(posting.json().data.undecidedApplicationCount).toBe(2);
    const refused = await setStatus(app, company.auth, orgId, id, 'DELETED');
    expect(refused.json().errorCode).toBe('UNDECIDED_APPLICATIONS');
    const closed = await app.inject({
      method: 'PATCH',
      url: `/api/v1/organizations/${orgId}/job-postings/${id}?jobPostingStatus=DELETED&notifyUndecided=true`,
      headers: company.auth,
    });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toMatchObject({ status: 'DELETED', undecidedApplicationCount: 0 });
    const rows = await app.database.db.select().from(applications).where(eq(applications.postingId, id));
    expect(rows.map((r) => r.status).sort()).toEqual(['CANCELLED', 'CANCELLED', 'REJECTED']);
    expect((await mailOf(app, en.talent.email, 'POSTING_CLOSED_RESULT'))?.subject).toBe(
      'Your application to 누리소프트',
    );
    expect((await mailOf(app, ko.talent.email, 'POSTING_CLOSED_RESULT'))?.textBody).toContain(
      '지원해 주셔서 감사합니다',
    );
    expect(await mailOf(app, hired.talent.email, 'POSTING_CLOSED_RESULT')).toBeNull();
    expect(await noticesOf(app, ko.talent.id, 'APPLICATION_CANCELLED')).toHaveLength(1);
  });
});

describe('documents (Art. 11)', () => {
  it('lets a rejected talent ask once; the company sees the deadline and confirms; the application is anonymous', async () => {
    const { appId, talent, postingId } = await applied(app, company, orgId, { firstName: '서연' });
    expect((await askDocuments(app, talent, appId)).json().errorCode).toBe('APPLICATION_NOT_UNSUCCESSFUL');
    await decide(app, company, orgId, appId, 'reject');
    const before = (await fairHiringOf(app, talent, appId)).json().data;
    expect(before).toMatchObject({ status: 'REJECTED', canRequestDocuments: true, documentRetentionDays: 30 });
    const asked = await askDocuments(app, talent, appId, 'RETURN');
    expect(asked.statusCode).toBe(201);
    const request = asked.json().data;
    expect(Date.parse(request.dueAt) - Date.parse(request.requestedAt)).toBe(14 * 86_400_000);
    expect((await askDocuments(app, talent, appId)).json().errorCode).toBe('DOCUMENT_REQUEST_EXISTS');
    expect(await mailKinds(app, company.email)).toContain('DOCUMENT_REQUESTED');
    const alerts = (await alertsOf(app, company, orgId)).json().data;
    expect(alerts.documentRequests).toContainEqual(
      expect.objectContaining({ id: request.id, talentName: expect.stringContaining('서연'), isOverdue: false }),
    );
    expect((await confirmRequest(app, other, otherOrgId, request.id)).statusCode).toBe(404);
    expect((await confirmRequest(app, other, orgId, request.id)).statusCode).toBe(404);
    const confirmed = await confirmRequest(app, company, orgId, request.id);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.confirmedAt).not.toBeNull();
    expect((await confirmRequest(app, company, orgId, request.id)).statusCode).toBe(200);
    const [row] = await app.database.db.select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ applicantFirstName: '', applicantLastName: '', status: 'REJECTED', postingId });
    expect(row?.anonymizedAt).not.toBeNull();
    const events = await app.database.db
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, appId));
    expect(events.every((e) => e.message === null && e.actorUserId === null)).toBe(true);
    const read = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-applications/${appId}`,
      headers: company.auth,
    });
    expect(read.statusCode).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${orgId}/job-postings/${postingId}/candidates`,
      headers: company.auth,
    });
    expect(list.json().data.data.map((c: { applicationId: number }) => c.applicationId)).not.toContain(appId);
    expect(await noticesOf(app, talent.id, 'DOCUMENT_REQUEST_CONFIRMED')).toHaveLength(1);
    expect((await fairHiringOf(app, talent, appId)).json().data).toMatchObject({
      isAnonymized: true,
      canRequestDocuments: false,
      documentRequest: { id: request.id },
    });
    expect(await mailKinds(app, talent.email)).toContain('DOCUMENT_REQUEST_CONFIRMED');
  });

  it('refuses after the window, another talent, a company and bad input', async () => {
    const { appId, talent } = await applied(app, company, orgId);
    await decide(app, company, orgId, appId, 'reject');
    const stranger = await newTalent(app);
    expect((await askDocuments(app, stranger, appId)).statusCode).toBe(404);
    expect((await askDocuments(app, stranger, appId, 'DELETE', talent.id)).statusCode).toBe(404);
    expect((await fairHiringOf(app, stranger, appId)).statusCode).toBe(404);
    expect((await askDocuments(app, company, appId, 'DELETE', talent.id)).statusCode).toBe(403);
    expect((await askDocuments(app, talent, appId, 'SHRED')).statusCode).toBe(400);
    await app.database.db
      .update(applications)
      .set({ decidedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(applications.id, appId));
    expect((await askDocuments(app, talent, appId)).json().errorCode).toBe('RETENTION_WINDOW_ENDED');
    expect((await fairHiringOf(app, talent, appId)).json().data.canRequestDocuments).toBe(false);
  });
});

describe('settings and alerts', () => {
  const settings = (user: User, oid: number, method: 'GET' | 'PUT' = 'GET', payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1/organizations/${oid}/fair-hiring/settings`,
      headers: user.auth,
      ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    });

  it('keeps the grace period, 7 days by default, between 0 and 60', async () => {
    expect((await settings(company, orgId)).json().data).toEqual({ delayGraceDays: 7 });
    expect((await settings(company, orgId, 'PUT', { delayGraceDays: 3 })).json().data).toEqual({ delayGraceDays: 3 });
    expect((await settings(company, orgId, 'PUT', { delayGraceDays: 61 })).statusCode).toBe(400);
    expect((await settings(company, orgId, 'PUT', { delayGraceDays: 3, extra: 1 })).statusCode).toBe(400);
    expect((await settings(other, orgId)).statusCode).toBe(404);
    expect((await settings(other, orgId, 'PUT', { delayGraceDays: 1 })).statusCode).toBe(404);
    const talent = await newTalent(app);
    expect((await settings(talent, orgId)).statusCode).toBe(403);
    expect((await alertsOf(app, talent, orgId)).statusCode).toBe(403);
    expect((await alertsOf(app, other, orgId)).statusCode).toBe(404);
    expect((await settings(company, orgId, 'PUT', { delayGraceDays: 7 })).statusCode).toBe(200);
  });
});
