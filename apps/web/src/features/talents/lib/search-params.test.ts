import { describe, expect, it } from 'vitest';
import { DEFAULT_TALENT_FILTERS, readTalentFilters, talentSearchQuery, writeTalentFilters } from './search-params';

describe('talent search params', () => {
  it('round-trips filters through the URL', () => {
    const filters = {
      ...DEFAULT_TALENT_FILTERS,
      keyword: '개발',
      country: 'KR',
      jobSeekingStatus: ['OPEN_TO_OFFERS' as const],
      openToOffersOnly: true,
      sort: 'EXPERIENCE' as const,
      page: 3,
    };
    expect(readTalentFilters(writeTalentFilters(filters))).toEqual(filters);
  });

  it('drops malformed values and leaves defaults out', () => {
    const read = readTalentFilters(new URLSearchParams('country=korea&sort=BAD&page=-2&jobSeekingStatus=X'));
    expect(read).toEqual(DEFAULT_TALENT_FILTERS);
    expect(writeTalentFilters(read).toString()).toBe('');
  });

  it('builds the API query', () => {
    expect(talentSearchQuery({ ...DEFAULT_TALENT_FILTERS, keyword: 'go' })).toMatchObject({
      keyword: 'go',
      sort: 'BEST_MATCH',
      openToOffersOnly: undefined,
    });
  });
});
