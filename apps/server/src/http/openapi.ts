import { ErrorEnvelopeSchema, FieldErrorSchema } from '@app/contract/envelope';
import type { ErrorCode } from '@app/contract/errors';
import { ROLES, type Role } from '@app/contract/schemas/common';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rolesOfGuard } from './auth';
import { ERROR_STATUS } from './error-status';
import type { NonJsonResponse, OperationExtras } from './openapi-extras';

export type { NonJsonResponse } from './openapi-extras';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Error codes the route's service can answer beyond those its declaration implies (see `describeOperation`):
     * conflicts, throttling, a 404 without path parameters...
     */
    errors?: readonly ErrorCode[];
    /** Codes its declaration implies that the route can never answer (an idempotent delete is never a 404). */
    omitErrors?: readonly ErrorCode[];
    /** A public route that still acts on the caller's session when one is sent. */
    optionalAuth?: boolean;
    /** The 200 response when it is not the JSON envelope (files, calendars, event streams). */
    produces?: NonJsonResponse;
    /** The parts of a `multipart/form-data` body the handler reads itself (documented, not validated by Fastify). */
    multipart?: z.ZodObject;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGNED_IN = [{ bearer: [] }, { cookie: [] }];
const ERROR_REF = '#/components/schemas/ErrorEnvelope';

const STATUS_TEXT: Record<number, string> = {
  400: 'The request is invalid (`fields` names each failing field)',
  401: 'Not signed in, or the session has ended',
  403: 'Not allowed',
  404: 'Not found, or not visible to the caller',
  409: 'Conflicts with the current state',
  410: 'Gone: no longer available here',
  413: 'The body or a file is too large',
  415: 'The body or a file has a type this route does not take',
  429: 'Too many requests; retry after `Retry-After` seconds',
  503: 'The database is unavailable; retry after `Retry-After` seconds',
};

/** `GET /api/v1/users/:id/profile` → `getUsersByIdProfile`: unique for a method and path, stable across builds. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api(\/v1)?\//, '/')
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      if (segment === '*') return 'ByKey';
      const param = segment.startsWith(':');
      const name = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('');
      return param ? `By${name}` : name;
    });
  return method.toLowerCase() + words.join('');
}

/** The path of a route in the document: `:id` → `{id}`, a trailing wildcard → `{key}`. */
export function documentPathOf(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, '{$1}').replace(/\/\*$/, '/{key}');
}

type RouteLike = Pick<RouteOptions, 'method' | 'url' | 'onRequest' | 'config' | 'schema'>;
type SchemaLike = { params?: unknown; querystring?: unknown; body?: unknown; headers?: unknown };

/** What the document says about one operation besides its own schemas. */
export type OperationDoc = {
  roles: readonly Role[] | null;
  optionalAuth: boolean;
  codes: ErrorCode[];
  produces: NonJsonResponse | undefined;
};

/**
 * The error codes a route can answer, read from its declaration: input schemas → 400; a body → 413 and 415; a role
 * guard → 401 (and 403 when it admits fewer than every role, or companies without `twoStepSetup`); a state-changing method → 403 from the cross-site
 * guard; path parameters → 404; every route → 503 (the session lookup alone reads the database). The route's
 * `config.errors` adds what its service throws besides; `config.omitErrors` removes what it can never answer.
 */
export function describeOperation(route: RouteLike): OperationDoc {
  const method = String(route.method);
  const schema = (route.schema ?? {}) as SchemaLike;
  const config = route.config ?? {};
  const roles = rolesOfGuard(route.onRequest);
  const codes = new Set<ErrorCode>();
  if (schema.params || schema.querystring || schema.body || schema.headers || config.multipart)
    codes.add('VALIDATION_FAILED');
  if (roles) {
    codes.add('UNAUTHENTICATED');
    codes.add('SESSION_EXPIRED');
    // A removed member's session, on the routes a member uses (decision 044).
    if (roles.length === 0 || roles.includes('ORGANIZATION')) codes.add('MEMBERSHIP_ENDED');
    if (roles.length > 0 && !ROLES.every((role) => roles.includes(role))) codes.add('FORBIDDEN');
    // A company member whose organization requires two-step sign-in they have not set up (decision 035).
    if ((roles.length === 0 || roles.includes('ORGANIZATION')) && !config.twoStepSetup) codes.add('TWO_STEP_REQUIRED');
  }
  if (!SAFE_METHODS.has(method) && !config.anySite) codes.add('CROSS_SITE_REQUEST');
  // The consent gate (modules/consents/consent-gate.ts): signed-in writes wait for consent to a changed policy.
  if (roles && !SAFE_METHODS.has(method) && !config.beforeConsent) codes.add('CONSENT_REQUIRED');
  if (schema.body || config.multipart) {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('UNSUPPORTED_MEDIA_TYPE');
  }
  if (/[:*]/.test(route.url)) codes.add('NOT_FOUND');
  for (const code of config.errors ?? []) codes.add(code);
  codes.add('SERVICE_UNAVAILABLE');
  for (const code of config.omitErrors ?? []) {
    if (!codes.delete(code)) throw new Error(`${method} ${route.url} omits ${code}, which it would not declare anyway`);
  }
  return { roles, optionalAuth: config.optionalAuth === true, codes: [...codes], produces: config.produces };
}

