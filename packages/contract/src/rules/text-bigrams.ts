/**
 * Search text for job postings. PostgreSQL's trigram index serves substrings of 3+ characters; for 1–2 character
 * terms (Korean words such as 개발, 서울, or "Go", "AI") the application stores every 1- and 2-character piece of
 * every word as the lexemes of a tsvector (written as a literal: no parser, no dictionary) with a GIN index, so those
 * terms are found through an index too.
 */

/** NFKC, lower case, whitespace collapsed: the form both the stored text and the keyword take. */
export function normalizeSearchText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Words: runs of letters, marks and digits. */
function words(normalized: string): string[] {
  return normalized.split(/[^\p{L}\p{M}\p{N}]+/u).filter(Boolean);
}

/** Every distinct 1- and 2-character piece (by code point) of every word of `text`. */
export function textGrams(text: string): string[] {
  const grams = new Set<string>();
  for (const word of words(normalizeSearchText(text))) {
    const chars = Array.from(word);
    for (let i = 0; i < chars.length; i += 1) {
      grams.add(chars[i] as string);
      if (i + 1 < chars.length) grams.add(`${chars[i]}${chars[i + 1]}`);
    }
  }
  return [...grams].sort();
}

/** Most terms a keyword may bring; more are ignored. */
export const SEARCH_TERMS_MAX = 5;

export type SearchTerm = { text: string; kind: 'substring' | 'gram' };

/**
 * A keyword as terms that must all match: words of 3+ characters are substring matches on the normalized text
 * (trigram index); shorter words are looked up in the grams. Duplicates are dropped.
 */
export function searchTerms(keyword: string): SearchTerm[] {
  const seen = new Set<string>();
  const terms: SearchTerm[] = [];
  for (const word of words(normalizeSearchText(keyword))) {
    if (seen.has(word)) continue;
    seen.add(word);
    terms.push({ text: word, kind: Array.from(word).length >= 3 ? 'substring' : 'gram' });
    if (terms.length === SEARCH_TERMS_MAX) break;
  }
  return terms;
}
