import { z } from 'zod';
import { ERROR_CODES } from './errors';

/** One failing field of a request: a dotted path such as `educations.2.gpa`, a message key, and its text. */
export const FieldErrorSchema = z.object({
  path: z.string(),
  key: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** Every response: `{ code, message, data }`; errors add `errorCode` and, for validation, `fields`. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), message: z.string(), data });
}

export const ErrorEnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.null(),
  errorCode: z.enum(ERROR_CODES),
  fields: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

/** A page of a list; page numbers start at 1. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pageNumber: z.number().int(),
    last: z.boolean(),
    totalElementCount: z.number().int(),
  });
}
