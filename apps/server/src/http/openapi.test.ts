import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { requireRole } from './auth';
import { describeOperation, documentPathOf, operationIdOf, registerOpenApi } from './openapi';

describe('API document helpers', () => {
  it('derives operation ids and document paths from method and URL', () => {
    expect(operationIdOf('GET', '/api/v1/users/:id/profile')).toBe('getUsersByIdProfile');
    expect(operationIdOf('POST', '/api/v1/user/delete/reqeust')).toBe('postUserDeleteReqeust');
    expect(operationIdOf('GET', '/api/v1/users/:id/applications/:appId/interview.ics')).toBe(
      'getUsersByIdApplicationsByAppIdInterviewIcs',
    );
    expect(operationIdOf('GET', '/api/health')).toBe('getHealth');
    expect(documentPathOf('/api/v1/files/*')).toBe('/api/v1/files/{key}');
    expect(documentPathOf('/api/v1/organizations/:orgId/tags/:tag')).toBe('/api/v1/organizations/{orgId}/tags/{tag}');
  });

  it('reads the error codes a route can answer from its declaration', () => {
    const params = z.object({ id: z.number() });
    expect(describeOperation({ method: 'GET', url: '/api/health', schema: {} }).codes).toEqual(['SERVICE_UNAVAILABLE']);
    expect(
      describeOperation({
        method: 'PUT',
        url: '/api/v1/things/:id',
        onRequest: requireRole('NORMAL'),
        schema: { params, body: z.object({}) },
        config: { errors: ['CONFLICT'] },
      }).codes.sort(),
    ).toEqual(
      [
        'VALIDATION_FAILED',
        'UNAUTHENTICATED',
        'SESSION_EXPIRED',
        'FORBIDDEN',
        'CROSS_SITE_REQUEST',
        'CONSENT_REQUIRED',
        'PAYLOAD_TOO_LARGE',
        'UNSUPPORTED_MEDIA_TYPE',
        'NOT_FOUND',
        'CONFLICT',
        'SERVICE_UNAVAILABLE',
      ].sort(),
    );
    // Every role admitted: no 403 from the guard; anySite: none from the cross-site guard either.
    const open = describeOperation({
      method: 'DELETE',
      url: '/api/v1/things/:id',
      onRequest: requireRole('NORMAL', 'ORGANIZATION', 'ADMIN'),
      schema: { params },
      config: { anySite: true, omitErrors: ['NOT_FOUND'] },
    });
    expect(open.codes).not.toContain('FORBIDDEN');
    expect(open.codes).not.toContain('CROSS_SITE_REQUEST');
    expect(open.codes).not.toContain('NOT_FOUND');
    // A write allowed before consent to a changed policy does not answer CONSENT_REQUIRED.
    expect(
      describeOperation({
        method: 'PUT',
        url: '/api/v1/things',
        onRequest: requireRole('NORMAL'),
        schema: {},
        config: { beforeConsent: true },
      }).codes,
    ).not.toContain('CONSENT_REQUIRED');
    expect(() =>
      describeOperation({ method: 'GET', url: '/api/v1/things', schema: {}, config: { omitErrors: ['NOT_FOUND'] } }),
    ).toThrow(/omits NOT_FOUND/);
  });

  it('refuses a duplicate operationId and extras for a route that does not exist', async () => {
    const duplicate = Fastify({ logger: false });
    await registerOpenApi(duplicate, { extras: {} });
    duplicate.get('/api/v1/a', { schema: { operationId: 'same' } }, async () => ({}));
    expect(() => duplicate.get('/api/v1/b', { schema: { operationId: 'same' } }, async () => ({}))).toThrow(
      /operationId same of GET \/api\/v1\/b is taken by GET \/api\/v1\/a/,
    );
    await duplicate.close();

    const stale = Fastify({ logger: false });
    await registerOpenApi(stale, { extras: { 'GET /api/v1/gone': { errors: ['CONFLICT'] } } });
    stale.get('/api/v1/here', { schema: {} }, async () => ({}));
    await stale.ready();
    expect(() => stale.swagger()).toThrow(/name routes that do not exist: GET \/api\/v1\/gone/);
    await stale.close();
  });
});
