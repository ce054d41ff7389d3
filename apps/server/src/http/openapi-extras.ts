import type { ErrorCode } from '@app/contract/errors';

/** A success response that is not JSON: its description and media types (`text` or `binary` bodies). */
export type NonJsonResponse = { description: string; content: Record<string, 'text' | 'binary'> };

export type OperationExtras = { errors?: readonly ErrorCode[]; produces?: NonJsonResponse };

/**
 * What the API document cannot read from these routes' declarations, keyed by `METHOD url` as registered. Routes
 * whose files are being restructured (applications, hiring, recommendations) are described here rather than in their
 * own `config`; a key that matches no route fails the document build, so a moved or renamed route is noticed.
 */
const TRANSITION = { errors: ['INVALID_APPLICATION_TRANSITION'] } as const;
const ICS: OperationExtras = {
  produces: { description: 'The confirmed interview as an iCalendar file', content: { 'text/calendar': 'text' } },
};

export const OPERATION_EXTRAS: Record<string, OperationExtras> = {
  // applications
  'POST /api/v1/jobs/:id/apply': { errors: ['POSTING_CLOSED', 'ALREADY_APPLIED', 'PROFILE_INCOMPLETE'] },
  'POST /api/v1/jobs/:id/cancel-application': { errors: ['APPLICATION_DECIDED'] },
  // hiring
  'POST /api/v1/organizations/:orgId/job-applications/:appId/offers': TRANSITION,
  'POST /api/v1/organizations/:orgId/job-applications/:appId/reject': TRANSITION,
  'POST /api/v1/organizations/:orgId/job-applications/:appId/cancel': TRANSITION,
  'POST /api/v1/organizations/:orgId/job-applications/:appId/hired': TRANSITION,
  'POST /api/v1/organizations/:orgId/job-applications/:appId/additional-assessment': TRANSITION,
  'POST /api/v1/users/:id/applications/:appId/offer/accept': TRANSITION,
  'POST /api/v1/users/:id/applications/:appId/offer/decline': TRANSITION,
  'POST /api/v1/organizations/:orgId/jobs/:jobId/candidates/:candidateId/interview-proposal': TRANSITION,
  'POST /api/v1/users/:id/applications/:appId/interview/choose': TRANSITION,
  'POST /api/v1/users/:id/applications/:appId/interview/decline-all': TRANSITION,
  'GET /api/v1/users/:id/applications/:appId/interview.ics': ICS,
  'GET /api/v1/organizations/:orgId/job-applications/:appId/interview.ics': ICS,
  // recommendations (`postingId` of another organization)
  'GET /api/v1/dashboards/talents': { errors: ['NOT_FOUND'] },
};
