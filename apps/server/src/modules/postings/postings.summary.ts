import { POSTING_SUMMARY_SENTENCES } from '@app/contract/limits';

/** Longest summary kept, in characters. */
const SUMMARY_MAX_CHARS = 400;

/**
 * Sentences: split after `.`, `!`, `?`, `。` followed by space, and at line breaks; list markers are dropped. Works for
 * Korean (`…합니다.`) and English alike.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?。])\s+/u)
    .map((s) =>
      s
        .replace(/^\s*(?:[-*•·]|\d+[.)])\s*/u, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((s) => Array.from(s).length >= 8);
}

const HANGUL = /\p{Script=Hangul}/u;

/**
 * Terms of a sentence: English words of 3+ letters (lower case, without a few stop words), and for Korean words the
 * two-syllable pieces, so that 개발자를 and 개발 share 개발 without a morphological analyser.
 */
export function sentenceTerms(sentence: string): string[] {
  const terms: string[] = [];
  for (const word of sentence.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    if (HANGUL.test(word)) {
      const chars = Array.from(word);
      for (let i = 0; i + 1 < chars.length; i += 1) terms.push(`${chars[i]}${chars[i + 1]}`);
    } else if (word.length >= 3 && !STOP_WORDS.has(word)) {
      terms.push(word);
    }
  }
  return terms;
}

const STOP_WORDS = new Set(
  'the and for with you our are will that this from have has your who can all any not but its per into more than also other such they them their what when where which while about'.split(
    ' ',
  ),
);

/**
 * An extractive summary: each sentence scores the document frequency of its terms (how central they are to the
 * whole text), divided by the square root of its length so long sentences do not win by size, with a small bonus for
 * the opening sentence. The best few are returned in their original order. No outside service; any language whose
 * sentences end with the usual punctuation or line breaks.
 */
export function summarize(text: string, maxSentences = POSTING_SUMMARY_SENTENCES): string | null {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return null;
  const termsOf = sentences.map((s) => sentenceTerms(s));
  const frequency = new Map<string, number>();
  for (const terms of termsOf) for (const t of new Set(terms)) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const scored = sentences.map((sentence, index) => {
    const terms = termsOf[index] ?? [];
    const weight = terms.reduce((sum, t) => sum + (frequency.get(t) ?? 0) - 1, 0);
    const score = weight / Math.sqrt(terms.length + 1) + (index === 0 ? 0.5 : 0);
    return { sentence, index, score };
  });
  const chosen = scored
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, maxSentences)
    .sort((a, b) => a.index - b.index);
  let summary = '';
  for (const { sentence } of chosen) {
    const next = summary ? `${summary} ${sentence}` : sentence;
    if (Array.from(next).length > SUMMARY_MAX_CHARS) break;
    summary = next;
  }
  return (
    summary ||
    `${Array.from(chosen[0]?.sentence ?? '')
      .slice(0, SUMMARY_MAX_CHARS - 1)
      .join('')}…`
  );
}

/** The text a posting summary is made from. */
export function postingSummarySource(p: {
  businessOverview: string;
  requiredQualification: string;
  preferredQualification: string | null;
  otherDetails: string | null;
}) {
  return [p.businessOverview, p.requiredQualification, p.preferredQualification, p.otherDetails]
    .filter(Boolean)
    .join('\n');
}
