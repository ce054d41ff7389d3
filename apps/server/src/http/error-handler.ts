import type { FieldError } from '@app/contract/envelope';
import type { ErrorCode } from '@app/contract/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { formatFieldPath } from './field-path';
import { requestLanguage, translate } from './language';

type FieldIssue = Omit<FieldError, 'message'>;

/** Zod messages in the contract are keys; anything else (a type mismatch, an unknown field) maps to a generic key. */
function issueKey(issue: { keyword: string; message?: string }): string {
  if (issue.message?.startsWith('validation.')) return issue.message;
  if (issue.keyword === 'unrecognized_keys') return 'validation.unknownField';
  if (issue.keyword === 'invalid_type' && issue.message?.includes('received undefined')) return 'validation.required';
  return 'validation.invalid';
}

function validationFields(error: {
  validation: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[];
}): FieldIssue[] {
  return error.validation.flatMap((issue) => {
    const base = issue.instancePath.split('/').filter(Boolean);
    const key = issueKey(issue);
    const keys = issue.params.keys;
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      return keys.map((k) => ({ path: formatFieldPath([...base, String(k)]), key }));
    }
    return [{ path: formatFieldPath(base), key }];
  });
}

/** Errors from the database driver that mean "not reachable right now", as opposed to a bad query. */
function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown; message?: string } | undefined;
  if (!e) return false;
  const codes = [
    'ECONNREFUSED',
    'ECONNRESET',
    'ETIMEDOUT',
    'EPIPE',
    '57P01',
    '57P02',
    '57P03',
    '08000',
    '08003',
    '08006',
    '08001',
    '08004',
  ];
  if (e.code && codes.includes(e.code)) return true;
  if (
    e.message &&
    /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is closed/i.test(
      e.message,
    )
  )
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/**
 * Errors PostgreSQL raises for text it cannot store, such as a NUL character (`\u0000`) in a string. The client sent
 * them, so they are a 400, not a 500.
 */
function isUnstorableText(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === '22021' || e.code === '22P05') return true;
  return e.cause ? isUnstorableText(e.cause) : false;
}

/** Fastify's and its plugins' own 4xx errors (multipart limits, bad headers...) by status. */
const CLIENT_ERROR_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  errorCode: ErrorCode,
  fields?: FieldIssue[],
) {
  const locale = requestLanguage(request);
  const body = {
    code: status,
    message: translate(locale, `errors.${errorCode}`),
    data: null,
    errorCode,
    ...(fields?.length ? { fields: fields.map((f) => ({ ...f, message: translate(locale, f.key) })) } : {}),
  };
  // Error bodies bypass the route's response schema.
  return reply.status(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return send(reply, request, error.status, error.errorCode, error.fields);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, request, 400, 'VALIDATION_FAILED', validationFields(error));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(reply, request, 413, 'PAYLOAD_TOO_LARGE');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, request, 415, 'UNSUPPORTED_MEDIA_TYPE');
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
        return send(reply, request, 400, 'VALIDATION_FAILED', [{ path: '', key: 'validation.invalid' }]);
    }
    if (isUnstorableText(error)) {
      return send(reply, request, 400, 'VALIDATION_FAILED', [{ path: '', key: 'validation.invalid' }]);
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', '5');
      return send(reply, request, 503, 'SERVICE_UNAVAILABLE');
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(reply, request, 429, 'TOO_MANY_REQUESTS');
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, bad content length...) carry no details worth leaking.
      return send(reply, request, status, CLIENT_ERROR_CODES[status] ?? 'VALIDATION_FAILED');
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, 'INTERNAL');
  });

  app.setNotFoundHandler((request, reply) => send(reply, request, 404, 'NOT_FOUND'));
}
