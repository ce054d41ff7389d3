import { describe, expect, it } from 'vitest';
import { languageOfPath, localeFromTag, resolveLanguage, swapLanguagePrefix } from './language';

describe('resolveLanguage', () => {
  it('prefers the route, then the cookie, then the browser, then English', () => {
    expect(resolveLanguage({ route: 'ko', cookie: 'en', browser: ['en-US'] })).toBe('ko');
    expect(resolveLanguage({ route: 'xx', cookie: 'ko', browser: ['en-US'] })).toBe('ko');
    expect(resolveLanguage({ cookie: null, browser: ['fr-FR', 'ko-KR'] })).toBe('ko');
    expect(resolveLanguage({ cookie: 'de', browser: ['ja-JP'] })).toBe('en');
    expect(resolveLanguage({})).toBe('en');
  });

  it('reads language tags loosely', () => {
    expect(localeFromTag('KO')).toBe('ko');
    expect(localeFromTag('ko_KR')).toBe('ko');
    expect(localeFromTag('en-GB')).toBe('en');
    expect(localeFromTag('vi')).toBeNull();
    expect(localeFromTag('')).toBeNull();
  });
});

describe('language prefixes', () => {
  it('finds the prefix of a path', () => {
    expect(languageOfPath('/ko/auth/signin')).toBe('ko');
    expect(languageOfPath('/en')).toBe('en');
    expect(languageOfPath('/talent/mypage')).toBeNull();
    expect(languageOfPath('/')).toBeNull();
  });

  it('swaps the prefix and keeps the rest of the path, query and hash', () => {
    expect(swapLanguagePrefix('/en/auth/signin?x=1#top', 'ko')).toBe('/ko/auth/signin?x=1#top');
    expect(swapLanguagePrefix('/ko/', 'en')).toBe('/en/');
    expect(swapLanguagePrefix('/ko', 'en')).toBe('/en/');
    expect(swapLanguagePrefix('/policy/terms', 'ko')).toBe('/ko/policy/terms');
    expect(swapLanguagePrefix('/', 'ko')).toBe('/ko/');
    expect(swapLanguagePrefix('/xx/page', 'en')).toBe('/en/xx/page');
  });
});
