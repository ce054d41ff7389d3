import type { Actor } from './authorization.world';

/*
 * Who besides the owner may call a route with an id, and succeed. Everything not listed here is the owner's alone: the
 * authorization test sends it as every outsider and expects a refusal that does not tell an existing id from a missing
 * one. A new route with an id joins this test by itself (it reads the API document); list it here only when others
 * may use it too, and say why.
 */
const SIGNED_IN: readonly Actor[] = ['otherTalent', 'otherCompany', 'admin'];
const EVERYONE: readonly Actor[] = ['anonymous', ...SIGNED_IN];

export const SHARED_ROUTES: Record<string, readonly Actor[]> = {
  // Administrators review organizations and their documents.
  'GET /api/v1/organizations/{id}/info': ['admin'],
  'GET /api/v1/organizations/{id}/verification-documents': ['admin'],
  // A company's public page and open postings are for everyone.
  'GET /api/v1/organizations/{id}/public': EVERYONE,
  'GET /api/v1/organizations/{orgId}/job-postings/public': EVERYONE,
  'GET /api/v1/jobs/{id}': EVERYONE,
  // Public pages: open postings of verified companies and verified companies' pages, for visitors and crawlers.
  'GET /api/v1/public/jobs/{id}': EVERYONE,
  'GET /api/v1/public/organizations/{id}': EVERYONE,
  // Talents follow companies and postings, apply and withdraw (each about their own follow or application).
  'PUT /api/v1/organizations/{id}/follow': ['otherTalent'],
  'DELETE /api/v1/organizations/{id}/follow': ['otherTalent'],
  'PUT /api/v1/jobs/{id}/follow': ['otherTalent'],
  'DELETE /api/v1/jobs/{id}/follow': ['otherTalent'],
  'POST /api/v1/jobs/{id}/apply': ['otherTalent'],
  'POST /api/v1/jobs/{id}/cancel-application': ['otherTalent'],
  // A talent's profile is for approved companies (unless hidden) and administrators; the talent's own view too.
  'GET /api/v1/talents/{id}/profile': ['otherCompany', 'admin'],
  'GET /api/v1/users/{id}/profile': ['admin'],
  'GET /api/v1/users/{id}/interest-categories': ['admin'],
  // The assessment catalogue is public; any talent may take one; a result the talent made public is for companies.
  'GET /api/v1/skill-assessments/{assessmentId}': EVERYONE,
  'POST /api/v1/skill-assessments/{assessmentId}/attempts': ['otherTalent'],
  'GET /api/v1/assessment-attempts/{attemptId}/report': ['otherCompany', 'admin'],
  // Notices and public images (logos, photos) are for everyone.
  'GET /api/v1/notices/{id}': EVERYONE,
  'GET /api/v1/files/{key}': EVERYONE,
  // Social sign-in: the provider is no one's data (its two legs are public; see oauth.routes.test.ts).
  'GET /api/v1/auth/oauth/{provider}/start': EVERYONE,
  'GET /api/v1/auth/oauth/{provider}/callback': EVERYONE,
};

/*
 * Roles inside the victim's organization (decision 034). Every organization route is sent by its recruiter and its
 * interviewer: the routes below are the ones each may use; the others answer them 403 (a role that lacks the
 * capability) or, for candidates outside an interviewer's postings, 404.
 */
const ORG = '/api/v1/organizations';

/** What an interviewer may call: their postings' candidates, their interviews, the team and the company's info. */
export const INTERVIEWER_ROUTES: ReadonlySet<string> = new Set([
  `GET ${ORG}/{id}/info`,
  `GET ${ORG}/{orgId}/members`,
  `DELETE ${ORG}/{orgId}/membership`,
  `GET ${ORG}/{orgId}/recruitment-summary`,
  `GET ${ORG}/{orgId}/job-postings/{jobId}/candidates`,
  `GET ${ORG}/{orgId}/job-applications/{appId}`,
  `GET ${ORG}/{orgId}/job-applications/{appId}/interview.ics`,
  `GET ${ORG}/{orgId}/interviews/upcoming`,
  'GET /api/v1/talents/{id}/profile',
  `GET ${ORG}/{orgId}/job-applications/{appId}/resume`,
  `GET ${ORG}/{orgId}/job-applications/{appId}/resume.pdf`,
  `GET ${ORG}/{orgId}/job-applications/{appId}/attachments/{attachmentId}`,
  `GET ${ORG}/{orgId}/job-postings/{jobId}/stage-counts`,
  `GET ${ORG}/{orgId}/job-postings/{jobId}/scorecard-criteria`,
  `GET ${ORG}/{orgId}/job-applications/{appId}/scorecards`,
  `PUT ${ORG}/{orgId}/interviews/{interviewId}/scorecard`,
]);

/** What only owners may call: members, invitations, the organization's information and verification. */
export const OWNER_ONLY_ROUTES: ReadonlySet<string> = new Set([
  `PUT ${ORG}/{id}`,
  `PATCH ${ORG}/{id}/verification/apply`,
  `POST ${ORG}/{id}/org-info-change-mail`,
  `POST ${ORG}/{id}/verification-documents`,
  `GET ${ORG}/{id}/verification-documents`,
  `GET ${ORG}/{id}/verification-documents/{docId}`,
  `DELETE ${ORG}/{id}/verification-documents/{docId}`,
  `PUT ${ORG}/{orgId}/members/{memberId}/role`,
  `DELETE ${ORG}/{orgId}/members/{memberId}`,
  `GET ${ORG}/{orgId}/invitations`,
  `POST ${ORG}/{orgId}/invitations`,
  `DELETE ${ORG}/{orgId}/invitations/{invitationId}`,
  `PUT ${ORG}/{orgId}/offer-settings`,
  `POST ${ORG}/{orgId}/job-applications/{appId}/offer/approve`,
  `POST ${ORG}/{orgId}/job-applications/{appId}/offer/return`,
  `PUT ${ORG}/{orgId}/fair-hiring/settings`,
]);

/** Routes a member's test must not send: leaving would take the member out of the rest of the test. */
export const NOT_SENT_BY_MEMBERS: ReadonlySet<string> = new Set([`DELETE ${ORG}/{orgId}/membership`]);
