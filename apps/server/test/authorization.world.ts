import { sql } from 'drizzle-orm';
import { runDataExportPass } from '../src/jobs/data-export-worker';
import { multipart } from '../src/modules/organizations/organizations.test-support';
import { DEMO_ADMIN, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS, DEMO_TEAM_MEMBERS } from '../src/seed/demo-accounts';
import { makeDemoPdf } from '../src/seed/demo-pdf';
import { seedDemoData } from '../src/seed/seed-demo';
import { signIn, type TestApp } from './helpers';

/*
 * The world the authorization test attacks: the demo data (two approved companies with postings, candidates,
 * interviews, groups, tags and memos; talents with applications and assessment attempts), plus the few things the
 * demo lacks (a talent proposal, a saved search, a notice, a verification document). The victims are 누리소프트 and
 * its candidate 이서연; the outsiders are another talent (Emily Nguyen), another company (BlueWave Labs), an
 * administrator and nobody signed in.
 */

export type Actor =
  | 'anonymous'
  | 'otherTalent'
  | 'otherCompany'
  | 'admin'
  | 'talent'
  | 'company'
  /** 누리소프트's other members (decision 034): the interviewer is assigned to the victim's posting. */
  | 'recruiter'
  | 'interviewer';

/** The victims' ids, by the path parameter that names them (see `valueOf`). */
export type Ids = {
  talentId: number;
  companyUserId: number;
  orgId: number;
  postingId: number;
  appId: number;
  /** The scheduled interview of that application (a scorecard's subject). */
  interviewId: number;
  groupId: number;
  memoId: number;
  tag: string;
  attemptId: number;
  attemptQuestionId: number;
  assessmentId: number;
  bankQuestionId: number;
  talentProposalId: number;
  savedSearchId: number;
  noticeId: number;
  docId: number;
  fileKey: string;
  mailId: number;
  exportId: number;
  invitationId: number;
  resumeId: number;
  talentFileId: number;
  attachmentId: number;
  requestId: number;
};

export type World = {
  tokens: Record<Exclude<Actor, 'anonymous'>, string>;
  victim: Ids;
  /** The outsiders' own scope: their user id and organization. */
  own: { otherTalentId: number; otherCompanyUserId: number; otherOrgId: number };
};

