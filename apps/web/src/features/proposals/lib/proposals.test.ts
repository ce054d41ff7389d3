import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { applicationPath, proposablePostings, proposalErrorCode } from './proposals';

const httpError = (status: number, errorCode: string | null) =>
  new ApiError({ status, kind: 'http', message: 'x', errorCode: errorCode as never });

describe('proposals', () => {
  it('keeps the proposal-specific error codes and nothing else', () => {
    expect(proposalErrorCode(httpError(409, 'PROPOSAL_ALREADY_OPEN'))).toBe('PROPOSAL_ALREADY_OPEN');
    expect(proposalErrorCode(httpError(409, 'TALENT_NOT_OPEN_TO_OFFERS'))).toBe('TALENT_NOT_OPEN_TO_OFFERS');
    expect(proposalErrorCode(httpError(409, 'ALREADY_APPLIED'))).toBe('ALREADY_APPLIED');
    expect(proposalErrorCode(httpError(409, 'POSTING_CLOSED'))).toBe('POSTING_CLOSED');
    expect(proposalErrorCode(httpError(404, 'NOT_FOUND'))).toBeNull();
    expect(proposalErrorCode(httpError(500, null))).toBeNull();
    expect(proposalErrorCode(new Error('boom'))).toBeNull();
  });

  it('leaves out postings the talent applied to or has an open proposal for', () => {
    const postings = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(proposablePostings(postings, [2], [4]).map((p) => p.id)).toEqual([1, 3]);
    expect(proposablePostings(postings, [], []).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(proposablePostings(postings, [1, 2], [3, 4])).toEqual([]);
  });

  it('links an accepted proposal to its application', () => {
    expect(applicationPath(42)).toBe('/talent/mypage/manage-job/document-review/42');
  });
});
