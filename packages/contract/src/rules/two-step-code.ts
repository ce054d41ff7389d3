/*
 * What a person types at the code step: six digits from the authenticator app, or a recovery code (ten letters and
 * digits, shown as two groups of five). Both sides read input with this, so spaces and dashes never matter.
 */

/** Letters and digits that cannot be mistaken for one another (no 0/o, 1/l/i). */
export const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_LENGTH = 10;

export type TwoStepCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

/** The kind and normalized form of a typed code, or null when it can be neither. */
export function readTwoStepCode(input: string): TwoStepCode | null {
  const compact = input.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length !== RECOVERY_CODE_LENGTH) return null;
  for (const ch of compact) if (!RECOVERY_ALPHABET.includes(ch)) return null;
  return { kind: 'recovery', code: compact };
}

/** A normalized recovery code as shown to people: `abcde-fghjk`. */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** When the idle warning of a company session shows: `warningSeconds` before its end, never in the past. */
export function idleWarningDelay(idleExpiresAt: number, now: number, warningSeconds: number): number {
  return Math.max(0, idleExpiresAt - warningSeconds * 1000 - now);
}
