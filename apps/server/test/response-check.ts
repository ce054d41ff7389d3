import type { ServerResponse } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

/**
 * Checks responses against the API document: every response a test receives through `app.inject` must have a status
 * its operation declares, a declared content type and, for JSON, a body valid under that status's schema (strict
 * Ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses). So the document cannot drift from what the server sends.
 */

type MediaType = { schema?: unknown };
type Response = { description?: string; content?: Record<string, MediaType> };
type Operation = { operationId?: string; responses?: Record<string, Response> };
export type ApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown> };
};

/** What the server knew about the route that answered: its operation, or that it is undocumented (hidden) or unknown. */
export type AnsweringRoute = { operationId?: string; hidden: boolean; url?: string };
export type Answer = { method: string; statusCode: number; contentType: string | undefined; body: string };

const COMPONENTS_ID = 'https://talentbridge.test/components';
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];

export type ResponseChecker = (route: AnsweringRoute, answer: Answer) => string | null;

/** A checker for one document; schemas are compiled on first use. */
export function createResponseChecker(document: ApiDocument): ResponseChecker {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats(ajv);
  for (const keyword of OPENAPI_KEYWORDS) ajv.addKeyword({ keyword });
  const rewrite = (schema: unknown) =>
    JSON.parse(JSON.stringify(schema), (_key, value) =>
      typeof value === 'string' && value.startsWith('#/components/schemas/')
        ? `${COMPONENTS_ID}#/$defs/${value.slice('#/components/schemas/'.length)}`
        : value,
    );
  ajv.addSchema({ $id: COMPONENTS_ID, $defs: rewrite(document.components?.schemas ?? {}) });

  const operations = new Map<string, { method: string; path: string; operation: Operation }>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (operation.operationId)
        operations.set(operation.operationId, { method: method.toUpperCase(), path, operation });
    }
  }
  const compiled = new Map<unknown, ValidateFunction>();
  const validatorOf = (schema: unknown) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(rewrite(schema));
      compiled.set(schema, validate);
    }
    return validate;
  };
  const envelope = document.components?.schemas?.ErrorEnvelope;

  return (route, answer) => {
    const mediaType = answer.contentType?.split(';')[0]?.trim().toLowerCase();
    if (route.hidden || answer.method === 'HEAD') return null;
    if (!route.operationId) {
      // No route matched: the not-found handler's envelope.
      if (!route.url && answer.statusCode === 404 && envelope) {
        return validateJson(
          validatorOf({ $ref: '#/components/schemas/ErrorEnvelope' }),
          answer.body,
          'unmatched URL 404',
        );
      }
      return `${answer.method} ${route.url ?? '(no route)'} answered ${answer.statusCode} but is not in the API document`;
    }
    const found = operations.get(route.operationId);
    if (!found) return `operation ${route.operationId} (${answer.method} ${route.url}) is not in the API document`;
    const name = `${found.method} ${found.path}`;
    const responses = found.operation.responses ?? {};
    const response = responses[String(answer.statusCode)];
    if (!response) {
      return `${name} answered ${answer.statusCode}, which the API document does not declare (it declares ${Object.keys(responses).join(', ')}): ${answer.body.slice(0, 300)}`;
    }
    if (!response.content) {
      return answer.body.length === 0
        ? null
        : `${name} ${answer.statusCode}: the document declares no body, the server sent ${mediaType}`;
    }
    const media = mediaType ? response.content[mediaType] : undefined;
    if (!media) {
      return `${name} ${answer.statusCode}: content type ${mediaType ?? '(none)'} is not among the declared ${Object.keys(response.content).join(', ')}`;
    }
    if (mediaType !== 'application/json' || media.schema === undefined) return null;
    return validateJson(validatorOf(media.schema), answer.body, `${name} ${answer.statusCode}`);
  };
}

function validateJson(validate: ValidateFunction, body: string, name: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return `${name}: the body is not JSON: ${body.slice(0, 200)}`;
  }
  if (validate(data)) return null;
  const errors = (validate.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');
  return `${name}: the body does not match the API document: ${errors}\n  body: ${body.slice(0, 500)}`;
}

const checkers = new WeakMap<object, ResponseChecker>();

/**
 * Makes `app.inject` check every response against the app's own API document and throw (failing the test) with the
 * route, the status and the validation error when it does not match. Call before the app is ready.
 */
export function checkResponsesAgainstDocument(app: FastifyInstance) {
  const routes = new WeakMap<ServerResponse, AnsweringRoute>();
  app.addHook('onSend', async (request, reply, payload) => {
    const schema = request.routeOptions.schema as { operationId?: string; hide?: boolean } | undefined;
    routes.set(reply.raw, {
      operationId: schema?.operationId,
      hidden: schema?.hide === true,
      url: request.routeOptions.url,
    });
    return payload;
  });
  const inject = app.inject.bind(app) as (options: unknown) => Promise<InjectedResponse>;
  const checked = async (options: unknown) => {
    const response = await inject(options);
    const document = app.swagger() as unknown as ApiDocument;
    let checker = checkers.get(document);
    if (!checker) {
      checker = createResponseChecker(document);
      checkers.set(document, checker);
    }
    const route = routes.get(response.raw.res) ?? { hidden: false };
    const problem = checker(route, {
      method: response.raw.req.method ?? 'GET',
      statusCode: response.statusCode,
      contentType: response.headers['content-type'] as string | undefined,
      body: decodedBody(response),
    });
    if (problem) throw new Error(`Response check: ${problem}`);
    return response;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
}

/** The body as sent before compression (answers are brotli or gzip when the request accepts it). */
function decodedBody(response: InjectedResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}

type InjectedResponse = {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  rawPayload: Buffer;
  raw: { req: { method?: string }; res: ServerResponse };
};
