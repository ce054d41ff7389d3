import { jobOfferStatusOf } from '@app/contract/rules/application-state';
import { qualifiesWith } from '@app/contract/rules/assessment-pass';
import type { TalentApplication } from '@app/contract/schemas/application';
import type { TrackLevel } from '@app/contract/schemas/assessment-track';
import type { ApplicationDetail, CandidateCard } from '@app/contract/schemas/hiring';
import type { Offer } from '@app/contract/schemas/offer';
import type { ApplicationContext, ApplicationRow } from '../applications/application-lifecycle.service';
import type { CandidatePosting, CandidateRow } from './hiring.candidates.queries';
import type { InterviewerRow } from './hiring.panel.queries';
import type {
  ApplicationEventRow,
  findLatestInterviewProposal,
  LatestInterviewSummaryRow,
  UserSummaryRow,
} from './hiring.queries';
import type { TalentApplicationRow } from './hiring.talent-page.queries';

/* Rows → the hiring responses of both sides (spec §3): details with history, candidate cards, the talent's list. */

const iso = (d: Date | null) => d?.toISOString() ?? null;

type LatestProposal = Awaited<ReturnType<typeof findLatestInterviewProposal>>;

function presentEvent(e: ApplicationEventRow) {
  return {
    id: e.id,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    action: e.action,
    actorRole: e.actorRole,
    actorUserId: e.actorUserId,
    message: e.message,
    createdAt: e.createdAt.toISOString(),
  };
}

function presentInterviewProposal(latest: LatestProposal, panel: InterviewerRow[]) {
  if (!latest) return null;
  const { proposal: p, slots } = latest;
  return {
    id: p.id,
    applicationId: p.applicationId,
    type: p.type,
    meetingUrl: p.meetingUrl,
    location: p.location,
    timeZone: p.timeZone,
    status: p.status,
    message: p.message,
    proposedAt: p.proposedAt.toISOString(),
    respondedAt: iso(p.respondedAt),
    chosenSlotId: p.chosenSlotId,
    slots: slots.map((s) => ({ id: s.id, startsAt: s.startsAt.toISOString() })),
    panel,
  };
}

/** An application with its dates, full history and latest interview proposal, as both sides see it. */
export function presentDetail(
  a: ApplicationRow,
  context: ApplicationContext,
  history: ApplicationEventRow[],
  latest: LatestProposal,
  panel: InterviewerRow[] = [],
  offer: Offer | null = null,
): ApplicationDetail {
  return {
    id: a.id,
    userId: a.userId,
    jobPostingId: a.postingId,
    title: context.posting.title,
    companyId: context.org.id,
    companyName: context.org.name,
    status: a.status,
    jobOfferStatus: jobOfferStatusOf(a.status),
    appliedAt: a.appliedAt.toISOString(),
    openedAt: iso(a.openedAt),
    offeredAt: iso(a.offeredAt),
    acceptedAt: iso(a.acceptedAt),
    hiredAt: iso(a.hiredAt),
    decidedAt: iso(a.decidedAt),
    withdrawnAt: iso(a.withdrawnAt),
    history: history.map(presentEvent),
    interviewProposal: presentInterviewProposal(latest, panel),
    offer,
  };
}

/**
 * A card's interview: the latest proposal's status and type, when it was proposed and answered, the chosen slot
 * (`scheduledAt`, null until the talent picks one) and where: the offline place or the online meeting link.
 */
export function presentInterviewSummary(row: LatestInterviewSummaryRow | undefined) {
  if (!row) return null;
  return {
    proposedAt: row.proposedAt.toISOString(),
    respondedAt: row.respondedAt?.toISOString() ?? null,
    interviewStatus: row.status,
    type: row.type,
    scheduledAt: row.scheduledAt?.toISOString() ?? null,
    location: row.type === 'OFFLINE' ? row.location : row.meetingUrl,
  };
}

/** A talent without a summary row (deleted meanwhile) still gets a card. */
export const emptySummary = (id: number): UserSummaryRow => ({
  id,
  firstName: '',
  lastName: '',
  jobPosition: null,
  image: null,
  country: null,
  jobSeekingStatus: null,
  timeZone: null,
});

/** A candidate card (spec §3): qualified by the contract's rule, from the results the company may see. */
export function presentCandidateCard(a: CandidateRow, posting: CandidatePosting): CandidateCard {
  return {
    applicationId: a.id,
    status: a.status,
    userSummaryDTO: a.summary ?? emptySummary(a.userId),
    isJobOfferReceived: a.offeredAt !== null,
    jobOfferStatus: jobOfferStatusOf(a.status),
    userAssessmentDto: a.results.map((r) => ({
      track: r.track,
      level: r.level,
      obtainedScore: r.obtainedScore,
      totalScore: r.totalScore,
      passed: r.passed,
      endedAt: r.endedAt.toISOString(),
      reportUrl: r.reportUrl,
    })),
    isQualified: qualifiesWith(
      a.results.filter((r) => r.passed),
      posting.requiredAssessments as TrackLevel[],
    ),
    tags: a.tags,
    jobPostingId: posting.id,
    employmentTypes: posting.employmentTypes as CandidateCard['employmentTypes'],
    country: posting.country,
    salary: {
      min: posting.salaryMin,
      max: posting.salaryMax,
      currencyCode: posting.currencyCode,
      salaryType: posting.salaryType,
    } as CandidateCard['salary'],
    companyName: posting.orgName,
    logoImageUrl: posting.logoUrl,
    appliedAt: a.appliedAt.toISOString(),
    openedAt: iso(a.openedAt),
    interview: presentInterviewSummary(a.interview),
    fromProposal: a.fromProposal,
  };
}

/** One of the talent's applications in their list, with its latest interview. */
export function presentTalentApplication({
  application: a,
  posting: p,
  org,
  interview,
}: TalentApplicationRow): TalentApplication {
  const employmentTypes = p.employmentTypes as TalentApplication['employmentTypes'];
  const summary = presentInterviewSummary(interview);
  return {
    id: a.id,
    userId: a.userId,
    jobPostingId: p.id,
    status: a.status,
    title: p.title,
    employmentType: employmentTypes[0] ?? 'FULL_TIME',
    employmentTypes,
    country: p.country,
    city: p.city,
    companyId: org.id,
    companyName: org.name,
    logoImageUrl: org.logoUrl,
    salary: { min: p.salaryMin, max: p.salaryMax, currencyCode: p.currencyCode, salaryType: p.salaryType },
    datePosted: p.startedAt.toISOString(),
    deadline: p.endedAt.toISOString(),
    appliedAt: a.appliedAt.toISOString(),
    openedAt: iso(a.openedAt),
    dateViewed: iso(a.openedAt),
    dateApplied: a.appliedAt.toISOString(),
    dateOffered: iso(a.offeredAt),
    dateAccepted: iso(a.acceptedAt),
    dateConfirmed: iso(a.hiredAt),
    locationOffline: null,
    interviews: summary ? [summary] : [],
    interview: summary,
  };
}
