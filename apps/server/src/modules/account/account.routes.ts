import { envelopeOf } from '@app/contract/envelope';
import {
  DeletionConfirmRequestSchema,
  DeletionRequestSchema,
  InterestCategoriesRequestSchema,
  InterestCategoriesSchema,
  PasswordChangeRequestSchema,
  ProfileSummaryRequestSchema,
  ProfileSummarySchema,
  TalentNotificationsRequestSchema,
} from '@app/contract/schemas/account';
import { IdParamSchema } from '@app/contract/schemas/common';
import { TalentNotificationSettingsSchema } from '@app/contract/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireRole } from '../../http/auth';
import { ok } from '../../http/envelope';
import { clearSessionCookies } from '../../http/session-cookie';
import * as account from './account.service';

const Empty = envelopeOf(z.null());

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.put(
    '/api/v1/users/:id/profile/summary',
    {
      onRequest: requireRole(),
      schema: {
        tags: ['account'],
        summary: 'Change name, photo (one of your uploads) and, optionally, the account language',
        params: IdParamSchema,
        body: ProfileSummaryRequestSchema,
        response: { 200: envelopeOf(ProfileSummarySchema) },
      },
    },
    async (request) => ok(await account.updateProfileSummary(deps, authOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/v1/users/:id/notifications',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['account'],
        summary: "Change a talent's notification flags; flags left out keep their value",
        params: IdParamSchema,
        body: TalentNotificationsRequestSchema,
        response: { 200: envelopeOf(TalentNotificationSettingsSchema) },
      },
    },
    async (request) =>
      ok(await account.updateTalentNotifications(deps, authOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/v1/users/:id/interest-categories',
    {
      onRequest: requireRole('NORMAL', 'ADMIN'),
      schema: {
        tags: ['account'],
        summary: 'Skills and job roles the talent wants to work in',
        params: IdParamSchema,
        response: { 200: envelopeOf(InterestCategoriesSchema) },
      },
    },
    async (request) => ok(await account.getInterests(deps, authOf(request), request.params.id)),
  );

  app.put(
    '/api/v1/users/:id/interest-categories',
    {
      onRequest: requireRole('NORMAL'),
      schema: {
        tags: ['account'],
        summary: 'Replace the interest lists (catalogue ids); sets hasInterestField',
        params: IdParamSchema,
        body: InterestCategoriesRequestSchema,
        response: { 200: envelopeOf(InterestCategoriesSchema) },
      },
    },
    async (request) => ok(await account.updateInterests(deps, authOf(request), request.params.id, request.body)),
  );

  app.put(
    '/api/v1/user/password',
    {
      config: { errors: ['WRONG_PASSWORD', 'TOO_MANY_REQUESTS'] },
      onRequest: requireRole(),
      schema: {
        tags: ['account'],
        summary: 'Change the password (current one required); every other session ends',
        body: PasswordChangeRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await account.changePassword(deps, authOf(request), request.body);
      return ok(null);
    },
  );

  app.post(
    '/api/v1/user/delete/reqeust',
    {
      // Leaving needs no consent to a changed policy.
      config: {
        errors: ['TOO_MANY_REQUESTS', 'OWNERSHIP_TRANSFER_REQUIRED', 'ORGANIZATION_STILL_HIRING'],
        beforeConsent: true,
      },
      onRequest: requireRole(),
      schema: {
        tags: ['account'],
        summary: 'Ask to delete the account (path spelled so); sends a confirmation mail',
        body: DeletionRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request) => {
      await account.requestDeletion(deps, authOf(request), request.body.email);
      return ok(null);
    },
  );

  app.post(
    '/api/v1/user/delete/confirm',
    {
      config: {
        errors: ['TOKEN_INVALID', 'TOKEN_EXPIRED', 'OWNERSHIP_TRANSFER_REQUIRED', 'ORGANIZATION_STILL_HIRING'],
      },
      schema: {
        tags: ['account'],
        summary: 'Delete the account with the token from the confirmation mail; personal data is erased',
        body: DeletionConfirmRequestSchema,
        response: { 200: Empty },
      },
    },
    async (request, reply) => {
      await account.confirmDeletion(deps, request.body.token);
      clearSessionCookies(reply);
      return ok(null);
    },
  );
};
