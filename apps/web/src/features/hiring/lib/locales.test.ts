import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/hiring.json';
import ko from '../../../locales/ko/hiring.json';

/** Every key path of a message catalogue (`decision.title.OFFER`). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, v]) => keysOf(v, prefix ? `${prefix}.${key}` : key));
}

describe('the hiring messages', () => {
  it('have the same keys in English and Korean, none empty', () => {
    expect(keysOf(ko).sort()).toEqual(keysOf(en).sort());
    for (const catalogue of [en, ko]) {
      for (const key of keysOf(catalogue)) {
        const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('use the same placeholders in both languages', () => {
    const placeholders = (catalogue: unknown, key: string) =>
      [
        ...String(key.split('.').reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], catalogue)).matchAll(
          /{{(\w+)}}/g,
        ),
      ]
        .map((m) => m[1])
        .sort();
    for (const key of keysOf(en)) expect(placeholders(ko, key), key).toEqual(placeholders(en, key));
  });
});
