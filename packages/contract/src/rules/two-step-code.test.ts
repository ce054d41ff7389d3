import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, idleWarningDelay, readTwoStepCode } from './two-step-code';

describe('readTwoStepCode', () => {
  it('reads six digits as an app code, ignoring spaces and dashes', () => {
    expect(readTwoStepCode('123456')).toEqual({ kind: 'totp', code: '123456' });
    expect(readTwoStepCode(' 123 456 ')).toEqual({ kind: 'totp', code: '123456' });
    expect(readTwoStepCode('123-456')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('reads ten letters of the alphabet as a recovery code, in any case and grouping', () => {
    expect(readTwoStepCode('ABCDE-FGHJK')).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
    expect(readTwoStepCode('abcde fghjk')).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
  });

  it('refuses anything else', () => {
    expect(readTwoStepCode('')).toBeNull();
    expect(readTwoStepCode('12345')).toBeNull();
    expect(readTwoStepCode('1234567')).toBeNull();
    // 0, 1, i, l and o are not in the recovery alphabet.
    expect(readTwoStepCode('abcde-fghi0')).toBeNull();
    expect(readTwoStepCode('abcdefghjkm')).toBeNull();
  });

  it('formats a recovery code that reads back as itself', () => {
    const shown = formatRecoveryCode('abcdefghjk');
    expect(shown).toBe('abcde-fghjk');
    expect(readTwoStepCode(shown)).toEqual({ kind: 'recovery', code: 'abcdefghjk' });
  });
});

describe('idleWarningDelay', () => {
  it('is the time until a minute before the end, never negative', () => {
    expect(idleWarningDelay(10 * 60_000, 0, 60)).toBe(9 * 60_000);
    expect(idleWarningDelay(30_000, 0, 60)).toBe(0);
  });
});
