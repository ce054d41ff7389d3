import { envelopeOf } from '@app/contract/envelope';
import { OrgParamsSchema } from '@app/contract/schemas/posting';
import {
  type UpcomingInterview,
  UpcomingInterviewListSchema,
  UpcomingInterviewsQuerySchema,
} from '@app/contract/schemas/upcoming-interview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { type AuthContext, authOf, requireCapability } from '../../http/auth';
import { ok } from '../../http/envelope';
import { postingsSeenBy } from '../team/team.scope.service';
import { findUpcomingInterviews } from './hiring.upcoming.queries';

/**
 * The organization's scheduled interviews that have not started yet, soonest first (for the company dashboard); an
 * interviewer sees those of their assigned postings.
 */
export async function listUpcomingInterviews(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  size: number,
): Promise<UpcomingInterview[]> {
  assertMemberOf(auth, organizationId);
  const postingIds = await postingsSeenBy(deps.db, auth);
  const rows = await findUpcomingInterviews(deps.db, organizationId, new Date(), size, postingIds);
  return rows.map((r) => ({
    interviewId: r.interviewId,
    applicationId: r.applicationId,
    applicationStatus: r.applicationStatus,
    jobPostingId: r.jobPostingId,
    postingTitle: r.postingTitle,
    candidate: { id: r.candidateId, firstName: r.firstName, lastName: r.lastName },
    type: r.type,
    meetingUrl: r.meetingUrl,
    location: r.location,
    startsAt: r.startsAt.toISOString(),
    timeZone: r.timeZone,
  }));
}

export const hiringUpcomingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/organizations/:orgId/interviews/upcoming',
    {
      onRequest: requireCapability('CANDIDATES_ASSIGNED'),
      schema: {
        tags: ['hiring'],
        summary: "The organization's scheduled interviews that have not started yet, soonest first",
        params: OrgParamsSchema,
        querystring: UpcomingInterviewsQuerySchema,
        response: { 200: envelopeOf(UpcomingInterviewListSchema) },
      },
    },
    async (request) =>
      ok(await listUpcomingInterviews(deps, authOf(request), request.params.orgId, request.query.size)),
  );
};
