import { normalizeSearchText, type SearchTerm, searchTerms } from './text-bigrams';

/*
 * Reading text against the bilingual vocabulary: a keyword becomes terms (each a known concept, with all its
 * variants in both languages, or plain text as before), and a document's text becomes the set of concepts it
 * mentions. Concepts are keys such as `skill:5` (Go), `title:2` (Backend Developer), `word:developer`,
 * `place:seoul`, `country:KR`.
 */

/** Term (normalized) → the concepts it names; built from the vocabulary by `buildLexicon`. */
export type Lexicon = {
  terms: ReadonlyMap<string, readonly string[]>;
  maxWords: number;
  /** Names that are ordinary words too (express, slack, spring): they count in keywords and names, not in prose. */
  notInProse: ReadonlySet<string>;
};

/** A keyword term: a known concept (any of `concepts` matches) or, when `concepts` is empty, text as before. */
export type KeywordTerm = { text: string; concepts: string[]; search: SearchTerm | null };

/** Korean particles and endings that may follow a word without a space (서울에서, 백엔드를, 판교의). */
const PARTICLES = [
  '에서는',
  '에서',
  '으로',
  '에게',
  '까지',
  '부터',
  '에는',
  '에',
  '의',
  '을',
  '를',
  '은',
  '는',
  '이',
  '가',
  '로',
  '와',
  '과',
  '도',
  '만',
];

/**
 * The version of how text is read into concepts: part of the vocabulary's hash, so changing the reading (not only the
 * data) computes every posting's and talent's concepts again at the next start.
 */
export const READING_VERSION = 2;

/** Most terms a keyword may bring; more are ignored. */
export const KEYWORD_TERMS_MAX = 6;

/** The form terms are kept in: as search text is normalized, and without spaces between Korean words. */
export function normalizeTerm(term: string): string {
  return normalizeSearchText(term).replace(/(?<=[\p{Script=Hangul}]) (?=[\p{Script=Hangul}])/gu, '');
}

const hasHangul = (s: string) => /\p{Script=Hangul}/u.test(s);

/**
 * Words of a text: letters, marks and digits, keeping the symbols of names such as C++, C#, Node.js and .NET.
 * Korean words written apart are joined (서버 개발 → 서버개발) only when looking phrases up, not here.
 */
