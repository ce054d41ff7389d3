import { envelopeOf } from '@app/contract/envelope';
import {
  JobRoleCategoryListSchema,
  JobTitleListSchema,
  SkillCategoryListSchema,
  SkillListSchema,
  SkillQuerySchema,
} from '@app/contract/schemas/catalog';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import * as catalog from './catalog.service';

/** The catalogue changes only with a release (it is seeded by migrations), so clients and proxies may keep it. */
const cacheable = (reply: FastifyReply) =>
  reply.header('Cache-Control', 'public, max-age=3600, stale-while-revalidate=86400');

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app;

  app.get(
    '/api/v1/categories/skills',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Skill categories with their skills (English and Korean names)',
        response: { 200: envelopeOf(SkillCategoryListSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return ok(await catalog.getSkillCategories(deps));
    },
  );

  app.get(
    '/api/v1/categories/job-roles',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Job-role categories with their job titles (English and Korean names)',
        response: { 200: envelopeOf(JobRoleCategoryListSchema) },
      },
    },
    async (_request, reply) => {
      cacheable(reply);
      return ok(await catalog.getJobRoleCategories(deps));
    },
  );

  app.get(
    '/api/v1/skills',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every skill, optionally of one category',
        querystring: SkillQuerySchema,
        response: { 200: envelopeOf(SkillListSchema) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return ok(await catalog.getSkills(deps, request.query.categoryId));
    },
  );

  app.get(
    '/api/v1/job-titles',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Every job title, optionally of one category',
        querystring: SkillQuerySchema,
        response: { 200: envelopeOf(JobTitleListSchema) },
      },
    },
    async (request, reply) => {
      cacheable(reply);
      return ok(await catalog.getJobTitles(deps, request.query.categoryId));
    },
  );
};
