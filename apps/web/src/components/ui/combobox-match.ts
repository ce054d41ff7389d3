/** `keywords` are searched but not shown (another language's name, an id). */
export type MatchableOption = { label: string; hint?: string; keywords?: string };

const fold = (text: string) => text.normalize('NFC').toLowerCase();
/** Spaces, hyphens and dots dropped: `백엔드개발자` finds "백엔드 개발자", `back-end` finds "Backend". */
const squeeze = (text: string) => text.replace(/[\s.\-_/]+/g, '');

/** Whether an option's label, hint or keywords contain what was typed (case, spacing and hyphens aside). */
export function optionMatches(option: MatchableOption, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  const text = fold(`${option.label} ${option.hint ?? ''} ${option.keywords ?? ''}`);
  return text.includes(q) || squeeze(text).includes(squeeze(q));
}