export function tokenize(text: string): string[] {
  const matches = normalizeSearchText(text).match(/\.?[\p{L}\p{M}\p{N}]+(?:[+#]+|[.\-/][\p{L}\p{M}\p{N}]+)*/gu);
  return matches ?? [];
}

/** Builds the lexicon from concepts and their names; a term naming several concepts keeps them all. */
export function buildLexicon(
  entries: readonly { key: string; names: readonly string[] }[],
  notInProse: readonly string[] = [],
): Lexicon {
  const terms = new Map<string, string[]>();
  let maxWords = 1;
  for (const { key, names } of entries) {
    for (const name of names) {
      const term = tokenize(name).join(' ');
      if (!term) continue;
      const forms = new Set([term, normalizeTerm(term)]);
      for (const form of forms) {
        const list = terms.get(form) ?? [];
        if (!list.includes(key)) terms.set(form, [...list, key]);
        maxWords = Math.max(maxWords, form.split(' ').length);
      }
    }
  }
  return { terms, maxWords, notInProse: new Set(notInProse.map((n) => tokenize(n).join(' '))) };
}

/** The concepts of one word written without spaces (백엔드개발자, 서울에서), or null when it is not all known. */
function segmentWord(word: string, lexicon: Lexicon): { term: string; concepts: string[] }[] | null {
  const chars = Array.from(word);
  const found: { term: string; concepts: string[] }[] = [];
  let at = 0;
  while (at < chars.length) {
    const rest = chars.slice(at).join('');
    if (found.length > 0 && PARTICLES.includes(rest)) return found;
    let matched = 0;
    for (let end = chars.length; end > at; end -= 1) {
      const term = chars.slice(at, end).join('');
      const concepts = lexicon.terms.get(term);
      if (concepts) {
        found.push({ term, concepts: [...concepts] });
        matched = end - at;
        break;
      }
    }
    if (matched === 0) return null;
    at += matched;
  }
  return found;
}

/** The word without a Korean particle glued to its end (시스템을 → 시스템), or null when it has none. */
function withoutParticle(word: string): string | null {
  if (!hasHangul(word)) return null;
  const particle = PARTICLES.find((p) => word.endsWith(p) && word.length > p.length);
  return particle ? word.slice(0, -particle.length) : null;
}

/**
 * The longest phrase of up to `maxWords` tokens at `i` that names concepts, or null. The last word may carry a
 * particle (디자인 시스템을 → 디자인 시스템).
 */
function phraseAt(tokens: string[], i: number, lexicon: Lexicon) {
  for (let n = Math.min(lexicon.maxWords, tokens.length - i); n >= 1; n -= 1) {
    const words = tokens.slice(i, i + n);
    const bare = n > 1 ? withoutParticle(words[n - 1] as string) : null;
    const forms = [words.join(' ')];
    if (bare) forms.push([...words.slice(0, -1), bare].join(' '));
    for (const phrase of forms) {
      const concepts = lexicon.terms.get(phrase) ?? lexicon.terms.get(normalizeTerm(phrase));
      if (concepts) return { concepts: [...concepts], words: n, text: phrase };
    }
  }
  return null;
}

/**
 * Reads a keyword term by term. A phrase the vocabulary knows (the longest first: "data engineer", "서버 개발") is
 * one term matching its concepts; a Korean word written together is split into known words (백엔드개발자 → 백엔드,
 * 개발자) and its particles dropped (서울에서 → 서울); anything else stays plain text. Several terms narrow the
 * result; the variants of one term widen it. Repeated terms count once.
 */
export function readKeyword(keyword: string, lexicon: Lexicon): KeywordTerm[] {
  const tokens = tokenize(keyword);
  const out: KeywordTerm[] = [];
  const seen = new Set<string>();
  const push = (term: KeywordTerm) => {
    const id = term.concepts.length > 0 ? term.concepts.join('|') : `text:${term.text}`;
    if (seen.has(id) || out.length >= KEYWORD_TERMS_MAX) return;
    seen.add(id);
    out.push(term);
  };
  for (let i = 0; i < tokens.length; ) {
    const phrase = phraseAt(tokens, i, lexicon);
    if (phrase) {
      push({ text: phrase.text, concepts: phrase.concepts, search: null });
      i += phrase.words;
      continue;
    }
    const word = tokens[i] as string;
    const parts = hasHangul(word) ? segmentWord(word, lexicon) : null;
    if (parts) for (const { concepts } of parts) push({ text: word, concepts, search: null });
    else for (const search of searchTerms(word)) push({ text: search.text, concepts: [], search });
    i += 1;
  }
  return out;
}

/** Latin words of one or two letters (go, c, be, ai), and names that are ordinary words, mean no concept in prose. */
const isTooShortForProse = (term: string) => !hasHangul(term) && /^[a-z]{1,2}$/.test(term);
const isProseWord = (term: string, lexicon: Lexicon) => isTooShortForProse(term) || lexicon.notInProse.has(term);

/**
 * Every concept a document's text mentions: phrases and words the vocabulary knows, Korean words written together
 * or with particles included. Used to index postings and profiles, so a search in either language finds them.
 */
export function findConcepts(text: string, lexicon: Lexicon): Set<string> {
  const tokens = tokenize(text);
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; ) {
    const phrase = phraseAt(tokens, i, lexicon);
    if (phrase && !isProseWord(phrase.text, lexicon)) {
      for (const c of phrase.concepts) found.add(c);
      i += phrase.words;
      continue;
    }
    const word = tokens[i] as string;
    const parts = hasHangul(word) ? segmentWord(word, lexicon) : null;
    for (const { term, concepts } of parts ?? []) {
      if (!lexicon.notInProse.has(term)) for (const c of concepts) found.add(c);
    }
    i += 1;
  }
  return found;
}

/** The concepts of a name given as such (a skill or job title typed into a profile): the whole name, or none. */
export function conceptsOfName(name: string, lexicon: Lexicon): string[] {
  const term = tokenize(name).join(' ');
  return [...(lexicon.terms.get(term) ?? lexicon.terms.get(normalizeTerm(term)) ?? [])];
}

/**
 * The text a term matches where there are no concepts to match (names, as in the company directory): plain text as
 * always; for a known concept the typed word itself, except Latin words of one or two letters, which would match far
 * too much as text (go, be, fe). Searches over postings and profiles match known terms by concepts only.
 */
export function textSearchOf(term: KeywordTerm): SearchTerm | null {
  if (term.concepts.length === 0) return term.search;
  if (!hasHangul(term.text) && Array.from(term.text).length < 3) return null;
  return searchTerms(term.text)[0]?.text === term.text || term.text.includes(' ')
    ? { text: term.text, kind: Array.from(term.text).length >= 3 ? 'substring' : 'gram' }
    : null;
}
