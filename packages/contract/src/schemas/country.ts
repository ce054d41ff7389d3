import { z } from 'zod';

/** `GET /api/v1/country-region`: one entry per country, names and UTC labels per language. */
export const CountrySchema = z.object({
  id: z.number().int(),
  nationCode: z.string(),
  nameKo: z.string(),
  nameEn: z.string(),
  nameJa: z.string(),
  nameVi: z.string(),
  callingCode: z.string(),
  timeZoneId: z.string(),
  utcKo: z.string(),
  utcEn: z.string(),
  utcJa: z.string(),
  utcVi: z.string(),
});
export type Country = z.infer<typeof CountrySchema>;
export const CountryListSchema = z.array(CountrySchema);
