/**
 * Korean particles chosen by how a word ends when read aloud (가온테크를, 김민준을, Kotlin으로, 버전 3으로), so texts
 * never fall back to 을(를). Names written in Latin letters or ending in digits are read as a Korean speaker says them.
 */

/** The particles a message can ask for, named by their two forms (after a final consonant first). */
export const PARTICLES = {
  을를: ['을', '를'],
  이가: ['이', '가'],
  은는: ['은', '는'],
  과와: ['과', '와'],
  으로: ['으로', '로'],
  이나: ['이나', '나'],
  이라는: ['이라는', '라는'],
} as const;
export type Particle = keyof typeof PARTICLES;

/** How a word ends: no final consonant, final ㄹ (which takes 로 like a vowel), another final consonant. */
export type FinalSound = 'vowel' | 'rieul' | 'consonant';

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
const RIEUL_CODA = 8;

/** Korean readings of the last digit: 일 칠 팔 end in ㄹ; 영 삼 육 in another consonant. */
const DIGIT_ENDINGS: Record<string, FinalSound> = {
  '0': 'consonant',
  '1': 'rieul',
  '2': 'vowel',
  '3': 'consonant',
  '4': 'vowel',
  '5': 'vowel',
  '6': 'consonant',
  '7': 'rieul',
  '8': 'rieul',
  '9': 'vowel',
};

/** Letter names as Korean reads them: 엘, 알 end in ㄹ; 엠, 엔 in another consonant; the rest in a vowel. */
const LETTER_ENDINGS: Record<string, FinalSound> = { l: 'rieul', r: 'rieul', m: 'consonant', n: 'consonant' };

function syllableEnding(code: number): FinalSound {
  const coda = (code - HANGUL_FIRST) % 28;
  if (coda === 0) return 'vowel';
  return coda === RIEUL_CODA ? 'rieul' : 'consonant';
}

/** A whole number by its last spoken unit: 10 십, 100 백, 1000 천, 10000 만, 10^8 억, 10^12 조. */
function numberEnding(digits: string): FinalSound {
  const last = digits.at(-1) ?? '0';
  if (last !== '0') return DIGIT_ENDINGS[last] ?? 'vowel';
  const zeros = digits.length - digits.replace(/0+$/, '').length;
  if (zeros === digits.length) return 'consonant'; // 영
  if (zeros >= 12) return 'vowel'; // 조
  return 'consonant'; // 십, 백, 천, 만, 억
}

/**
 * An English word by the usual Korean spelling of its ending: Kotlin 코틀린, Spring 스프링, Team 팀, Google 구글,
 * Slack 슬랙, Shop 숍, Market 마켓 end in a consonant; React 리액트, Docker 도커, Naver 네이버 in a vowel.
 */
function wordEnding(word: string): FinalSound {
  const w = word.toLowerCase();
  if (/(l|le|ll)$/.test(w)) return 'rieul';
  if (/(m|me|n|ne|ng)$/.test(w)) return 'consonant';
  if (/(ck|ook|alk)$/.test(w)) return 'consonant';
  if (/[aeiou](c|p|b)$/.test(w)) return 'consonant';
  if (/(^|[^aeiou])[aeiou]t$/.test(w)) return 'consonant';
  return 'vowel';
}

/** How `text` ends when read aloud, or null when it cannot tell (other scripts, nothing readable). */
export function finalSound(text: string): FinalSound | null {
  const trimmed = text.replace(/[^\p{L}\p{N}]+$/u, '');
  const lastChar = trimmed.at(-1);
  if (!lastChar) return null;
  const code = lastChar.charCodeAt(0);
  if (code >= HANGUL_FIRST && code <= HANGUL_LAST) return syllableEnding(code);
  const number = /\d[\d,]*$/.exec(trimmed);
  if (number) return numberEnding(number[0].replaceAll(',', ''));
  const latin = /[A-Za-z]+$/.exec(trimmed)?.[0];
  if (!latin) return null;
  const isAcronym = latin.length === 1 || latin === latin.toUpperCase();
  if (isAcronym) return LETTER_ENDINGS[(latin.at(-1) ?? '').toLowerCase()] ?? 'vowel';
  return wordEnding(latin);
}

/** The form of `particle` that follows `text`; both forms as 을(를) only when the ending cannot be read. */
export function particleFor(text: string, particle: Particle): string {
  const [afterConsonant, afterVowel] = PARTICLES[particle];
  const ending = finalSound(text);
  if (ending === null) return `${afterConsonant}(${afterVowel})`;
  if (particle === '으로') return ending === 'consonant' ? afterConsonant : afterVowel;
  return ending === 'vowel' ? afterVowel : afterConsonant;
}

/** `text` followed by the right form of `particle`: withParticle('가온테크', '을를') is 가온테크를. */
export function withParticle(text: string, particle: Particle): string {
  return `${text}${particleFor(text, particle)}`;
}

/** `text` in quotes followed by its particle, the particle outside the quotes: “Kotlin”으로. */
export function quotedWithParticle(text: string, particle: Particle): string {
  return `“${text}”${particleFor(text, particle)}`;
}

export function isParticle(name: string): name is Particle {
  return Object.hasOwn(PARTICLES, name);
}
