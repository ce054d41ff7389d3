const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/**
 * Korean names read family name first and without a space ("박지훈"); others "First Last". With the reader's
 * language, an erased account reads in it ("Deleted user" or "탈퇴한 사용자") instead of the stored bilingual name.
 */
export function formatName(firstName: string, lastName: string, lang?: 'en' | 'ko'): string {
  if (lang && isDeletedUserName(firstName, lastName)) return DELETED_USER_LABEL[lang];
  if (HANGUL.test(firstName) || HANGUL.test(lastName)) return `${lastName}${firstName}`.trim();
  return `${firstName} ${lastName}`.trim();
}

/**
 * What an avatar shows. Koreans are called by their given name, so a Korean name shows the given name (민지 for
 * 김민지, 민수 for 남궁민수) rather than 김민; a one-syllable given name shows the whole name when it fits (김민; 민 for
 * 남궁민), a given name longer than two syllables its first two. Other names show two initials in reading order ("AL" for Ada Lovelace).
 */
export function initialsOf(firstName: string, lastName: string): string {
  if (isDeletedUserName(firstName, lastName)) return '?';
  const first = firstName.trim();
  const last = lastName.trim();
  if (HANGUL.test(first) || HANGUL.test(last)) {
    const given = [...first.replace(/\s+/g, '')];
    if (given.length >= 2) return given.slice(0, 2).join('');
    const whole = [...`${last}${first}`.replace(/\s+/g, '')];
    return whole.length <= 2 ? whole.join('') : given.join('');
  }
  return `${[...first][0] ?? ''}${[...last][0] ?? ''}`.toUpperCase();
}

/**
 * The order in which name fields are entered, on screen and in the tab order: family name first on Korean pages
 * (성, 이름), given name first otherwise.
 */
export function nameFieldOrder(
  lang: 'en' | 'ko',
): readonly ['firstName', 'lastName'] | readonly ['lastName', 'firstName'] {
  return lang === 'ko' ? (['lastName', 'firstName'] as const) : (['firstName', 'lastName'] as const);
}

/**
 * What an erased account is called wherever others still see it (a company's candidates, history, statistics). Both
 * languages in one stored name, so anything that shows a name without a language still reads; screens and mails that
 * know the reader's language pass it to formatName and show theirs (decision 042).
 */
export const DELETED_USER_LABEL = { en: 'Deleted user', ko: '탈퇴한 사용자' } as const;
export const DELETED_USER_NAME = {
  firstName: `${DELETED_USER_LABEL.en} · ${DELETED_USER_LABEL.ko}`,
  lastName: '',
} as const;

/** Whether the names are the erased-account placeholder (what formatName shows in the reader's language). */
export function isDeletedUserName(firstName: string, lastName: string) {
  return firstName === DELETED_USER_NAME.firstName && lastName === DELETED_USER_NAME.lastName;
}
