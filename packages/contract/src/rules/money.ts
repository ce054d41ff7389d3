/** Currencies a salary may be stated in, with the symbol the product shows (spec §9: `US$`, `₩`). */
export const CURRENCY_CODES = ['USD', 'KRW'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { USD: 'US$', KRW: '₩' };

/**
 * Fixed conversion used only to compare salaries across currencies in search (never shown as an exchange rate).
 * 1 USD = 1,350 KRW. A different rate means a migration that recomputes `salary_*_krw`.
 */
export const KRW_PER_USD = 1350;

/** Whole units with thousands commas: `1234567` → `1,234,567`. Negative and fractional amounts keep their sign and are rounded. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return rounded < 0 ? `-${digits}` : digits;
}

/** `US$1,234` or `₩1,234,000`. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  return `${CURRENCY_SYMBOLS[currency]}${formatNumber(amount)}`;
}

/** `₩3,000,000 – ₩4,500,000`, one side when only one is given, `null` when neither. */
export function formatMoneyRange(min: number | null, max: number | null, currency: CurrencyCode): string | null {
  if (min !== null && max !== null) {
    return min === max ? formatMoney(min, currency) : `${formatMoney(min, currency)} – ${formatMoney(max, currency)}`;
  }
  if (min !== null) return `${formatMoney(min, currency)}+`;
  if (max !== null) return `~${formatMoney(max, currency)}`;
  return null;
}

/** An amount in KRW for comparisons (see KRW_PER_USD). */
export function toKrw(amount: number, currency: CurrencyCode): number {
  return currency === 'KRW' ? Math.round(amount) : Math.round(amount * KRW_PER_USD);
}
