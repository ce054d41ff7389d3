import { envelopeOf } from '@app/contract/envelope';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/http/app-error';
import { requireRole } from '../src/http/auth';
import { registerErrorHandling } from '../src/http/error-handler';
import { registerOpenApi } from '../src/http/openapi';
import { checkResponsesAgainstDocument } from './response-check';

/** A throwaway app whose routes answer what their declarations promise, and some that do not. */
async function throwawayApp() {
  const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('auth', null);
  await registerOpenApi(app, { extras: {} });
  const Item = envelopeOf(z.object({ id: z.number().int(), kind: z.enum(['A', 'B']).nullable() }));
  // Declares an enum, sends a value outside it: the serializer does not check the response, the checker must.
  app.get(
    '/api/v1/items/:id',
    { schema: { params: z.object({ id: z.coerce.number() }), response: { 200: Item } } },
    async (request, reply) =>
      reply
        .type('application/json')
        .serializer(JSON.stringify)
        .send(
          request.params.id === 1
            ? { code: 200, message: 'OK', data: { id: 1, kind: null } }
            : ({ code: 200, message: 'OK', data: { id: 2, kind: 'C', extra: true } } as never),
        ),
  );
  app.get('/api/v1/declared', { schema: { response: { 200: Item } } }, async () => ({
    code: 200,
    message: 'OK',
    data: { id: 1, kind: 'A' as const },
  }));
  // Answers 409 without declaring it.
  app.post('/api/v1/conflict', { schema: { body: z.object({ name: z.string() }) } }, async () => {
    throw new AppError('CONFLICT', 409);
  });
  // Throws a code declared under no status of this route.
  app.get('/api/v1/guarded', { onRequest: requireRole('ADMIN'), schema: {} }, async () => ({}));
  app.get(
    '/api/v1/calendar',
    { config: { produces: { description: 'A calendar', content: { 'text/calendar': 'text' } } }, schema: {} },
    async (_request, reply) => reply.type('text/plain').send('BEGIN:VCALENDAR'),
  );
  checkResponsesAgainstDocument(app);
  return app;
}

describe('response check against the API document', () => {
  it('passes responses that match their declaration, including a null enum', async () => {
    const app = await throwawayApp();
    const declared = await app.inject({ method: 'GET', url: '/api/v1/declared' });
    expect(declared.statusCode).toBe(200);
    const nullEnum = await app.inject({ method: 'GET', url: '/api/v1/items/1' });
    expect(nullEnum.json().data.kind).toBeNull();
    const invalid = await app.inject({ method: 'POST', url: '/api/v1/conflict', payload: {} });
    expect(invalid.statusCode).toBe(400);
    const unauthenticated = await app.inject({ method: 'GET', url: '/api/v1/guarded' });
    expect(unauthenticated.statusCode).toBe(401);
    const unknown = await app.inject({ method: 'GET', url: '/api/v1/nowhere' });
    expect(unknown.statusCode).toBe(404);
    await app.close();
  });

  it('fails a body that does not match the schema of its status, naming route, status and the error', async () => {
    const app = await throwawayApp();
    await expect(app.inject({ method: 'GET', url: '/api/v1/items/2' })).rejects.toThrow(
      /GET \/api\/v1\/items\/\{id\} 200: the body does not match the API document/,
    );
    await app.close();
  });

  it('fails a status the operation does not declare', async () => {
    const app = await throwawayApp();
    await expect(app.inject({ method: 'POST', url: '/api/v1/conflict', payload: { name: 'x' } })).rejects.toThrow(
      /POST \/api\/v1\/conflict answered 409, which the API document does not declare/,
    );
    await app.close();
  });

  it('fails a content type the operation does not declare', async () => {
    const app = await throwawayApp();
    await expect(app.inject({ method: 'GET', url: '/api/v1/calendar' })).rejects.toThrow(
      /content type text\/plain is not among the declared text\/calendar/,
    );
    await app.close();
  });
});
