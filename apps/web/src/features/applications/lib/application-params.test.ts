import { describe, expect, it } from 'vitest';
import { readApplicationParams, writeApplicationParams } from './application-params';

describe('application list params', () => {
  it('defaults to the most recent first (RECENT_APPLIED, ASC)', () => {
    expect(readApplicationParams(new URLSearchParams())).toEqual({
      status: null,
      sort: 'RECENT_APPLIED',
      direction: 'ASC',
      page: 1,
    });
  });
  it('round-trips and drops unknown values', () => {
    const params = { status: 'WITHDRAWN', sort: 'DEADLINE', direction: 'DESC', page: 4 } as const;
    expect(readApplicationParams(new URLSearchParams(writeApplicationParams(params).toString()))).toEqual(params);
    expect(readApplicationParams(new URLSearchParams('status=NOPE&page=x')).status).toBeNull();
  });
});
