import { describe, expect, it } from 'vitest';
import {
  CANDIDATE_PAGE_SIZE,
  candidatesQuery,
  DEFAULT_CANDIDATE_PARAMS,
  isFiltered,
  readCandidateParams,
  writeCandidateParams,
} from './candidate-params';

describe('candidate list params in the URL', () => {
  it('reads defaults from an empty URL and writes them back as nothing', () => {
    const params = readCandidateParams(new URLSearchParams());
    expect(params).toEqual(DEFAULT_CANDIDATE_PARAMS);
    expect(writeCandidateParams(params).toString()).toBe('');
    expect(isFiltered(params)).toBe(false);
  });

  it('round-trips every filter, keeping the stages in their order and once each', () => {
    const search = new URLSearchParams(
      'status=OFFERED&status=APPLIED&status=OFFERED&includeJobOffer=false&keyword=%EA%B9%80&sort=NAME&direction=ASC&page=3',
    );
    const params = readCandidateParams(search);
    expect(params).toEqual({
      statuses: ['APPLIED', 'OFFERED'],
      includeJobOffer: false,
      keyword: '김',
      sort: 'NAME',
      direction: 'ASC',
      page: 3,
    });
    expect(readCandidateParams(writeCandidateParams(params))).toEqual(params);
    expect(isFiltered(params)).toBe(true);
  });

  it('ignores unknown or hand-edited values', () => {
    const params = readCandidateParams(
      new URLSearchParams('status=WITHDRAWN&status=nope&sort=SALARY&direction=up&page=-2&includeJobOffer=maybe'),
    );
    expect(params).toEqual(DEFAULT_CANDIDATE_PARAMS);
  });

  it('builds the API query (statuses repeat; includeJobOffer only when off)', () => {
    expect(candidatesQuery(DEFAULT_CANDIDATE_PARAMS)).toEqual({
      statuses: undefined,
      includeJobOffer: undefined,
      keyword: undefined,
      sort: 'APPLIED_AT',
      direction: 'DESC',
      page: 1,
      size: CANDIDATE_PAGE_SIZE,
    });
    expect(
      candidatesQuery({ ...DEFAULT_CANDIDATE_PARAMS, statuses: ['HIRED'], includeJobOffer: false, keyword: 'kim' }),
    ).toMatchObject({ statuses: ['HIRED'], includeJobOffer: 'false', keyword: 'kim' });
  });
});
