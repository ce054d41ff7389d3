import { z } from 'zod';

/**
 * Skill-assessment tracks and levels. Shared by assessments, postings (required and optional assessments), candidates
 * and talent search: every place that names "a track at a level" uses these.
 */
export const ASSESSMENT_TRACKS = ['FRONTEND', 'BACKEND', 'MOBILE', 'DATA', 'DEVOPS'] as const;
export const AssessmentTrackSchema = z.enum(ASSESSMENT_TRACKS, { error: 'validation.invalid' });
export type AssessmentTrack = z.infer<typeof AssessmentTrackSchema>;

export const ASSESSMENT_LEVELS = [1, 2, 3] as const;
export type AssessmentLevel = (typeof ASSESSMENT_LEVELS)[number];
/** A level in a JSON body or response: 1, 2 or 3. */
export const AssessmentLevelSchema = z
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(3, { error: 'validation.invalid' });
/** A level in a query string (`?level=2`). */
export const AssessmentLevelQuerySchema = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(3, { error: 'validation.invalid' });

export function isAssessmentLevel(value: number): value is AssessmentLevel {
  return (ASSESSMENT_LEVELS as readonly number[]).includes(value);
}

/** A track at a level, e.g. a posting's required assessment. */
export const TrackLevelSchema = z.strictObject({ track: AssessmentTrackSchema, level: AssessmentLevelSchema });
export type TrackLevel = { track: AssessmentTrack; level: AssessmentLevel };
