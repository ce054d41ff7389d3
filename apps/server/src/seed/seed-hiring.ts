import {
  APPLICATION_ACTION_ACTOR,
  type ApplicationAction,
  type ApplicationStatus,
  countsAsApplicant,
  nextApplicationStatus,
} from '@app/contract/rules/application-state';
import { interviewSlotToUtc, utcToInterviewSlot } from '@app/contract/rules/interview-time';
import { formatName } from '@app/contract/rules/names';
import type { AssessmentLevel, AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { NotificationType } from '@app/contract/schemas/notification';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applications } from '../db/schema/applications';
import { applicationEvents, interviewProposals, interviewSlots } from '../db/schema/hiring';
import { notifications } from '../db/schema/notifications';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { jobPostings } from '../db/schema/postings';
import { users } from '../db/schema/users';
import { createAssessmentRequest } from '../modules/assessments/assessments.service';
import { DEMO_TALENTS } from './demo-accounts';

const DAY = 86_400_000;
const ZONE = 'Asia/Seoul';

type Email = (typeof DEMO_TALENTS)[number]['email'];
type Company = '누리소프트' | 'BlueWave Labs';

type Interview = {
  type: 'ONLINE' | 'OFFLINE';
  where: string;
  message: string;
  /** Wall-clock slots in Seoul: days from today (negative: already past) and the hour. */
  slots: { days: number; hour: number }[];
};

/** One move after applying, `daysAgo` before now (fractions allowed). */
type Step =
  | {
      action: Exclude<ApplicationAction, 'PROPOSE_INTERVIEW' | 'SCHEDULE_INTERVIEW'>;
      daysAgo: number;
      message?: string;
    }
  | { action: 'PROPOSE_INTERVIEW'; daysAgo: number; interview: Interview }
  | { action: 'SCHEDULE_INTERVIEW'; daysAgo: number; slot: number }
  | {
      action: 'ADDITIONAL_ASSESSMENT';
      daysAgo: number;
      message: string;
      track: AssessmentTrack;
      level: AssessmentLevel;
    };

type Demo = { company: Company; posting: string; talent: Email; appliedDaysAgo: number; steps: Step[] };

const MINJI = 'minji.kim@demo.talentbridge.dev';
const JAMES = 'james.park@demo.talentbridge.dev';
const SEOYEON = 'seoyeon.lee@demo.talentbridge.dev';
const EMILY = 'emily.nguyen@demo.talentbridge.dev';

const NURI_BACKEND = '백엔드 개발자 (Kotlin/Spring)';
const NURI_FRONTEND = '프론트엔드 개발자 (React)';
const NURI_DATA = '데이터 엔지니어';
const NURI_QA = 'QA 엔지니어 (계약직)';
const BW_EDGE = 'Edge ML Engineer';
const BW_GO = 'Backend Engineer (Go)';
const BW_FLUTTER = 'Mobile Engineer (Flutter), contract';

const NURI_OFFICE = '서울 강남구 테헤란로 142, 누리타워 12층';

/**
 * The demo companies' candidates in every stage, each reached by legal moves of the state machine, with the
 * history both sides read, interview proposals (future slots where the talent still has to answer) and the
 * notifications each move sends. The first six are the applications seed-postings made (given their history);
 * the rest are new.
 */
