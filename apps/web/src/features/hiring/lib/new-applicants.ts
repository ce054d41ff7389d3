import type { RecruitmentSummarySchema } from '@app/contract/schemas/hiring';
import type { z } from 'zod';

type Summary = z.infer<typeof RecruitmentSummarySchema>;

/** Postings with applications nobody opened yet (APPLIED), most first. */
export function postingsWithNewApplicants(summary: Summary) {
  return summary
    .map((p) => ({ ...p, fresh: p.counts.APPLIED ?? 0 }))
    .filter((p) => p.fresh > 0)
    .sort((a, b) => b.fresh - a.fresh || b.jobPostingId - a.jobPostingId);
}
