import { describe, expect, it } from 'vitest';
import { postingsWithNewApplicants } from './new-applicants';

const posting = (jobPostingId: number, counts: Record<string, number>, total = 0) => ({
  jobPostingId,
  title: `Posting ${jobPostingId}`,
  postingStatus: 'VISIBLE',
  total,
  counts,
});

describe('postingsWithNewApplicants', () => {
  it('keeps postings with unopened (APPLIED) applications, most first', () => {
    const rows = postingsWithNewApplicants([
      posting(1, { DOCUMENT_REVIEW: 4 }, 4),
      posting(2, { APPLIED: 1, DOCUMENT_REVIEW: 2 }, 3),
      posting(3, { APPLIED: 3 }, 3),
      posting(4, {}, 0),
      posting(5, { APPLIED: 1 }, 1),
    ]);
    expect(rows.map((r) => [r.jobPostingId, r.fresh])).toEqual([
      [3, 3],
      [5, 1],
      [2, 1],
    ]);
  });
});
