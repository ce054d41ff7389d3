import fs from 'node:fs';
import path from 'node:path';
import { isParticle } from '@app/contract/rules/korean-particles';
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

/** `{{name}}` placeholders (whatever their format, such as a Korean particle) and `<tag>` markers. */
function tokensOf(value: unknown, key: string): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], value);
  return (
    String(text)
      .match(/\{\{\s*\w+\s*(?:,[^}]*)?\}\}|<\/?\w+>/g)
      ?.map((token) => token.replace(/^\{\{\s*(\w+).*$/, '{{$1}}'))
      .sort()
      .join(' ') ?? ''
  );
}

/** Korean texts pick particles by the value's final sound (`{{company, 을를}}`), never both forms as 을(를). */
const I18NEXT_FORMATS = new Set(['number', 'currency', 'datetime', 'relativetime', 'list']);
const BOTH_FORMS = /을\(를\)|를\(을\)|이\(가\)|가\(이\)|은\(는\)|는\(은\)|와\(과\)|과\(와\)|\(으\)로/;

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

    it(`${file}: Korean names its particles, never both forms`, () => {
      const text = fs.readFileSync(path.join(root, 'ko', file), 'utf8');
      expect(text).not.toMatch(BOTH_FORMS);
      for (const [, format] of text.matchAll(/\{\{\s*\w+\s*,\s*([^}(]+?)\s*(?:\([^)]*\))?\}\}/g)) {
        const known = isParticle(format ?? '') || I18NEXT_FORMATS.has(format ?? '');
        expect(known, `${file}: unknown format ${format}`).toBe(true);
      }
    });
  }
});
