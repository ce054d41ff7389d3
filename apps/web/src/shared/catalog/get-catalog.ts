import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

const skillsSchema = () => import('@app/contract/schemas/catalog').then((m) => m.SkillCategoryListSchema);
const jobRolesSchema = () => import('@app/contract/schemas/catalog').then((m) => m.JobRoleCategoryListSchema);

/** The catalogue changes only with a release; the server lets clients keep it for an hour. */
const CATALOG_STALE_MS = 60 * 60_000;

/** GET /api/v1/categories/skills: skill categories, each with its skills. */
export const skillCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'skills'],
    queryFn: ({ signal }) => apiRequest('/api/v1/categories/skills', { schema: skillsSchema, signal }),
    staleTime: CATALOG_STALE_MS,
  });

/** GET /api/v1/categories/job-roles: job-role categories, each with its job titles. */
export const jobRoleCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'job-roles'],
    queryFn: ({ signal }) => apiRequest('/api/v1/categories/job-roles', { schema: jobRolesSchema, signal }),
    staleTime: CATALOG_STALE_MS,
  });

export const useSkillCategories = () => useQuery(skillCategoriesQueryOptions());
export const useJobRoleCategories = () => useQuery(jobRoleCategoriesQueryOptions());

const jobTitlesSchema = () => import('@app/contract/schemas/catalog').then((m) => m.JobTitleListSchema);
const skillListSchema = () => import('@app/contract/schemas/catalog').then((m) => m.SkillListSchema);

/** GET /api/v1/job-titles: every catalogue job title (what a posting hires for). */
export const jobTitlesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'job-titles'],
    queryFn: ({ signal }) => apiRequest('/api/v1/job-titles', { schema: jobTitlesSchema, signal }),
    staleTime: CATALOG_STALE_MS,
  });

/** GET /api/v1/skills: every catalogue skill. */
export const skillListQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'skill-list'],
    queryFn: ({ signal }) => apiRequest('/api/v1/skills', { schema: skillListSchema, signal }),
    staleTime: CATALOG_STALE_MS,
  });

export const useJobTitles = () => useQuery(jobTitlesQueryOptions());
export const useSkillList = () => useQuery(skillListQueryOptions());
