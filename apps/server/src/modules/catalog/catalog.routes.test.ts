import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('catalogue', () => {
  it('lists at least 150 skills in categories, with English and Korean names, cacheable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/categories/skills' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const categories = res.json().data as { code: string; nameKo: string; skills: { nameEn: string }[] }[];
    expect(categories.length).toBeGreaterThanOrEqual(10);
    expect(categories.map((c) => c.code)).toEqual(
      expect.arrayContaining(['LANGUAGES', 'FRONTEND', 'BACKEND', 'MOBILE', 'DATA_AI', 'DEVOPS_CLOUD', 'DATABASES']),
    );
    expect(categories.flatMap((c) => c.skills).length).toBeGreaterThanOrEqual(150);
    const languages = categories.find((c) => c.code === 'LANGUAGES');
    expect(languages?.nameKo).toBe('프로그래밍 언어');
    expect(languages?.skills).toEqual(
      expect.arrayContaining([expect.objectContaining({ nameEn: 'Python', nameKo: '파이썬' })]),
    );
  });

  it('lists at least 30 job roles in categories', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/categories/job-roles' });
    expect(res.statusCode).toBe(200);
    const categories = res.json().data as { jobRoles: { nameEn: string; nameKo: string }[] }[];
    expect(categories.flatMap((c) => c.jobRoles).length).toBeGreaterThanOrEqual(30);
    expect(categories.flatMap((c) => c.jobRoles)).toEqual(
      expect.arrayContaining([
        { id: expect.any(Number), categoryId: 1, nameEn: 'Backend Developer', nameKo: '백엔드 개발자' },
      ]),
    );
  });

  it('lists skills and job titles flat, optionally by category', async () => {
    const all = await app.inject({ method: 'GET', url: '/api/v1/skills' });
    expect(all.json().data.length).toBeGreaterThanOrEqual(150);
    const frontend = await app.inject({ method: 'GET', url: '/api/v1/skills?categoryId=2' });
    const rows = frontend.json().data as { categoryId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.categoryId === 2)).toBe(true);
    const titles = await app.inject({ method: 'GET', url: '/api/v1/job-titles' });
    expect(titles.statusCode).toBe(200);
    expect(titles.headers['cache-control']).toContain('public');
    expect(titles.json().data.length).toBeGreaterThanOrEqual(30);
  });

  it('rejects a bad category filter with 400', async () => {
    for (const url of ['/api/v1/skills?categoryId=abc', '/api/v1/job-titles?categoryId=99999999999']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().errorCode).toBe('VALIDATION_FAILED');
    }
  });

  it('keeps the OpenAPI document buildable with the new schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/v1/users/{id}/profile', '/api/v1/upload/image', '/api/v1/user/delete/reqeust']),
    );
  });
});
