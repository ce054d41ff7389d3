/** Demo sign-in details, printed at start and listed in the README. */
export const DEMO_PASSWORD = 'TalentBridge-demo-2026';

export const DEMO_TALENTS = [
  { email: 'minji.kim@demo.talentbridge.dev', firstName: '민지', lastName: '김', locale: 'ko' },
  { email: 'james.park@demo.talentbridge.dev', firstName: 'James', lastName: 'Park', locale: 'en' },
  { email: 'seoyeon.lee@demo.talentbridge.dev', firstName: '서연', lastName: '이', locale: 'ko' },
  { email: 'emily.nguyen@demo.talentbridge.dev', firstName: 'Emily', lastName: 'Nguyen', locale: 'en' },
] as const;

export const DEMO_COMPANIES = [
  {
    email: 'hr@nurisoft.demo.talentbridge.dev',
    firstName: '지훈',
    lastName: '최',
    locale: 'ko',
    companyName: '누리소프트',
    status: 'APPROVED',
  },
  {
    email: 'talent@bluewave.demo.talentbridge.dev',
    firstName: 'Olivia',
    lastName: 'Chen',
    locale: 'en',
    companyName: 'BlueWave Labs',
    status: 'APPROVED',
  },
  {
    email: 'people@hanbit.demo.talentbridge.dev',
    firstName: '하늘',
    lastName: '정',
    locale: 'ko',
    companyName: '한빛모빌리티',
    status: 'NOT_APPLIED',
  },
] as const;

export const DEMO_ADMIN = {
  email: 'admin@demo.talentbridge.dev',
  firstName: 'Admin',
  lastName: 'TalentBridge',
  locale: 'en',
} as const;

/** Members of 누리소프트's hiring team besides its owner (decision 034). */
export const DEMO_TEAM_MEMBERS = [
  {
    email: 'recruiter@nurisoft.demo.talentbridge.dev',
    firstName: '수아',
    lastName: '한',
    locale: 'ko',
    memberRole: 'RECRUITER',
  },
  {
    email: 'interviewer@nurisoft.demo.talentbridge.dev',
    firstName: 'Daniel',
    lastName: 'Moore',
    locale: 'en',
    memberRole: 'INTERVIEWER',
  },
] as const;
