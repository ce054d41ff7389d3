import { describe, expect, it } from 'vitest';
import { formatMonth } from './format-month';

describe('formatMonth', () => {
  it('shows a stored month in the page language, whatever the time zone', () => {
    expect(formatMonth('2024-03-01', 'en')).toBe('Mar 2024');
    expect(formatMonth('2024-03-01', 'ko')).toBe('2024년 3월');
    expect(formatMonth('2024-12-01T00:00:00Z', 'en')).toBe('Dec 2024');
  });

  it('leaves anything else as it is', () => {
    expect(formatMonth('soon', 'en')).toBe('soon');
  });
});
