import { isApiError } from '../../../lib/api-client';
import { describeError } from '../../../lib/form-errors';

/**
 * The sentence to show when an action fails. A refused move (409, e.g. INVALID_APPLICATION_TRANSITION after someone
 * else acted first) shows the server's own message, already in the caller's language.
 */
export function actionErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http' && error.status === 409 && error.message) return error.message;
  return describeError(error);
}
