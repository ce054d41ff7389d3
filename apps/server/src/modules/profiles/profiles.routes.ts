import { envelopeOf } from '@app/contract/envelope';
import { IdParamSchema } from '@app/contract/schemas/common';
import {
  JobSeekingStatusUpdateSchema,
  ProfileUpdateRequestSchema,
  TalentProfileSchema,
  TalentProfileViewSchema,
} from '@app/contract/schemas/profile';
import { TalentTimeZoneSchema, TalentTimeZoneUpdateSchema } from '@app/contract/schemas/talent-time-zone';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import * as profiles from './profiles.service';
import { getTalentTimeZone, updateTalentTimeZone } from './talent-time-zone.service';

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/users/:id/profile',
    {
      onRequest: requireRole('NORMAL', 'ADMIN'),
      schema: {
        tags: ['profiles'],
        summary: "The talent's whole profile (the talent; admins may read any)",
        params: IdParamSchema,
        response: { 200: envelopeOf(TalentProfileSchema) },
      },
    },
    async (request) => ok(await profiles.getProfile(deps, authOf(request), request.params.id)),
  );

  app.put(
    '/api/v1/users/:id/profile',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['profiles'],
        summary: 'Replace the whole profile in one transaction; month inputs become YYYY-MM-01',
        params: IdParamSchema,
        body: ProfileUpdateRequestSchema,
        response: { 200: envelopeOf(TalentProfileSchema) },
      },
    },
    async (request) => ok(await profiles.updateProfile(deps, authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/users/:id/profile/time-zone',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['profiles'],
        summary: 'The time zone the talent reads interview times in (their own, else their country’s)',
        params: IdParamSchema,
        response: { 200: envelopeOf(TalentTimeZoneSchema) },
      },
    },
    async (request) => ok(await getTalentTimeZone(deps, authOf(request), request.params.id)),
  );

  app.put(
    '/api/v1/users/:id/profile/time-zone',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['profiles'],
        summary: 'Choose the time zone for interview times (null follows the country again)',
        params: IdParamSchema,
        body: TalentTimeZoneUpdateSchema,
        response: { 200: envelopeOf(TalentTimeZoneSchema) },
      },
    },
    async (request) => ok(await updateTalentTimeZone(deps, authOf(request), request.params.id, request.body.timeZone)),
  );

  app.patch(
    '/api/v1/users/:id/profile/job-seeking-status',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['profiles'],
        summary: 'Change only the job-seeking status of a saved profile (for example once hired)',
        params: IdParamSchema,
        body: JobSeekingStatusUpdateSchema,
        response: { 200: envelopeOf(TalentProfileSchema) },
      },
    },
    async (request) =>
      ok(await profiles.updateJobSeekingStatus(deps, authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/talents/:id/profile',
    {
      config: { errors: ['ORGANIZATION_NOT_VERIFIED'] },
      onRequest: requireRole('NORMAL', 'ORGANIZATION', 'ADMIN'),
      schema: {
        tags: ['profiles'],
        summary: 'The profile as companies see it (/common-view/talent/{id}); hidden talents are 404 to companies',
        params: IdParamSchema,
        response: { 200: envelopeOf(TalentProfileViewSchema) },
      },
    },
    async (request) => ok(await profiles.getProfileView(deps, authOf(request), request.params.id)),
  );
};
