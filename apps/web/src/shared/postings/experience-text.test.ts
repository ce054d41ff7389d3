import { describe, expect, it } from 'vitest';
import { experienceText } from './experience-text';

describe('experienceText', () => {
  it('names any experience and newcomers without years', () => {
    expect(experienceText({ level: 'ANY', minYears: null, maxYears: null })).toEqual({
      key: 'experience.ANY',
      values: {},
    });
    expect(experienceText({ level: 'NEW', minYears: null, maxYears: null }).key).toBe('experience.NEW');
  });
  it('states the range of years of an experienced posting, either end open', () => {
    expect(experienceText({ level: 'EXPERIENCED', minYears: 3, maxYears: 5 })).toEqual({
      key: 'experience.range',
      values: { min: 3, max: 5 },
    });
    expect(experienceText({ level: 'EXPERIENCED', minYears: 2, maxYears: 2 })).toEqual({
      key: 'experience.exactly',
      values: { count: 2 },
    });
    expect(experienceText({ level: 'EXPERIENCED', minYears: 3, maxYears: null })).toEqual({
      key: 'experience.atLeast',
      values: { count: 3 },
    });
    expect(experienceText({ level: 'EXPERIENCED', minYears: null, maxYears: 7 })).toEqual({
      key: 'experience.atMost',
      values: { count: 7 },
    });
    expect(experienceText({ level: 'EXPERIENCED', minYears: null, maxYears: null }).key).toBe('experience.EXPERIENCED');
  });
});
