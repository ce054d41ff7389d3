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
