import { describe, expect, it } from 'vitest';
import { formatCountdown, localized, percentOf, retakeAtFromRetryAfter, secondsLeft } from './format';

describe('formatCountdown', () => {
  it('shows minutes and zero-padded seconds', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(59)).toBe('0:59');
    expect(formatCountdown(60)).toBe('1:00');
    expect(formatCountdown(15 * 60)).toBe('15:00');
    expect(formatCountdown(605)).toBe('10:05');
  });
  it('adds hours from an hour up and never goes negative', () => {
    expect(formatCountdown(3600)).toBe('1:00:00');
    expect(formatCountdown(3725)).toBe('1:02:05');
    expect(formatCountdown(-5)).toBe('0:00');
    expect(formatCountdown(59.9)).toBe('0:59');
  });
});

describe('secondsLeft', () => {
  it('rounds up like the server and stops at 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 20_000)).toBe(0);
  });
});

describe('small helpers', () => {
  it('picks the language and falls back to English', () => {
    expect(localized({ en: 'Hello', ko: '안녕' }, 'ko')).toBe('안녕');
    expect(localized({ en: 'Hello', ko: '' }, 'ko')).toBe('Hello');
  });
  it('computes bar widths within 0..100', () => {
    expect(percentOf(3, 4)).toBe(75);
    expect(percentOf(0, 0)).toBe(0);
    expect(percentOf(5, 4)).toBe(100);
  });
  it('turns Retry-After seconds into the retake time', () => {
    expect(retakeAtFromRetryAfter(3600, Date.parse('2025-01-01T00:00:00Z'))).toBe('2025-01-01T01:00:00.000Z');
  });
});
