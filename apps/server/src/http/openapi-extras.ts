import type { ErrorCode } from '@app/contract/errors';

/** A success response that is not JSON: its description and media types (`text` or `binary` bodies). */
export type NonJsonResponse = { description: string; content: Record<string, 'text' | 'binary'> };

export type OperationExtras = { errors?: readonly ErrorCode[]; produces?: NonJsonResponse };