async function rows<T>(app: TestApp, query: string): Promise<T[]> {
  const result = (await app.database.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function one<T>(app: TestApp, query: string): Promise<T> {
  const [row] = await rows<T>(app, query);
  if (!row) throw new Error(`the authorization world lacks: ${query}`);
  return row;
}

async function post(app: TestApp, token: string, url: string, payload: unknown) {
  const res = await app.inject({ method: 'POST', url, payload: payload as object, headers: bearer(token) });
  if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
}

async function uploadCv(app: TestApp, token: string, talentId: number) {
  const body = multipart([{ name: 'cv.pdf', content: makeDemoPdf(['CV']) }], {}, 'file');
  const res = await app.inject({
    method: 'POST',
    url: `/api/v1/users/${talentId}/files?kind=CV`,
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  if (res.statusCode !== 201) throw new Error(`cv upload: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: number };
}

export function bearer(token: string | undefined) {
  return token ? { authorization: `Bearer ${token}` } : {};
}

export async function buildWorld(app: TestApp): Promise<World> {
  await seedDemoData(app.database.db);
  const [nuri, bluewave] = DEMO_COMPANIES;
  const tokens = {
    talent: await signIn(app, DEMO_TALENTS[2].email, DEMO_PASSWORD),
    otherTalent: await signIn(app, DEMO_TALENTS[3].email, DEMO_PASSWORD),
    company: await signIn(app, nuri.email, DEMO_PASSWORD),
    otherCompany: await signIn(app, bluewave.email, DEMO_PASSWORD),
    admin: await signIn(app, DEMO_ADMIN.email, DEMO_PASSWORD),
    recruiter: await signIn(app, DEMO_TEAM_MEMBERS[0].email, DEMO_PASSWORD),
    interviewer: await signIn(app, DEMO_TEAM_MEMBERS[1].email, DEMO_PASSWORD),
  };
  const userId = async (email: string) =>
    (await one<{ id: number }>(app, `select id from users where email = '${email}'`)).id;
  const talentId = await userId(DEMO_TALENTS[2].email);
  const companyUserId = await userId(nuri.email);
  const orgOf = async (uid: number) =>
    (await one<{ id: number }>(app, `select organization_id as id from organization_members where user_id = ${uid}`))
      .id;
  const orgId = await orgOf(companyUserId);
  const otherCompanyUserId = await userId(bluewave.email);

  // The talent's scheduled interview at 누리소프트: every hiring route has something to act on.
  const app9 = await one<{ id: number; postingId: number }>(
    app,
    `select a.id, a.posting_id as "postingId" from applications a join job_postings p on p.id = a.posting_id
     where a.user_id = ${talentId} and p.organization_id = ${orgId} and a.status = 'INTERVIEW_SCHEDULED'`,
  );
  const interview = await one<{ id: number }>(
    app,
    `select id from interview_proposals where application_id = ${app9.id} order by proposed_at desc, id desc limit 1`,
  );
  const attempt = await one<{ id: number }>(
    app,
    `select id from assessment_attempts where user_id = ${talentId} order by id limit 1`,
  );
  const attemptQuestion = await one<{ id: number }>(
    app,
    `select question_id as id from assessment_attempt_questions where attempt_id = ${attempt.id} limit 1`,
  );

  const unapplied = await one<{ id: number }>(
    app,
    `select p.id from job_postings p where p.organization_id = ${orgId} and p.status = 'VISIBLE' and p.started_at <= now() and p.ended_at > now()
     and not exists (select 1 from applications a where a.posting_id = p.id and a.user_id = ${talentId}) limit 1`,
  );
  const proposal = await post(app, tokens.company, `/api/v1/organizations/${orgId}/talents/${talentId}/proposals`, {
    jobPostingId: unapplied.id,
    message: '저희 백엔드 팀과 이야기 나눠 보시겠어요?',
  });
  const saved = await post(app, tokens.company, `/api/v1/organizations/${orgId}/saved-searches`, {
    name: '백엔드 경력',
    query: { keyword: 'backend' },
  });
  const notice = await post(app, tokens.admin, '/api/v1/admin/notices', {
    titleEn: 'Maintenance',
    titleKo: '점검 안내',
    bodyEn: 'The service pauses on Sunday night.',
    bodyKo: '일요일 밤에 서비스를 잠시 멈춥니다.',
    audience: 'ALL',
  });
  const doc = await one<{ id: number }>(
    app,
    `insert into verification_documents (organization_id, uploaded_by, storage_key, file_name, content_type, size_bytes)
     values (${orgId}, ${companyUserId}, 'verification/authz-test.pdf', 'registration.pdf', 'application/pdf', 1000)
     returning id`,
  );
  const interviewerId = await userId(DEMO_TEAM_MEMBERS[1].email);
  await rows(
    app,
    `insert into posting_assignments (posting_id, user_id) values (${app9.postingId}, ${interviewerId}) on conflict do nothing`,
  );
  const invited = await post(app, tokens.company, `/api/v1/organizations/${orgId}/invitations`, {
    email: 'future.member@example.com',
    memberRole: 'RECRUITER',
  });
  const invitationId = (invited as unknown as { id: number }[])[0]?.id ?? 0;
  const file = await rows<{ key: string }>(app, `select key from stored_files where variant = 'WEB' limit 1`);
  // The talent's data export, prepared (so the owner can download it).
  const dataExport = await app.inject({
    method: 'POST',
    url: '/api/v1/user/data-exports',
    headers: bearer(tokens.talent),
  });
  if (dataExport.statusCode !== 202) throw new Error(`data export: ${dataExport.body}`);
  await runDataExportPass({ db: app.database.db, storage: app.deps.storage, publicUrl: app.deps.config.publicUrl });
  // The talent's résumé (seeded), a CV uploaded for real, and that CV sent with the application at 누리소프트.
  const resume = await one<{ id: number }>(
    app,
    `select id from resumes where user_id = ${talentId} order by id limit 1`,
  );
  const cv = await uploadCv(app, tokens.talent, talentId);
  const attachment = await one<{ id: number }>(
    app,
    `insert into application_attachments (application_id, kind, storage_key, file_name, content_type, size_bytes)
     select ${app9.id}, kind, storage_key, file_name, content_type, size_bytes from talent_files where id = ${cv.id}
     returning id`,
  );

  return {
    tokens,
    victim: {
      talentId,
      companyUserId,
      orgId,
      postingId: app9.postingId,
      appId: app9.id,
      interviewId: interview.id,
      groupId: (
        await one<{ id: number }>(
          app,
          `select group_id as id from talent_bookmarks where organization_id = ${orgId} and talent_user_id = ${talentId}`,
        )
      ).id,
      memoId: (
        await one<{ id: number }>(
          app,
          `select id from talent_memos where organization_id = ${orgId} and talent_user_id = ${talentId}`,
        )
      ).id,
      tag: (
        await one<{ tag: string }>(
          app,
          `select tag from talent_tags where organization_id = ${orgId} and talent_user_id = ${talentId} limit 1`,
        )
      ).tag,
      attemptId: attempt.id,
      attemptQuestionId: attemptQuestion.id,
      // The catalogue of assessments is public; its ids are small numbers.
      assessmentId: 1,
      bankQuestionId: attemptQuestion.id,
      talentProposalId: proposal.id,
      savedSearchId: saved.id,
      noticeId: notice.id,
      docId: doc.id,
      fileKey: file[0]?.key ?? 'none',
      mailId: (await one<{ id: number }>(app, 'select id from mail_outbox order by id limit 1')).id,
      exportId: dataExport.json().data.id,
      invitationId,
      resumeId: resume.id,
      talentFileId: cv.id,
      attachmentId: attachment.id,
      // The demo's pending documents request at 누리소프트 (seed-fair-hiring.ts).
      requestId: (
        await one<{ id: number }>(app, `select id from document_requests where organization_id = ${orgId} limit 1`)
      ).id,
    },
    own: {
      otherTalentId: await userId(DEMO_TALENTS[3].email),
      otherCompanyUserId,
      otherOrgId: await orgOf(otherCompanyUserId),
    },
  };
}

/** The tables whose rows belong to someone: an outsider's request must change none of them. */
const OWNED_TABLES = [
  'users',
  'talent_profiles',
  'organizations',
  'verification_documents',
  'job_postings',
  'applications',
  'application_events',
  'interview_proposals',
  'interview_slots',
  'interview_panel_members',
  'interview_scorecards',
  'posting_scorecard_criteria',
  'job_offers',
  'assessment_attempts',
  'assessment_attempt_questions',
  'assessment_questions',
  'assessment_requests',
  'talent_groups',
  'talent_bookmarks',
  'talent_tags',
  'talent_memos',
  'saved_talent_searches',
  'talent_proposals',
  'posting_follows',
  'organization_follows',
  'notifications',
  'document_requests',
  'notification_settings',
  'service_notices',
  'user_consents',
  'consent_events',
  'data_exports',
  'organization_members',
  'organization_invitations',
  'posting_assignments',
  'resumes',
  'talent_files',
  'application_attachments',
];

/** A fingerprint of every owned table (one md5 each), to show that nothing an outsider sent wrote anything. */
export async function fingerprint(app: TestApp): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of OWNED_TABLES) {
    const exists = await rows(app, `select 1 from information_schema.tables where table_name = '${table}'`);
    if (exists.length === 0) continue;
    const row = await one<{ h: string | null }>(
      app,
      `select md5(string_agg(t::text, '|' order by t::text)) as h from ${table} t`,
    );
    out[table] = row.h ?? '';
  }
  return out;
}
