import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount, parseAmount } from './numbers';

const MB = 1024 * 1024;

describe('numbers', () => {
  it('puts thousands separators into counts', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatCount(12345)).toBe('12,345');
    expect(formatCount(0)).toBe('0');
  });
  it('formats file sizes in the page language', () => {
    expect(formatBytes(512, 'en')).toBe('512 B');
    expect(formatBytes(595, 'ko')).toBe('595 B');
    expect(formatBytes(2.5 * MB, 'en')).toBe('2.5 MB');
    expect(formatBytes(14 * 1024, 'en')).toBe('14 kB');
  });
  it('parses typed amounts: commas and spaces ignored, anything else NaN', () => {
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1,234,000')).toBe(1234000);
    expect(parseAmount('12a')).toBeNaN();
  });
});
