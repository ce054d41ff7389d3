import { describe, expect, it } from 'vitest';
import { formatSalaryAmount } from './salary-display';

describe('formatSalaryAmount', () => {
  it('formats a dollar range with the US$ symbol and thousands commas', () => {
    expect(formatSalaryAmount({ min: 1234, max: 5000, currencyCode: 'USD', salaryType: 'MONTHLY' })).toBe(
      'US$1,234 – US$5,000',
    );
  });
  it('formats won with ₩ and one-sided amounts', () => {
    expect(formatSalaryAmount({ min: 1234000, max: null, currencyCode: 'KRW', salaryType: 'HOURLY' })).toBe(
      '₩1,234,000+',
    );
    expect(formatSalaryAmount({ min: null, max: 3000000, currencyCode: 'KRW', salaryType: 'MONTHLY' })).toBe(
      '~₩3,000,000',
    );
    expect(formatSalaryAmount({ min: 4000000, max: 4000000, currencyCode: 'KRW', salaryType: 'MONTHLY' })).toBe(
      '₩4,000,000',
    );
  });
  it('shows no amount for a negotiable salary', () => {
    expect(formatSalaryAmount({ min: null, max: null, currencyCode: 'KRW', salaryType: 'NEGOTIABLE' })).toBeNull();
  });
});
