import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);
const languages = ['en', 'ko'] as const;

/** Every leaf key of a catalogue, as dotted paths (array items by index). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
  }
  return [prefix];
}

function load(lang: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(root, lang, file), 'utf8'));
}

/** `{{name}}` placeholders and `<tag>` markers must match across languages. */
function tokensOf(value: unknown, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
  return (
    String(text)
      .match(/\{\{\w+\}\}|<\/?\w+>/g)
      ?.sort()
      .join(' ') ?? ''
  );
}

describe('locale catalogues', () => {
  const files = fs.readdirSync(path.join(root, 'en')).filter((f) => f.endsWith('.json'));

  it('have the same files in every language', () => {
    for (const lang of languages) {
      expect(
        fs
          .readdirSync(path.join(root, lang))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual(files.sort());
    }
  });

  for (const file of files) {
    it(`${file}: every key exists in English and Korean, with the same placeholders`, () => {
      const en = load('en', file);
      const ko = load('ko', file);
      const enKeys = keysOf(en).sort();
      const koKeys = keysOf(ko).sort();
      expect(
        koKeys.filter((k) => !enKeys.includes(k)),
        `only in ko/${file}`,
      ).toEqual([]);
      expect(
        enKeys.filter((k) => !koKeys.includes(k)),
        `only in en/${file}`,
      ).toEqual([]);
      for (const key of enKeys) expect(tokensOf(ko, key), `${file}: ${key}`).toBe(tokensOf(en, key));
    });
  }
});
