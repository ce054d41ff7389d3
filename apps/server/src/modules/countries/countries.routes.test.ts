import { CountryListSchema } from '@app/contract/schemas/country';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.cleanup());

describe('GET /api/v1/country-region', () => {
  it('lists every country from the data packages, publicly', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/country-region' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const body = res.json();
    expect(body.code).toBe(200);
    const list = CountryListSchema.parse(body.data);
    expect(list.length).toBeGreaterThanOrEqual(240);
    expect(new Set(list.map((c) => c.nationCode)).size).toBe(list.length);
    expect(new Set(list.map((c) => c.id)).size).toBe(list.length);
    for (const c of list) {
      expect(c.nationCode).toMatch(/^[A-Z]{2}$/);
      expect(c.nameKo && c.nameEn && c.nameJa && c.nameVi, c.nationCode).toBeTruthy();
      expect(c.timeZoneId, c.nationCode).toMatch(/^[A-Za-z_]+\/[A-Za-z_/+-]+$|^UTC$|^Etc\//);
      expect(c.utcEn, c.nationCode).toMatch(/^\(UTC[+-]\d\d:\d\d\) /);
    }
  });

  it('has Korea with its Korean name, +82 and Asia/Seoul, and a UTC label per language', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/v1/country-region' })).json().data as Record<
      string,
      string | number
    >[];
    const kr = list.find((c) => c.nationCode === 'KR');
    expect(kr).toMatchObject({
      id: 410,
      nationCode: 'KR',
      nameKo: '대한민국',
      nameEn: 'South Korea',
      nameJa: '大韓民国',
      nameVi: 'Hàn Quốc',
      callingCode: '+82',
      timeZoneId: 'Asia/Seoul',
    });
    expect(kr?.utcKo).toMatch(/^\(UTC\+09:00\) .*한국/);
    expect(kr?.utcEn).toMatch(/^\(UTC\+09:00\) Korean/);
    expect(kr?.utcJa).toMatch(/^\(UTC\+09:00\) /);
    expect(kr?.utcVi).toMatch(/^\(UTC\+09:00\) /);
    expect(kr?.utcKo).not.toBe(kr?.utcEn);
    const us = list.find((c) => c.nationCode === 'US');
    expect(us).toMatchObject({ callingCode: '+1', nameKo: '미국' });
    const vn = list.find((c) => c.nationCode === 'VN');
    expect(vn).toMatchObject({
      callingCode: '+84',
      timeZoneId: 'Asia/Ho_Chi_Minh',
      utcEn: expect.stringMatching(/^\(UTC\+07:00\) /),
    });
    // Countries whose zone tzdata merged into a neighbour's keep their own identifier.
    expect(list.find((c) => c.nationCode === 'DK')?.timeZoneId).toBe('Europe/Copenhagen');
    expect(list.find((c) => c.nationCode === 'IS')?.timeZoneId).toBe('Atlantic/Reykjavik');
  });

  it('ignores the query string and needs no session', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/country-region?x=1',
      headers: { authorization: 'Bearer no-such-token' },
    });
    expect(res.statusCode).toBe(200);
  });
});
