import type { FieldError } from '@app/contract/envelope';
import { type ErrorCode, isErrorCode } from '@app/contract/errors';
import { HTTP_TIMEOUT_MS } from '@app/contract/limits';
import type { z } from 'zod';
import { sessionIdle } from './session-idle';

export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

/** Every failed call becomes one of these: the HTTP status, the server's error code and failing fields. */
export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: ErrorCode | null;
  readonly fields: FieldError[];
  readonly kind: ApiErrorKind;
  /** Seconds from `Retry-After` on a 429. */
  readonly retryAfter: number | null;

  constructor(options: {
    status: number;
    message: string;
    kind: ApiErrorKind;
    errorCode?: ErrorCode | null;
    fields?: FieldError[];
    retryAfter?: number | null;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.kind = options.kind;
    this.errorCode = options.errorCode ?? null;
    this.fields = options.fields ?? [];
    this.retryAfter = options.retryAfter ?? null;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type RequestOptions<T extends z.ZodType> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  /**
   * Loads the schema of the envelope's `data`; used only where responses are validated (development and tests,
   * see `VALIDATE_RESPONSES`), so production pages never load zod to read an answer.
   */
  schema: () => Promise<T>;
  signal?: AbortSignal;
  /** Leave a 401 SESSION_EXPIRED to the caller instead of the global handler. */
  skipSessionHandler?: boolean;
};

/**
 * Development and unit tests check every answer against its contract schema (the client and server agree). A
 * production build does not: the server already serializes each response through that same schema, and checking
 * again cost every screen zod (90 KB gzip) and its parsing before its first data (decision 027).
 */
const VALIDATE_RESPONSES = import.meta.env.DEV;

type SessionEnd = 'SESSION_EXPIRED' | 'MEMBERSHIP_ENDED';
type Hooks = {
  language: () => string;
  onSessionExpired: (reason: SessionEnd) => void;
  /** The browser's `fetch`; the server's render answers the app's calls in-process instead (decision 049). */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
};
let hooks: Hooks = { language: () => 'en', onSessionExpired: () => {}, fetch: (url, init) => fetch(url, init) };

/** Set once by the providers (and per render on the server): the language, what to do when a session ends. */
export function configureApiClient(next: Partial<Hooks>) {
  hooks = { ...hooks, ...next };
}

function buildUrl(path: string, query: RequestOptions<z.ZodType>['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    // Arrays use repeated keys (spec section 7).
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parseRetryAfter(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Calls the API with the cookie, the language header and a 40 s timeout; returns the parsed `data`. */
export async function apiRequest<T extends z.ZodType>(path: string, options: RequestOptions<T>): Promise<z.infer<T>> {
  const schemas = loadSchemas(options.schema);
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': hooks.language().toUpperCase(),
  };
  // FormData (uploads) sets its own multipart Content-Type with the boundary.
  const isFormData = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await hooks.fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      credentials: 'include',
      headers,
      body:
        options.body === undefined ? undefined : isFormData ? (options.body as FormData) : JSON.stringify(options.body),
      signal,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const kind = timeout.aborted ? 'timeout' : 'network';
    throw new ApiError({ status: 0, kind, message: String(cause) });
  }

  sessionIdle.note(response.headers.get('x-session-idle-expires'));
  const json: unknown = await response.json().catch(() => null);
  return readEnvelope(
    { status: response.status, ok: response.ok, statusText: response.statusText, json },
    () => response.headers.get('Retry-After'),
    await schemas,
    options.skipSessionHandler,
  );
}

type Schemas<T extends z.ZodType> = [typeof import('@app/contract/envelope'), T] | null;
type RawResponse = { status: number; ok: boolean; statusText: string; json: unknown };

/** The envelope and data schemas, loaded in parallel with the request where answers are validated. */
function loadSchemas<T extends z.ZodType>(schema: () => Promise<T>): Promise<Schemas<T>> {
  if (!VALIDATE_RESPONSES) return Promise.resolve(null);
  const schemas = Promise.all([import('@app/contract/envelope'), schema()]);
  // Never an unhandled rejection when the request fails first; awaited by the caller.
  schemas.catch(() => undefined);
  return schemas;
}

/**
 * Reads a message the server built from a contract schema (a live event): checked against the schema where answers
 * are validated, taken as it is in production. `isShaped` is the cheap check of its outline used then.
 */
export async function readServerMessage<T>(
  json: unknown,
  schema: () => Promise<z.ZodType<T>>,
  isShaped: (value: Record<string, unknown>) => boolean,
): Promise<T | null> {
  if (!VALIDATE_RESPONSES) return isObject(json) && isShaped(json) ? (json as T) : null;
  const parsed = (await schema()).safeParse(json);
  return parsed.success ? parsed.data : null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The message, code and failing fields of an error envelope (the contract's ErrorEnvelopeSchema), or null. */
function readErrorEnvelope(json: unknown): { message: string; errorCode: ErrorCode; fields: FieldError[] } | null {
  if (!isObject(json) || typeof json.message !== 'string' || !isErrorCode(json.errorCode)) return null;
  const fields = Array.isArray(json.fields) ? json.fields : [];
  const isField = (f: unknown): f is FieldError =>
    isObject(f) && typeof f.path === 'string' && typeof f.key === 'string' && typeof f.message === 'string';
  return { message: json.message, errorCode: json.errorCode, fields: fields.filter(isField) };
}

/** The envelope's `data`, or the ApiError it describes (a 401 SESSION_EXPIRED also tells the global handler). */
function readEnvelope<T extends z.ZodType>(
  response: RawResponse,
  retryAfter: () => string | null,
  schemas: Schemas<T>,
  skipSessionHandler?: boolean,
): z.infer<T> {
  if (!response.ok) {
    const envelope = readErrorEnvelope(response.json);
    const error = new ApiError({
      status: response.status,
      kind: 'http',
      message: envelope?.message ?? response.statusText,
      errorCode: envelope?.errorCode ?? null,
      fields: envelope?.fields ?? [],
      retryAfter: parseRetryAfter(retryAfter()),
    });
    const code = error.errorCode;
    if (error.status === 401 && (code === 'SESSION_EXPIRED' || code === 'MEMBERSHIP_ENDED') && !skipSessionHandler) {
      hooks.onSessionExpired(code);
    }
    throw error;
  }
  if (!schemas) {
    if (isObject(response.json) && 'data' in response.json) return response.json.data as z.infer<T>;
    throw new ApiError({ status: response.status, kind: 'invalid-response', message: 'The answer is no envelope' });
  }
  const [{ envelopeOf }, schema] = schemas;
  const parsed = envelopeOf(schema).safeParse(response.json);
  if (!parsed.success) {
    throw new ApiError({ status: response.status, kind: 'invalid-response', message: parsed.error.message });
  }
  return (parsed.data as { data: unknown }).data as z.infer<T>;
}

type UploadOptions<T extends z.ZodType> = {
  method?: 'POST' | 'PUT';
  body: FormData;
  schema: () => Promise<T>;
  /** Called with the share of the body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * A multipart upload with progress (fetch cannot report upload progress, so this uses XMLHttpRequest); the same
 * cookie, language header, timeout and envelope handling as `apiRequest`.
 */
export async function apiUpload<T extends z.ZodType>(path: string, options: UploadOptions<T>): Promise<z.infer<T>> {
  const schemas = loadSchemas(options.schema);
  const raw = await new Promise<RawResponse & { retryAfter: string | null }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', path);
    xhr.withCredentials = true;
    xhr.timeout = HTTP_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', hooks.language().toUpperCase());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      resolve({
        status: xhr.status,
        ok,
        statusText: xhr.statusText,
        json,
        retryAfter: xhr.getResponseHeader('Retry-After'),
      });
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, kind: 'network', message: 'network error' }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, kind: 'timeout', message: 'timeout' }));
    xhr.onabort = () => reject(new DOMException('Aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.body);
  });
  return readEnvelope(raw, () => raw.retryAfter, await schemas);
}

/** The schema of an empty `data` (`null`), for calls that answer with nothing. */
export const nullData = () => import('zod').then(({ z }) => z.null());