function errorResponse(status: number, codes: ErrorCode[], roles: readonly Role[] | null) {
  const notes: Partial<Record<ErrorCode, string>> = {
    FORBIDDEN: roles ? `only ${roles.join(', ')} may call it` : undefined,
    CROSS_SITE_REQUEST: 'a cookie-authenticated write from another site',
  };
  const listed = codes.map((code) => (notes[code] ? `${code} (${notes[code]})` : code));
  const description = `${STATUS_TEXT[status] ?? 'Error'}: ${listed.join(', ')}`;
  return {
    description,
    ...(status === 429 || status === 503
      ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } } }
      : {}),
    content: {
      'application/json': {
        schema: {
          allOf: [
            { $ref: ERROR_REF },
            { type: 'object', properties: { code: { const: status }, errorCode: { enum: codes } } },
          ],
        },
      },
    },
  };
}

function nonJsonResponse(produces: NonJsonResponse) {
  const content = Object.fromEntries(
    Object.entries(produces.content).map(([type, kind]) => [
      type,
      kind === 'text' ? { schema: { type: 'string' } } : {},
    ]),
  );
  return { description: produces.description, content };
}

/** The envelope components every error response refers to. */
function errorComponents() {
  const registry = z.registry<{ id: string }>();
  registry.add(FieldErrorSchema, { id: 'FieldError' });
  registry.add(ErrorEnvelopeSchema, { id: 'ErrorEnvelope' });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [
      id,
      id === 'ErrorEnvelope'
        ? {
            ...schema,
            description: 'Every error: the envelope with `data: null`, a stable `errorCode` and, for 400, `fields`',
          }
        : schema,
    ]),
  );
}

type Operation = { operationId?: string; responses: Record<string, unknown>; security?: unknown; 'x-roles'?: unknown };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown> };
};

/** Adds each operation's error responses, security and non-JSON responses to the built document. */
function completeDocument(
  document: Document,
  docs: Map<string, OperationDoc>,
  extras: Record<string, OperationExtras>,
  extrasUsed: Set<string>,
) {
  const unused = Object.keys(extras).filter((key) => !extrasUsed.has(key));
  if (unused.length > 0) throw new Error(`extras name routes that do not exist: ${unused.join(', ')}`);
  document.components.schemas = { ...document.components.schemas, ...errorComponents() };
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const doc = operation.operationId ? docs.get(operation.operationId) : undefined;
      if (!doc) throw new Error(`${method.toUpperCase()} ${path} has no operation description`);
      operation.security = doc.roles ? SIGNED_IN : doc.optionalAuth ? [{}, ...SIGNED_IN] : [];
      if (doc.roles?.length) operation['x-roles'] = doc.roles;
      if (doc.produces) operation.responses['200'] = nonJsonResponse(doc.produces);
      const byStatus = new Map<number, ErrorCode[]>();
      for (const code of doc.codes) {
        const status = ERROR_STATUS[code];
        byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
      }
      for (const status of [...byStatus.keys()].sort()) {
        operation.responses[String(status)] = errorResponse(status, byStatus.get(status) ?? [], doc.roles);
      }
    }
  }
  return document;
}

/**
 * The OpenAPI 3.1 document at `/api/docs/json` (page at `/api/docs`): every route's zod schemas, plus what the route's
 * declaration implies (operationId, security, the error envelope for each status it can answer) and its `config`
 * (extra error codes, non-JSON responses, multipart bodies). Register before the routes.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  { extras = {} }: { extras?: Record<string, OperationExtras> } = {},
) {
  const operationIds = new Map<string, string>();
  const docs = new Map<string, OperationDoc>();
  const extrasUsed = new Set<string>();

  app.addHook('onRoute', (route) => {
    const method = String(route.method);
    const schema = route.schema as { hide?: boolean; operationId?: string } | undefined;
    if (method === 'HEAD' || !schema || schema.hide) return;
    const key = `${method} ${route.url}`;
    const extra = extras[key];
    if (extra) {
      extrasUsed.add(key);
      route.config = {
        ...route.config,
        ...extra,
        errors: [...(route.config?.errors ?? []), ...(extra.errors ?? [])],
      };
    }
    schema.operationId ??= operationIdOf(method, route.url);
    const taken = operationIds.get(schema.operationId);
    if (taken && taken !== key) throw new Error(`operationId ${schema.operationId} of ${key} is taken by ${taken}`);
    operationIds.set(schema.operationId, key);
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'TalentBridge API',
        version: '1.0.0',
        description:
          'Recruiting marketplace for talents and companies. Every response is the envelope `{ code, message, data }`; errors add `errorCode` and, for validation, `fields`. `message` is in the language of `Accept-Language`.',
      },
      // Relative: the server that serves this document (RFC 3986 resolution against /api/docs/json).
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'The session token from sign-in' },
          cookie: { type: 'apiKey', in: 'cookie', name: 'access-token', description: 'The session cookie' },
        },
      },
    },
    transform: (input) => {
      const { route } = input;
      const result = jsonSchemaTransform(input);
      const schema = result.schema as Record<string, unknown> & { operationId?: string; hide?: boolean };
      if (schema.hide || !schema.operationId) return result;
      const multipart = route.config?.multipart;
      if (multipart) {
        schema.body = z.toJSONSchema(multipart, { target: 'draft-2020-12', io: 'input' });
        delete (schema.body as { $schema?: string }).$schema;
        schema.consumes = ['multipart/form-data'];
      }
      if (route.url.endsWith('/*')) {
        schema.params = {
          type: 'object',
          properties: { key: { type: 'string', description: 'The rest of the path (it may contain `/`)' } },
          required: ['key'],
        };
      }
      docs.set(schema.operationId, describeOperation(route));
      return { schema, url: documentPathOf(result.url) };
    },
    transformObject: (built) => {
      if (!('openapiObject' in built)) throw new Error('the API document is OpenAPI 3.1');
      return completeDocument(
        built.openapiObject as unknown as Document,
        docs,
        extras,
        extrasUsed,
      ) as typeof built.openapiObject;
    },
  });
  // The docs page loads only its own scripts, so the app's CSP covers it.
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
