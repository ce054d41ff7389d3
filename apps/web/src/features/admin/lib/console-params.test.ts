import { describe, expect, it } from 'vitest';
import { pageCountOf, readConsoleParams, writeConsoleParams } from './console-params';

describe('console params', () => {
  it('defaults to the first page of pending organizations', () => {
    expect(readConsoleParams(new URLSearchParams(''))).toEqual({ status: 'PENDING', keyword: '', page: 1 });
  });
  it('reads status, keyword and page, ignoring bad values', () => {
    expect(readConsoleParams(new URLSearchParams('status=REJECTED&q=%20blue%20&page=3'))).toEqual({
      status: 'REJECTED',
      keyword: 'blue',
      page: 3,
    });
    expect(readConsoleParams(new URLSearchParams('status=nope&page=-2'))).toEqual({
      status: 'PENDING',
      keyword: '',
      page: 1,
    });
    expect(readConsoleParams(new URLSearchParams('page=1.5')).page).toBe(1);
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(writeConsoleParams({ status: 'PENDING', keyword: '', page: 1 }).toString()).toBe('');
    const params = { status: 'APPROVED', keyword: '누리', page: 2 } as const;
    expect(readConsoleParams(writeConsoleParams(params))).toEqual(params);
  });
  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(10, 10)).toBe(1);
    expect(pageCountOf(11, 10)).toBe(2);
  });
});
