import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';
import { findPasswordProblem } from './password';

const isCommon = (lower: string) => ['password', 'iloveyou', 'sunshine1'].includes(lower);

describe('findPasswordProblem', () => {
  it.each([
    [PASSWORD_MIN - 1, 'validation.passwordLength'],
    [PASSWORD_MIN, null],
    [PASSWORD_MAX, null],
    [PASSWORD_MAX + 1, 'validation.passwordLength'],
  ])('a password of %i ASCII characters gives %s', (length, expected) => {
    expect(findPasswordProblem('x'.repeat(length))).toBe(expected);
  });

  it('counts Korean syllables as one character each, not three bytes', () => {
    expect(findPasswordProblem('가'.repeat(7))).toBe('validation.passwordLength');
    expect(findPasswordProblem('가'.repeat(8))).toBeNull();
    expect(findPasswordProblem('가'.repeat(128))).toBeNull();
    expect(findPasswordProblem('가'.repeat(129))).toBe('validation.passwordLength');
  });

  it('counts an emoji (two UTF-16 units) as one character', () => {
    expect('😀'.repeat(4).length).toBe(8);
    expect(findPasswordProblem('😀'.repeat(7))).toBe('validation.passwordLength');
    expect(findPasswordProblem('😀'.repeat(8))).toBeNull();
    expect(findPasswordProblem('😀'.repeat(128))).toBeNull();
    expect(findPasswordProblem('😀'.repeat(129))).toBe('validation.passwordLength');
  });

  it('refuses the e-mail and its local part, whatever the case and spacing of the e-mail', () => {
    expect(findPasswordProblem('someone@example.com', 'someone@example.com')).toBe('validation.passwordIsEmail');
    expect(findPasswordProblem('SomeOne@Example.com', '  someone@EXAMPLE.com ')).toBe('validation.passwordIsEmail');
    expect(findPasswordProblem('someone1', 'someone1@example.com')).toBe('validation.passwordIsEmail');
    expect(findPasswordProblem('someone12', 'someone1@example.com')).toBeNull();
  });

  it('asks the common predicate with the lower-cased password', () => {
    expect(findPasswordProblem('PassWord', undefined, isCommon)).toBe('validation.passwordCommon');
    expect(findPasswordProblem('Sunshine1', 'a@b.co', isCommon)).toBe('validation.passwordCommon');
    expect(findPasswordProblem('not-common-at-all', 'a@b.co', isCommon)).toBeNull();
    // Without a predicate nothing counts as common.
    expect(findPasswordProblem('password')).toBeNull();
  });

  it('reports length before anything else', () => {
    expect(findPasswordProblem('short', 'short@example.com', () => true)).toBe('validation.passwordLength');
  });
});
