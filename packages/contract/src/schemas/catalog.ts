import { z } from 'zod';
import { idSchema } from './common';

export const SkillSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  nameEn: z.string(),
  nameKo: z.string(),
});
export type Skill = z.infer<typeof SkillSchema>;

export const SkillCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  skills: z.array(SkillSchema),
});
export type SkillCategory = z.infer<typeof SkillCategorySchema>;

export const JobTitleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  nameEn: z.string(),
  nameKo: z.string(),
});
export type JobTitle = z.infer<typeof JobTitleSchema>;

export const JobRoleCategorySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  nameEn: z.string(),
  nameKo: z.string(),
  jobRoles: z.array(JobTitleSchema),
});
export type JobRoleCategory = z.infer<typeof JobRoleCategorySchema>;

/** `GET /api/v1/categories/skills`. */
export const SkillCategoryListSchema = z.array(SkillCategorySchema);
/** `GET /api/v1/categories/job-roles`. */
export const JobRoleCategoryListSchema = z.array(JobRoleCategorySchema);
/** `GET /api/v1/skills`. */
export const SkillListSchema = z.array(SkillSchema);
/** `GET /api/v1/job-titles`. */
export const JobTitleListSchema = z.array(JobTitleSchema);

export const SkillQuerySchema = z.strictObject({
  categoryId: idSchema().optional(),
});
