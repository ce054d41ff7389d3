import type { LatestInterviewSummaryRow } from './hiring.queries';

/** The latest interview of an application as cards show it (candidate cards and the talent's list alike). */
export function presentInterviewSummary(row: LatestInterviewSummaryRow | undefined) {
  if (!row) return null;
  return {
    proposedAt: row.proposedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    interviewStatus: row.status,
    type: row.type,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    // Online interviews have a meeting link where offline ones have a place.
    location: row.type === 'OFFLINE' ? row.location : row.meetingUrl,
  };
}
