import type { ApplicationAction } from '@app/contract/rules/application-state';
import type { AssessmentLevel, AssessmentTrack } from '@app/contract/schemas/assessment-track';
import type { DEMO_TALENTS } from './demo-accounts';

/* The demo hiring data: which talent applied to which demo posting, and every move since (seed-hiring.ts plays it). */

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
export type Step =
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

/** `viaProposal`: the talent applied by accepting the company's proposal with this message (analytics' sources). */
export type Demo = {
  company: Company;
  posting: string;
  talent: Email;
  appliedDaysAgo: number;
  steps: Step[];
  viaProposal?: string;
};

const MINJI = 'minji.kim@demo.talentbridge.dev';
export const JAMES = 'james.park@demo.talentbridge.dev';
const SEOYEON = 'seoyeon.lee@demo.talentbridge.dev';
const EMILY = 'emily.nguyen@demo.talentbridge.dev';

const NURI_BACKEND = '백엔드 개발자 (Kotlin/Spring)';
export const NURI_FRONTEND = '프론트엔드 개발자 (React)';
const NURI_DATA = '데이터 엔지니어';
const NURI_QA = 'QA 엔지니어 (계약직)';
const BW_EDGE = 'Edge ML Engineer';
const BW_GO = 'Backend Engineer (Go)';
const BW_FLUTTER = 'Mobile Engineer (Flutter), contract';

const NURI_OFFICE = '서울 강남구 테헤란로 142, 누리타워 12층';

/**
 * The demo companies' candidates in every stage, each reached by legal moves of the state machine, with the
 * history both sides read, interview proposals (future slots where the talent still has to answer) and the
 * notifications each move sends.
 */
export const DEMOS: Demo[] = [
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
  {
    company: '누리소프트',
    posting: NURI_DATA,
    talent: SEOYEON,
    appliedDaysAgo: 3,
    steps: [],
    viaProposal: '서연 님의 데이터 파이프라인 경험이 저희 팀에 꼭 필요합니다. 지원을 제안드립니다.',
  },
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
