import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('health and readiness', () => {
  it('reports the process up', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 200, message: 'OK', data: { status: 'up' } });
  });

  it('reports the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.json().data.status).toBe('ready');
  });

  it('answers unknown API paths with a 404 envelope in the caller language', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/nope', headers: { 'accept-language': 'KO' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 404,
      errorCode: 'NOT_FOUND',
      data: null,
      message: '요청하신 항목을 찾을 수 없습니다.',
    });
  });
});
