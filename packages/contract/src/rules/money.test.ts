import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyRange, formatNumber, KRW_PER_USD, toKrw } from './money';

describe('formatMoney', () => {
  it.each([
    [1234, 'USD', 'US$1,234'],
    [1234000, 'KRW', '₩1,234,000'],
    [0, 'KRW', '₩0'],
    [999, 'USD', 'US$999'],
    [1000, 'USD', 'US$1,000'],
    [45000000, 'KRW', '₩45,000,000'],
  ] as const)('%d %s → %s', (amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('rounds and keeps the sign', () => {
    expect(formatNumber(1234.6)).toBe('1,235');
    expect(formatNumber(-1234567)).toBe('-1,234,567');
  });

  it('reads back to the same number without the commas', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (n) => {
        expect(Number(formatNumber(n).replaceAll(',', ''))).toBe(n);
      }),
    );
  });
});

describe('formatMoneyRange', () => {
  it('shows both sides, one side or nothing', () => {
    expect(formatMoneyRange(3000000, 4500000, 'KRW')).toBe('₩3,000,000 – ₩4,500,000');
    expect(formatMoneyRange(5000, 5000, 'USD')).toBe('US$5,000');
    expect(formatMoneyRange(5000, null, 'USD')).toBe('US$5,000+');
    expect(formatMoneyRange(null, 7000, 'USD')).toBe('~US$7,000');
    expect(formatMoneyRange(null, null, 'USD')).toBeNull();
  });
});

describe('toKrw', () => {
  it('converts dollars at the fixed rate and keeps won', () => {
    expect(toKrw(1000, 'USD')).toBe(1000 * KRW_PER_USD);
    expect(toKrw(3000000, 'KRW')).toBe(3000000);
  });
});
