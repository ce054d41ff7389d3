import { describe, expect, it } from 'vitest';
import { findRepresentativeProblems, isGpaInRange, isHiddenFromCompanies, isHttpUrl } from './profile';

describe('isHttpUrl', () => {
  it.each(['https://github.com/minji', 'http://example.com/a?b=c'])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });
  it.each(['javascript:alert(1)', 'ftp://example.com', 'data:text/html,hi', 'github.com/minji', '', 'https://'])(
    'rejects %j',
    (url) => {
      expect(isHttpUrl(url)).toBe(false);
    },
  );
});

describe('isGpaInRange', () => {
  it('accepts 0 to 5 inclusive', () => {
    expect(isGpaInRange(0)).toBe(true);
    expect(isGpaInRange(5)).toBe(true);
    expect(isGpaInRange(4.3)).toBe(true);
    expect(isGpaInRange(-0.01)).toBe(false);
    expect(isGpaInRange(5.01)).toBe(false);
    expect(isGpaInRange(Number.NaN)).toBe(false);
  });
});

describe('findRepresentativeProblems', () => {
  const r = (isRepresentative: boolean) => ({ isRepresentative });
  it('is fine with no roles or exactly one representative', () => {
    expect(findRepresentativeProblems([])).toEqual({ missing: false, extra: [] });
    expect(findRepresentativeProblems([r(false), r(true)])).toEqual({ missing: false, extra: [] });
  });
  it('reports a missing representative', () => {
    expect(findRepresentativeProblems([r(false)])).toEqual({ missing: true, extra: [] });
  });
  it('reports every representative after the first', () => {
    expect(findRepresentativeProblems([r(true), r(false), r(true), r(true)])).toEqual({
      missing: false,
      extra: [2, 3],
    });
  });
});

describe('isHiddenFromCompanies', () => {
  it('hides only a talent neither seeking nor accepting offers', () => {
    expect(isHiddenFromCompanies({ jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: false })).toBe(true);
    expect(isHiddenFromCompanies({ jobSeekingStatus: 'NOT_SEEKING', isJobOffersAcceptable: true })).toBe(false);
    expect(isHiddenFromCompanies({ jobSeekingStatus: 'OPEN_TO_OFFERS', isJobOffersAcceptable: false })).toBe(false);
    expect(isHiddenFromCompanies({ jobSeekingStatus: null, isJobOffersAcceptable: false })).toBe(false);
  });
});
