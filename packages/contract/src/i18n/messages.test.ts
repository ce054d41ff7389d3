import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../errors';
import en from './en.json';
import ko from './ko.json';

/** Every leaf key as a dotted path. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe('shared message catalogues', () => {
  it('have exactly the same keys in English and Korean', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
  });

  it('translate every error code, with no empty text', () => {
    for (const code of ERROR_CODES) {
      expect(en.errors[code], code).toBeTruthy();
      expect(ko.errors[code], code).toBeTruthy();
    }
    for (const catalogue of [en, ko]) {
      for (const key of keysOf(catalogue)) {
        const text = key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], catalogue);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('are really translated: Korean texts contain Hangul', () => {
    for (const code of ERROR_CODES) expect(ko.errors[code]).toMatch(/[가-힣]/);
  });
});
