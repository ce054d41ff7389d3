/** Stable, machine-readable error keys. The server sends one in `errorCode`; both sides translate it with `errors.<KEY>`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'EMAIL_ALREADY_VERIFIED',
  'TOKEN_INVALID',
  'TOKEN_EXPIRED',
  'WRONG_PASSWORD',
  'TOO_MANY_REQUESTS',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'CROSS_SITE_REQUEST',
  'ORGANIZATION_LOCKED',
  'INVALID_STATUS_TRANSITION',
  'VERIFICATION_INCOMPLETE',
  'ORGANIZATION_NOT_APPROVED',
  'UNSUPPORTED_FILE_TYPE',
  'UNSUPPORTED_IMAGE_TYPE',
  'FILE_TOO_LARGE',
  'TOO_MANY_FILES',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
