import { z } from 'zod';
import { TIME_ZONE_MAX } from '../limits';
import { isValidTimeZone } from '../rules/interview-time';

/** The zone a talent reads interview times in (decision 036). */
export const TalentTimeZoneSchema = z.object({
  /** The zone the talent chose (null: their country's). */
  timeZone: z.string().nullable(),
  /** Their country's main zone (null without a country). */
  countryTimeZone: z.string().nullable(),
  /** What mails and screens use: the chosen zone, else the country's. */
  effective: z.string().nullable(),
});
export type TalentTimeZone = z.infer<typeof TalentTimeZoneSchema>;

/** `PUT /api/v1/users/{id}/profile/time-zone`: a known IANA zone, or null to follow the country again. */
export const TalentTimeZoneUpdateSchema = z.strictObject({
  timeZone: z
    .string()
    .trim()
    .max(TIME_ZONE_MAX, { error: 'validation.tooLong' })
    .refine(isValidTimeZone, { error: 'validation.timeZone' })
    .nullable(),
});
