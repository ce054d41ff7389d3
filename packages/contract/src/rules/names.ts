const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

/** Korean names read family name first and without a space ("박지훈"); others "First Last". */
export function formatName(firstName: string, lastName: string): string {
  if (HANGUL.test(firstName) || HANGUL.test(lastName)) return `${lastName}${firstName}`.trim();
  return `${firstName} ${lastName}`.trim();
}

/** Up to two letters for an avatar: "박지" for 박지훈, "AL" for Ada Lovelace. */
export function initialsOf(firstName: string, lastName: string): string {
  const isKorean = HANGUL.test(firstName) || HANGUL.test(lastName);
  const [a, b] = isKorean ? [lastName, firstName] : [firstName, lastName];
  return `${[...a][0] ?? ''}${[...b][0] ?? ''}`.toUpperCase();
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
