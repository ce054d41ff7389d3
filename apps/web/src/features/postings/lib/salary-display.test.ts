import { describe, expect, it } from 'vitest';
import { daysUntil, formatCount, salaryAmountText } from './salary-display';

describe('salaryAmountText', () => {
  it('formats a dollar range with the US$ symbol and thousands commas', () => {
    expect(salaryAmountText({ min: 1234, max: 5000, currencyCode: 'USD', salaryType: 'MONTHLY' })).toBe(
      'US$1,234 – US$5,000',
    );
  });
  it('formats won with ₩ and one-sided amounts', () => {
    expect(salaryAmountText({ min: 1234000, max: null, currencyCode: 'KRW', salaryType: 'HOURLY' })).toBe(
      '₩1,234,000+',
    );
    expect(salaryAmountText({ min: null, max: 3000000, currencyCode: 'KRW', salaryType: 'MONTHLY' })).toBe(
      '~₩3,000,000',
    );
    expect(salaryAmountText({ min: 4000000, max: 4000000, currencyCode: 'KRW', salaryType: 'MONTHLY' })).toBe(
      '₩4,000,000',
    );
  });
  it('shows no amount for a negotiable salary', () => {
    expect(salaryAmountText({ min: null, max: null, currencyCode: 'KRW', salaryType: 'NEGOTIABLE' })).toBeNull();
  });
});

describe('formatCount and daysUntil', () => {
  it('puts thousands separators into counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(0)).toBe('0');
  });
  it('counts whole days left', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    expect(daysUntil('2026-03-04T12:00:00Z', now)).toBe(3);
    expect(daysUntil('2026-02-28T00:00:00Z', now)).toBe(-1);
  });
});
