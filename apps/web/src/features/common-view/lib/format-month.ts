/** `2024-03-01` → "Mar 2024" / "2024년 3월" (the stored day is always the 1st; read it in UTC). */
export function formatMonth(date: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(date);
  if (!match) return date;
  const value = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
  return new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(value);
}
