import type { ErrorCode } from '@app/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { isNotVerifiedError } from './verification-required';

const apiError = (errorCode: ErrorCode) => new ApiError({ status: 403, message: 'x', kind: 'http', errorCode });

describe('isNotVerifiedError', () => {
  it('recognises only the 403 the server sends to companies that are not verified', () => {
    expect(isNotVerifiedError(apiError('ORGANIZATION_NOT_VERIFIED'))).toBe(true);
    expect(isNotVerifiedError(apiError('FORBIDDEN'))).toBe(false);
    expect(isNotVerifiedError(new Error('ORGANIZATION_NOT_VERIFIED'))).toBe(false);
    expect(isNotVerifiedError(null)).toBe(false);
  });
});
