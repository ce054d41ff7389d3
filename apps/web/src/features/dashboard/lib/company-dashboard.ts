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

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
/** An instant in the viewer's own time zone, e.g. "Dec 3, 2026, 10:00 AM". */
export function formatDateTime(iso: string, lang: string) {
  let format = dateTimeFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'ko' ? 'ko-KR' : 'en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    dateTimeFormats.set(lang, format);
  }
  return format.format(new Date(iso));
}
