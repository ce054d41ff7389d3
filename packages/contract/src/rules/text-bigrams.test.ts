import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeSearchText, SEARCH_TERMS_MAX, searchTerms, textGrams } from './text-bigrams';

describe('normalizeSearchText', () => {
  it('lower-cases, applies NFKC and collapses spaces', () => {
    expect(normalizeSearchText('  Backend\tＤｅｖ \n 개발자 ')).toBe('backend dev 개발자');
  });
});

describe('textGrams', () => {
  it('holds every one- and two-syllable piece of Korean words', () => {
    const grams = textGrams('서울 백엔드 개발자 채용');
    for (const g of ['서울', '개발', '발자', '백엔', '엔드', '채용', '개', '울']) expect(grams).toContain(g);
    expect(grams).not.toContain('울백');
  });

  it('holds short Latin pieces, lower-cased, and never crosses words or punctuation', () => {
    const grams = textGrams('Go/AI engineer, QA.');
    for (const g of ['go', 'ai', 'qa', 'en', 'g']) expect(grams).toContain(g);
    expect(grams).not.toContain('oa');
    expect(grams).not.toContain('ie');
  });

  it('is sorted and distinct', () => {
    const grams = textGrams('개발 개발 개발');
    expect(grams).toEqual(['개', '개발', '발']);
  });

  it('contains every short word of any text', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('개발', '서울', 'go', 'ai', '자', 'x'), { maxLength: 6 }), (ws) => {
        const grams = textGrams(ws.join(' '));
        for (const w of ws) expect(grams).toContain(w);
      }),
    );
  });
});

describe('searchTerms', () => {
  it('splits a keyword into substring and gram terms', () => {
    expect(searchTerms('  개발 Backend  서울 ')).toEqual([
      { text: '개발', kind: 'gram' },
      { text: 'backend', kind: 'substring' },
      { text: '서울', kind: 'gram' },
    ]);
    expect(searchTerms('개발자')).toEqual([{ text: '개발자', kind: 'substring' }]);
  });

  it('drops punctuation, duplicates and terms past the limit', () => {
    expect(searchTerms('%_%')).toEqual([]);
    expect(searchTerms('go go GO')).toEqual([{ text: 'go', kind: 'gram' }]);
    expect(searchTerms('a b c d e f g h')).toHaveLength(SEARCH_TERMS_MAX);
  });
});
