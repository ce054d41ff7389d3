import { describe, expect, it } from 'vitest';
import { hasSessionHint } from './session-hint';

describe('hasSessionHint', () => {
  it('finds the hint among other cookies', () => {
    expect(hasSessionHint('lang=ko; signed-in=1')).toBe(true);
    expect(hasSessionHint('signed-in=1')).toBe(true);
  });
  it('is false without it, or for a cookie whose name only ends the same way', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('lang=ko')).toBe(false);
    expect(hasSessionHint('not-signed-in=1; x=signed-in=1')).toBe(false);
  });
});
