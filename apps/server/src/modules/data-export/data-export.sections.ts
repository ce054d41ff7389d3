import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

type Role = 'NORMAL' | 'ORGANIZATION' | 'ADMIN';

/**
 * One JSON file of the export: named parts, each a query for the person's rows. Columns that are secrets of the
 * service rather than the person's data (password and token hashes, push keys) are left out.
 */
type Section = { file: string; parts: Record<string, (id: number) => SQL> };

const OMIT = new Set(['password_hash', 'token_hash', 'p256dh', 'auth']);

const own =
  (table: string, column = 'user_id') =>
  (id: number) =>
    sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${id}`;

const COMMON: Section[] = [
  {
    file: 'account.json',
    parts: {
      account: own('users', 'id'),
      notificationSettings: own('notification_settings'),
      signInProviders: own('oauth_accounts'),
      sessions: own('sessions'),
      pushSubscriptions: own('push_subscriptions'),
    },
  },
  { file: 'consents.json', parts: { consents: own('user_consents'), history: own('consent_events') } },
  { file: 'notifications.json', parts: { notifications: own('notifications') } },
  { file: 'files.json', parts: { files: own('stored_files', 'owner_id') } },
];

const TALENT: Section[] = [
  {
    file: 'profile.json',
    parts: {
      profile: own('talent_profiles'),
      jobRoles: own('profile_job_roles'),
      techStacks: own('profile_tech_stacks'),
      educations: own('profile_educations'),
      workExperiences: own('profile_work_experiences'),
      projects: own('profile_projects'),
      certificates: own('profile_certificates'),
      urls: own('profile_urls'),
      interestSkills: own('interest_skills'),
      interestJobRoles: own('interest_job_roles'),
    },
  },
  {
    file: 'applications.json',
    parts: {
      applications: own('applications'),
      events: (id) =>
        sql`select e.* from application_events e join applications a on a.id = e.application_id where a.user_id = ${id}`,
      interviews: (id) =>
        sql`select p.* from interview_proposals p join applications a on a.id = p.application_id where a.user_id = ${id}`,
      interviewSlots: (id) => sql`select s.* from interview_slots s join interview_proposals p on p.id = s.proposal_id
        join applications a on a.id = p.application_id where a.user_id = ${id}`,
      proposalsReceived: own('talent_proposals', 'talent_user_id'),
    },
  },
  {
    file: 'resumes.json',
    parts: {
      resumes: own('resumes'),
      files: own('talent_files'),
      // What each application sent is on its row (resume_snapshot, cover_letter); these are the files attached.
      attachmentsSent: (id) => sql`select f.* from application_attachments f
        join applications a on a.id = f.application_id where a.user_id = ${id}`,
    },
  },
  {
    file: 'assessments.json',
    parts: { attempts: own('assessment_attempts'), requests: own('assessment_requests', 'talent_user_id') },
  },
  {
    file: 'follows.json',
    parts: {
      postings: own('posting_follows'),
      companies: own('organization_follows'),
      postingViews: own('job_posting_views', 'viewer_id'),
    },
  },
];

const COMPANY: Section[] = [
  {
    file: 'organization.json',
    parts: {
      membership: own('organization_members'),
      organization: (id) =>
        sql`select o.* from organizations o join organization_members m on m.organization_id = o.id where m.user_id = ${id}`,
      verificationDocuments: own('verification_documents', 'uploaded_by'),
      changeRequests: own('organization_change_requests', 'requested_by'),
    },
  },
  {
    file: 'activity.json',
    parts: {
      memosWritten: own('talent_memos', 'author_id'),
      savedSearches: own('saved_talent_searches', 'created_by'),
      proposalsSent: own('talent_proposals', 'created_by'),
      applicationDecisions: own('application_events', 'actor_user_id'),
      auditLog: own('audit_logs', 'actor_user_id'),
    },
  },
];

export function sectionsFor(role: Role): Section[] {
  if (role === 'NORMAL') return [...COMMON, ...TALENT];
  if (role === 'ORGANIZATION') return [...COMMON, ...COMPANY];
  return COMMON;
}

/** Rows as JSON-safe objects: secrets left out, big integers as numbers, dates as ISO strings. */
function clean(row: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(row)
      .filter(([key]) => !OMIT.has(key))
      .map(([key, value]) => [key, typeof value === 'bigint' ? Number(value) : value]),
  );
}

export async function readSection(db: DbOrTx, section: Section, userId: number) {
  const out: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(section.parts)) {
    const result = await db.execute(query(userId));
    out[name] = (result as unknown as { rows: Record<string, unknown>[] }).rows.map(clean);
  }
  return out;
}

/** Files the person uploaded: their own uploads, CVs and portfolios, and for a company member the documents they sent. */
export async function findExportFiles(db: DbOrTx, userId: number) {
  const result = await db.execute<{ key: string; name: string; folder: string }>(sql`
    select key, id || '-' || original_name as name, 'files/' || purpose as folder
      from stored_files where owner_id = ${userId} and variant = 'ORIGINAL'
    union all
    select storage_key, id || '-' || file_name, 'files/' || lower(kind)
      from talent_files where user_id = ${userId}
    union all
    select storage_key, id || '-' || file_name, 'files/verification-documents'
      from verification_documents where uploaded_by = ${userId}`);
  return (result as unknown as { rows: { key: string; name: string; folder: string }[] }).rows;
}