const DEMOS: Demo[] = [
  {
    company: '누리소프트',
    posting: NURI_BACKEND,
    talent: MINJI,
    appliedDaysAgo: 6,
    steps: [
      { action: 'REVIEW', daysAgo: 5 },
      {
        action: 'ADDITIONAL_ASSESSMENT',
        daysAgo: 4,
        message: '백엔드 레벨 2 평가를 추가로 응시해 주시면 검토에 도움이 됩니다.',
        track: 'BACKEND',
        level: 2,
      },
    ],
  },
  { company: '누리소프트', posting: NURI_FRONTEND, talent: MINJI, appliedDaysAgo: 2, steps: [] },
  { company: 'BlueWave Labs', posting: BW_EDGE, talent: JAMES, appliedDaysAgo: 4, steps: [] },
  {
    company: 'BlueWave Labs',
    posting: BW_GO,
    talent: JAMES,
    appliedDaysAgo: 1,
    steps: [{ action: 'WITHDRAW', daysAgo: 0.5 }],
  },
  { company: '누리소프트', posting: NURI_DATA, talent: SEOYEON, appliedDaysAgo: 3, steps: [] },
  { company: '누리소프트', posting: NURI_BACKEND, talent: EMILY, appliedDaysAgo: 1, steps: [] },
  {
    company: '누리소프트',
    posting: NURI_BACKEND,
    talent: JAMES,
    appliedDaysAgo: 8,
    steps: [
      { action: 'REVIEW', daysAgo: 7 },
      {
        action: 'PROPOSE_INTERVIEW',
        daysAgo: 2,
        interview: {
          type: 'ONLINE',
          where: 'https://meet.nurisoft.example/backend-james',
          message: '1차 기술 면접을 화상으로 진행하려고 합니다. 편하신 시간을 골라 주세요.',
          slots: [
            { days: 3, hour: 10 },
            { days: 3, hour: 14 },
            { days: 4, hour: 11 },
          ],
        },
      },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_BACKEND,
    talent: SEOYEON,
    appliedDaysAgo: 12,
    steps: [
      { action: 'REVIEW', daysAgo: 11 },
      {
        action: 'PROPOSE_INTERVIEW',
        daysAgo: 10,
        interview: {
          type: 'OFFLINE',
          where: NURI_OFFICE,
          message: '본사에서 대면 면접을 진행합니다.',
          slots: [
            { days: -6, hour: 10 },
            { days: -6, hour: 15 },
          ],
        },
      },
      { action: 'SCHEDULE_INTERVIEW', daysAgo: 9, slot: 0 },
      { action: 'OFFER', daysAgo: 3, message: '면접 결과 함께하고 싶습니다. 처우 조건은 메일로 보내 드렸습니다.' },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_FRONTEND,
    talent: SEOYEON,
    appliedDaysAgo: 9,
    steps: [
      { action: 'REVIEW', daysAgo: 8 },
      {
        action: 'PROPOSE_INTERVIEW',
        daysAgo: 6,
        interview: {
          type: 'ONLINE',
          where: 'https://meet.nurisoft.example/frontend-seoyeon',
          message: '포트폴리오를 함께 보며 이야기 나누고 싶습니다.',
          slots: [
            { days: 2, hour: 10 },
            { days: 2, hour: 16 },
          ],
        },
      },
      { action: 'SCHEDULE_INTERVIEW', daysAgo: 5, slot: 1 },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_FRONTEND,
    talent: EMILY,
    appliedDaysAgo: 10,
    steps: [
      { action: 'REVIEW', daysAgo: 9 },
      {
        action: 'REJECT',
        daysAgo: 7,
        message: '지원해 주셔서 감사합니다. 아쉽지만 이번에는 다른 분과 함께하게 되었습니다.',
      },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_FRONTEND,
    talent: JAMES,
    appliedDaysAgo: 3,
    steps: [{ action: 'REVIEW', daysAgo: 1 }],
  },
  {
    company: '누리소프트',
    posting: NURI_DATA,
    talent: JAMES,
    appliedDaysAgo: 18,
    steps: [
      { action: 'REVIEW', daysAgo: 17 },
      {
        action: 'PROPOSE_INTERVIEW',
        daysAgo: 15,
        interview: {
          type: 'OFFLINE',
          where: NURI_OFFICE,
          message: 'An on-site interview with the data team.',
          slots: [
            { days: -13, hour: 11 },
            { days: -12, hour: 14 },
          ],
        },
      },
      { action: 'SCHEDULE_INTERVIEW', daysAgo: 14, slot: 1 },
      { action: 'OFFER', daysAgo: 10, message: 'We would love you to join the data team.' },
      { action: 'ACCEPT_OFFER', daysAgo: 9, message: 'Thank you, I am happy to accept.' },
      { action: 'HIRE', daysAgo: 6, message: '입사를 환영합니다! 첫 출근은 다음 주 월요일입니다.' },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_DATA,
    talent: EMILY,
    appliedDaysAgo: 14,
    steps: [
      { action: 'REVIEW', daysAgo: 13 },
      { action: 'OFFER', daysAgo: 8, message: 'We are glad to offer you the position.' },
      { action: 'DECLINE_OFFER', daysAgo: 7, message: 'Thank you, but I have accepted another offer.' },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_QA,
    talent: EMILY,
    appliedDaysAgo: 35,
    steps: [
      { action: 'REVIEW', daysAgo: 34 },
      { action: 'OFFER', daysAgo: 30, message: '6개월 계약으로 함께해 주세요.' },
      { action: 'ACCEPT_OFFER', daysAgo: 29 },
      { action: 'HIRE', daysAgo: 25, message: '계약이 확정되었습니다.' },
    ],
  },
  {
    company: '누리소프트',
    posting: NURI_QA,
    talent: SEOYEON,
    appliedDaysAgo: 33,
    steps: [
      { action: 'REVIEW', daysAgo: 32 },
      { action: 'CANCEL', daysAgo: 28, message: '채용 계획이 바뀌어 이번 전형을 취소합니다. 양해 부탁드립니다.' },
    ],
  },
  {
    company: 'BlueWave Labs',
    posting: BW_EDGE,
    talent: EMILY,
    appliedDaysAgo: 6,
    steps: [
      { action: 'REVIEW', daysAgo: 5 },
      {
        action: 'PROPOSE_INTERVIEW',
        daysAgo: 1,
        interview: {
          type: 'ONLINE',
          where: 'https://meet.bluewave.example/edge-ml',
          message: 'A 45-minute call with our ML lead.',
          slots: [
            { days: 5, hour: 9 },
            { days: 5, hour: 13 },
            { days: 6, hour: 17 },
          ],
        },
      },
    ],
  },
  {
    company: 'BlueWave Labs',
    posting: BW_EDGE,
    talent: SEOYEON,
    appliedDaysAgo: 7,
    steps: [
      { action: 'REVIEW', daysAgo: 6 },
      { action: 'REJECT', daysAgo: 4, message: 'Thank you for applying. We are looking for more embedded experience.' },
    ],
  },
  {
    company: 'BlueWave Labs',
    posting: BW_FLUTTER,
    talent: EMILY,
    appliedDaysAgo: 9,
    steps: [
      { action: 'REVIEW', daysAgo: 8 },
      { action: 'OFFER', daysAgo: 2, message: 'We would like to offer you the six-month contract.' },
    ],
  },
  {
    company: 'BlueWave Labs',
    posting: BW_FLUTTER,
    talent: JAMES,
    appliedDaysAgo: 5,
    steps: [{ action: 'REVIEW', daysAgo: 4 }],
  },
];

/** What each move tells whom (the same as the hiring and applications services). */
const NOTICE: Partial<Record<Step['action'] | 'APPLY', { type: NotificationType; to: 'TALENT' | 'COMPANY' }>> = {
  APPLY: { type: 'NEW_APPLICANT', to: 'COMPANY' },
  PROPOSE_INTERVIEW: { type: 'INTERVIEW_PROPOSED', to: 'TALENT' },
  SCHEDULE_INTERVIEW: { type: 'INTERVIEW_CHOSEN', to: 'COMPANY' },
  DECLINE_INTERVIEW: { type: 'INTERVIEW_DECLINED', to: 'COMPANY' },
  OFFER: { type: 'APPLICATION_OFFERED', to: 'TALENT' },
  REJECT: { type: 'APPLICATION_REJECTED', to: 'TALENT' },
  CANCEL: { type: 'APPLICATION_CANCELLED', to: 'TALENT' },
  HIRE: { type: 'APPLICATION_HIRED', to: 'TALENT' },
  ACCEPT_OFFER: { type: 'OFFER_ACCEPTED', to: 'COMPANY' },
  DECLINE_OFFER: { type: 'OFFER_DECLINED', to: 'COMPANY' },
  ADDITIONAL_ASSESSMENT: { type: 'ADDITIONAL_ASSESSMENT_REQUESTED', to: 'TALENT' },
};

/** The dates a state sets when reached (as the hiring service does). */
function datesFor(to: ApplicationStatus, when: Date) {
  if (to === 'OFFERED') return { offeredAt: when };
  if (to === 'OFFER_ACCEPTED') return { acceptedAt: when };
  if (to === 'HIRED') return { hiredAt: when, decidedAt: when };
  if (to === 'OFFER_DECLINED' || to === 'REJECTED' || to === 'CANCELLED') return { decidedAt: when };
  if (to === 'WITHDRAWN') return { withdrawnAt: when };
  return {};
}

/** Seoul's calendar date `days` from now, at `hour`:00, as a UTC instant. */
function seoulSlot(now: Date, days: number, hour: number): Date {
  const { date } = utcToInterviewSlot(new Date(now.getTime() + days * DAY), ZONE);
  const instant = interviewSlotToUtc({ date, hour, minute: 0 }, ZONE);
  if (!instant) throw new Error(`no such Seoul time: ${date} ${hour}:00`);
  return instant;
}

/**
 * Candidates in every stage for the approved demo companies (see DEMOS). Runs after seedPostings and
 * seedAssessments; does nothing when any application already has a history.
 */
export async function seedHiring(tx: Tx, now = new Date()) {
  if ((await tx.select({ id: applicationEvents.id }).from(applicationEvents).limit(1)).length > 0) return;
  const postings = await tx
    .select({ id: jobPostings.id, title: jobPostings.title, orgId: organizations.id, orgName: organizations.name })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .where(inArray(organizations.name, ['누리소프트', 'BlueWave Labs']));
  const members = await tx
    .select({ organizationId: organizationMembers.organizationId, userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      inArray(
        organizationMembers.organizationId,
        postings.map((p) => p.orgId),
      ),
    );
  const talents = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TALENTS.map((t) => t.email),
      ),
    );
  const ago = (days: number) => new Date(now.getTime() - days * DAY);

  for (const demo of DEMOS) {
    const posting = postings.find((p) => p.orgName === demo.company && p.title === demo.posting);
    const talent = talents.find((t) => t.email === demo.talent);
    if (!posting || !talent) continue;
    const companyUsers = members.filter((m) => m.organizationId === posting.orgId).map((m) => m.userId);
    const companyActor = companyUsers[0] ?? null;
    const talentName = formatName(talent.firstName, talent.lastName);
    const params = { applicationId: 0, jobPostingId: posting.id, title: posting.title, companyName: demo.company };

    const [existing] = await tx
      .select()
      .from(applications)
      .where(and(eq(applications.postingId, posting.id), eq(applications.userId, talent.id)));
    const appliedAt = existing?.appliedAt ?? ago(demo.appliedDaysAgo);
    const application =
      existing ??
      (await tx.insert(applications).values({ postingId: posting.id, userId: talent.id, appliedAt }).returning())[0];
    if (!application) throw new Error('demo application insert returned nothing');
    params.applicationId = application.id;

    const notify = async (key: keyof typeof NOTICE, when: Date, extra: Record<string, string | number> = {}) => {
      const notice = NOTICE[key];
      if (!notice) return;
      const to = notice.to === 'TALENT' ? [talent.id] : companyUsers;
      // Older news has been read; the last two days' is still unread.
      const viewedAt = now.getTime() - when.getTime() > 2 * DAY ? when : null;
      const extras = notice.to === 'COMPANY' ? { talentName, ...extra } : extra;
      if (to.length > 0) {
        await tx.insert(notifications).values(
          to.map((userId) => ({
            userId,
            type: notice.type,
            params: { ...params, ...extras },
            createdAt: when,
            viewedAt,
          })),
        );
      }
    };

    const events: (typeof applicationEvents.$inferInsert)[] = [
      {
        applicationId: application.id,
        fromStatus: null,
        toStatus: 'APPLIED',
        action: 'APPLY',
        actorUserId: talent.id,
        actorRole: 'TALENT',
        createdAt: appliedAt,
      },
    ];
    await notify('APPLY', appliedAt);

    let status: ApplicationStatus = 'APPLIED';
    let dates: Partial<typeof applications.$inferInsert> = {};
    let proposal: { id: number; slots: { id: number }[] } | null = null;
    for (const step of demo.steps) {
      const when = ago(step.daysAgo);
      if (step.action === 'ADDITIONAL_ASSESSMENT') {
        await createAssessmentRequest(tx, {
          organizationId: posting.orgId,
          talentUserId: talent.id,
          track: step.track,
          level: step.level,
          message: step.message,
          jobApplicationId: application.id,
        });
        events.push({
          applicationId: application.id,
          fromStatus: status,
          toStatus: status,
          action: 'ADDITIONAL_ASSESSMENT',
          actorUserId: companyActor,
          actorRole: 'COMPANY',
          message: step.message,
          createdAt: when,
        });
        await notify('ADDITIONAL_ASSESSMENT', when, { track: step.track, level: step.level });
        continue;
      }
      const to = nextApplicationStatus(status, step.action);
      if (to === null) throw new Error(`demo ${demo.talent} → ${demo.posting}: ${step.action} from ${status}`);
      const actorRole = APPLICATION_ACTION_ACTOR[step.action];
      let message = 'message' in step ? (step.message ?? null) : null;
      if (step.action === 'REVIEW') dates = { ...dates, openedAt: when };
      if (step.action === 'PROPOSE_INTERVIEW') {
        const { interview } = step;
        message = interview.message;
        const [row] = await tx
          .insert(interviewProposals)
          .values({
            applicationId: application.id,
            organizationId: posting.orgId,
            type: interview.type,
            meetingUrl: interview.type === 'ONLINE' ? interview.where : null,
            location: interview.type === 'OFFLINE' ? interview.where : null,
            timeZone: ZONE,
            status: 'PROPOSED',
            proposedAt: when,
            message,
          })
          .returning({ id: interviewProposals.id });
        if (!row) throw new Error('demo proposal insert returned nothing');
        const slots = await tx
          .insert(interviewSlots)
          .values(interview.slots.map((s) => ({ proposalId: row.id, startsAt: seoulSlot(now, s.days, s.hour) })))
          .returning({ id: interviewSlots.id });
        proposal = { id: row.id, slots };
      }
      if (step.action === 'SCHEDULE_INTERVIEW' || step.action === 'DECLINE_INTERVIEW') {
        if (!proposal) throw new Error(`demo ${demo.talent} → ${demo.posting}: no proposal to answer`);
        const chosen = step.action === 'SCHEDULE_INTERVIEW' ? proposal.slots[step.slot] : undefined;
        await tx
          .update(interviewProposals)
          .set({ status: chosen ? 'SCHEDULED' : 'DECLINED', respondedAt: when, chosenSlotId: chosen?.id ?? null })
          .where(eq(interviewProposals.id, proposal.id));
      }
      events.push({
        applicationId: application.id,
        fromStatus: status,
        toStatus: to,
        action: step.action,
        actorUserId: actorRole === 'TALENT' ? talent.id : companyActor,
        actorRole,
        message,
        createdAt: when,
      });
      await notify(step.action, when);
      status = to;
      dates = { ...dates, ...datesFor(to, when) };
    }

    await tx.insert(applicationEvents).values(events);
    await tx
      .update(applications)
      .set({ status, ...dates, updatedAt: events.at(-1)?.createdAt ?? appliedAt })
      .where(eq(applications.id, application.id));
    // Applicant counts follow the live (not withdrawn) applications; seedPostings counted its own.
    const delta = Number(countsAsApplicant(status)) - Number(existing ? countsAsApplicant(existing.status) : false);
    if (delta !== 0) {
      await tx
        .update(jobPostings)
        .set({ applicantCount: sql`${jobPostings.applicantCount} + ${delta}` })
        .where(eq(jobPostings.id, posting.id));
    }
  }
}
