import type { LocalizedText } from '@app/contract/schemas/assessment';
import type { Locale } from '@app/contract/schemas/common';

/** The text of the current language (the server sends both). */
export function localized(text: LocalizedText, lang: Locale): string {
  return text[lang] || text.en;
}

/** Whole seconds left until `deadlineMs` at `nowMs` (0 once it has passed; rounded up like the server). */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}

/** A countdown as `m:ss`, or `h:mm:ss` from an hour up; negative values show as `0:00`. */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(s / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = String(s % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** Share of `part` in `whole` as a whole percentage for bar widths, clamped to 0..100. */
export function percentOf(part: number, whole: number): number {
  if (whole <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((part / whole) * 100)));
}

/** When a retake opens from a `Retry-After` number of seconds, as an ISO string. */
export function retakeAtFromRetryAfter(retryAfterSeconds: number, nowMs: number): string {
  return new Date(nowMs + retryAfterSeconds * 1000).toISOString();
}
