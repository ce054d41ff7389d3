import { describe, expect, it } from 'vitest';
import { resolveLanguage, translate } from './language';

describe('resolveLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['EN', 'en'],
    ['KO', 'ko'],
    ['ko', 'ko'],
    ['ko-KR', 'ko'],
    ['ko-KR,ko;q=0.9,en;q=0.8', 'ko'],
    ['en-US,en;q=0.9,ko;q=0.8', 'en'],
    ['fr', 'en'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,ko;q=0.8', 'ko'],
    ['en;q=0.5,ko;q=0.9', 'ko'],
    ['ko;q=0.1, en;q=0.2', 'en'],
    ['en;q=0, ko;q=0.3', 'ko'],
    ['*', 'en'],
    ['kor', 'en'],
    ['ko;q=abc', 'en'],
    ['ko;q=0', 'en'],
    ['ko;q=0, en;q=0.1', 'en'],
    [' KO-kr ', 'ko'],
  ])('%j → %s', (header, expected) => {
    expect(resolveLanguage(header)).toBe(expected);
  });

  it('uses the first of repeated headers', () => {
    expect(resolveLanguage(['ko', 'en'])).toBe('ko');
  });

  it('keeps the order of equal weights', () => {
    expect(resolveLanguage('en, ko')).toBe('en');
    expect(resolveLanguage('ko, en')).toBe('ko');
  });
});

describe('translate', () => {
  it('finds error and validation keys in both languages', () => {
    expect(translate('en', 'errors.EMAIL_TAKEN')).toBe('An account with this e-mail already exists.');
    expect(translate('ko', 'errors.EMAIL_TAKEN')).toBe('이미 가입된 이메일입니다.');
    expect(translate('ko', 'validation.required')).toBe('필수 입력 항목입니다.');
  });

  it('falls back to the generic text for unknown keys', () => {
    expect(translate('en', 'errors.NOPE')).toBe(translate('en', 'validation.invalid'));
    expect(translate('ko', 'nothing')).toBe(translate('ko', 'validation.invalid'));
  });
});
