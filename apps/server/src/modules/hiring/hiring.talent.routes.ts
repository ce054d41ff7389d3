import { envelopeOf } from '@app/contract/envelope';
import { ApplicationListQuerySchema, TalentApplicationPageSchema } from '@app/contract/schemas/application';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  ApplicationDetailSchema,
  InterviewChooseRequestSchema,
  InterviewDeclineRequestSchema,
  OfferAnswerRequestSchema,
  TalentApplicationParamsSchema,
} from '@app/contract/schemas/hiring';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { ICS_FILE } from '../../http/file-reply';
import { requestLanguage } from '../../http/language';
import { interviewIcs } from './hiring.interview-changes.service';
import { chooseInterviewSlot, declineInterview } from './hiring.interviews.service';
import { answerOffer, getTalentApplication, listTalentApplications } from './hiring.talent.service';

/** A talent follows and answers their own applications; `{id}` must be the caller (404 otherwise). */
export const hiringTalentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;
  const talent = requireRole('NORMAL');
  const tags = ['hiring'];

  app.get(
    '/api/v1/users/:id/applications',
    {
      onRequest: talent,
      schema: {
        tags: ['applications'],
        summary: "The talent's applications ({id} is the caller); RECENT_APPLIED with ASC lists the most recent first",
        params: IdParamSchema,
        querystring: ApplicationListQuerySchema,
        response: { 200: envelopeOf(TalentApplicationPageSchema) },
      },
    },
    async (request) => ok(await listTalentApplications(deps, authOf(request), request.params.id, request.query)),
  );

  app.get(
    '/api/v1/user/dashboards/my/applications',
    {
      onRequest: talent,
      schema: {
        tags: ['applications'],
        summary: "The signed-in talent's applications for the dashboard",
        querystring: ApplicationListQuerySchema,
        response: { 200: envelopeOf(TalentApplicationPageSchema) },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return ok(await listTalentApplications(deps, auth, auth.userId, request.query));
    },
  );

  app.get(
    '/api/v1/users/:id/applications/:appId',
    {
      onRequest: talent,
      schema: {
        tags,
        summary: 'One of the caller’s applications with its full history',
        params: TalentApplicationParamsSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) => ok(await getTalentApplication(deps, authOf(request), request.params.id, request.params.appId)),
  );

  for (const answer of ['accept', 'decline'] as const) {
    app.post(
      `/api/v1/users/:id/applications/:appId/offer/${answer}`,
      {
        onRequest: talent,
        config: { errors: ['INVALID_APPLICATION_TRANSITION', 'OFFER_EXPIRED'] },
        schema: {
          tags,
          summary: `${answer === 'accept' ? 'Accept' : 'Decline'} the job offer on the caller’s application before it expires`,
          params: TalentApplicationParamsSchema,
          body: OfferAnswerRequestSchema,
          response: { 200: envelopeOf(ApplicationDetailSchema) },
        },
      },
      async (request) =>
        ok(
          await answerOffer(
            deps,
            authOf(request),
            request.params.id,
            request.params.appId,
            answer === 'accept',
            request.body.message,
          ),
        ),
    );
  }

  app.post(
    '/api/v1/users/:id/applications/:appId/interview/choose',
    {
      onRequest: talent,
      config: { errors: ['INVALID_APPLICATION_TRANSITION'] },
      schema: {
        tags,
        summary: 'Choose one slot of the open interview proposal',
        params: TalentApplicationParamsSchema,
        body: InterviewChooseRequestSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(
        await chooseInterviewSlot(deps, authOf(request), request.params.id, request.params.appId, request.body.slotId),
      ),
  );

  app.post(
    '/api/v1/users/:id/applications/:appId/interview/decline-all',
    {
      onRequest: talent,
      config: { errors: ['INVALID_APPLICATION_TRANSITION'] },
      schema: {
        tags,
        summary: 'Answer that none of the proposed interview slots fits',
        params: TalentApplicationParamsSchema,
        body: InterviewDeclineRequestSchema,
        response: { 200: envelopeOf(ApplicationDetailSchema) },
      },
    },
    async (request) =>
      ok(await declineInterview(deps, authOf(request), request.params.id, request.params.appId, request.body.message)),
  );

  app.get(
    '/api/v1/users/:id/applications/:appId/interview.ics',
    {
      onRequest: talent,
      config: { produces: ICS_FILE },
      schema: {
        tags,
        summary: 'The confirmed interview as an iCalendar (.ics) file',
        params: TalentApplicationParamsSchema,
      },
    },
    async (request, reply) => {
      const locale = requestLanguage(request);
      const ics = await interviewIcs(deps, authOf(request), request.params.id, request.params.appId, locale);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'attachment; filename="interview.ics"')
        .send(ics);
    },
  );
};
