import { describe, expect, it } from 'vitest';
import { splitMonths } from './use-duration-label';

describe('splitMonths', () => {
  it('splits months into whole years and the rest', () => {
    expect(splitMonths(27)).toEqual({ years: 2, months: 3 });
    expect(splitMonths(12)).toEqual({ years: 1, months: 0 });
    expect(splitMonths(0)).toEqual({ years: 0, months: 0 });
  });
});
