import type { FieldError } from '@app/contract/envelope';
import type { ErrorCode } from '@app/contract/errors';

/** A failure the client can understand: a stable code and an HTTP status. The message is translated at the edge. */
export class AppError extends Error {
  constructor(
    readonly errorCode: ErrorCode,
    readonly status: number,
    readonly fields?: Omit<FieldError, 'message'>[],
    readonly headers?: Record<string, string>,
  ) {
    super(errorCode);
    this.name = 'AppError';
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);
export const forbidden = () => new AppError('FORBIDDEN', 403);
export const conflict = (code: ErrorCode = 'CONFLICT') => new AppError(code, 409);
