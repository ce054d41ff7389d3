import { sharedMessages } from '@app/contract/i18n/messages';
import type { Locale } from '@app/contract/schemas/common';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's language: the `Accept-Language` header (the web sends `EN` or `KO`; browsers send `ko-KR,ko;q=0.9`),
 * English when nothing matches.
 */
export function resolveLanguage(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'en';
  const ranked = value
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag, q } of ranked) {
    // q=0 means "not acceptable" (RFC 9110 §12.4.2).
    if (!(q > 0)) continue;
    if (tag === 'ko' || tag.startsWith('ko-')) return 'ko';
    if (tag === 'en' || tag.startsWith('en-')) return 'en';
  }
  return 'en';
}

export function requestLanguage(request: FastifyRequest): Locale {
  return resolveLanguage(request.headers['accept-language']);
}

type Messages = typeof sharedMessages.en;

/** Looks up `errors.X` or `validation.X` in the caller's language; unknown keys fall back to the generic text. */
export function translate(locale: Locale, key: string): string {
  const [group, name] = key.split('.') as [keyof Messages, string];
  const table = sharedMessages[locale][group] as Record<string, string> | undefined;
  const fallback = sharedMessages[locale].validation.invalid;
  return table?.[name] ?? fallback;
}
