import type { ErrorCode } from '@app/contract/errors';

/** A success response that is not JSON: its description and media types (`text` or `binary` bodies). */
export type NonJsonResponse = { description: string; content: Record<string, 'text' | 'binary'> };

export type OperationExtras = { errors?: readonly ErrorCode[]; produces?: NonJsonResponse };

/**
 * What the API document cannot read from these routes' declarations, keyed by `METHOD url` as registered. Routes
 * whose files are being restructured (applications, hiring, recommendations) are described here rather than in their
 * own `config`; a key that matches no route fails the document build, so a moved or renamed route is noticed.
 */
export const OPERATION_EXTRAS: Record<string, OperationExtras> = {};
