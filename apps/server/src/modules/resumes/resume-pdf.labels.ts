import type { Locale } from '@app/contract/schemas/common';
import type { Degree } from '@app/contract/schemas/profile';

/** The printed résumé's words, in the résumé's language. */
export const PDF_LABELS = {
  en: {
    summary: 'Summary',
    work: 'Experience',
    projects: 'Projects',
    education: 'Education',
    skills: 'Skills',
    certificates: 'Certificates',
    languages: 'Languages',
    links: 'Links',
    present: 'present',
    role: 'Role',
    gpa: 'GPA',
    years: (n: number) => `${n} yr${n === 1 ? '' : 's'}`,
    sentTo: (company: string, date: string) => `Sent to ${company} on ${date}`,
    degrees: {
      ENROLLED: 'Enrolled',
      MASTER: "Master's",
      BACHELOR: "Bachelor's",
      DOCTOR: 'Doctorate',
      ASSOCIATE: 'Associate',
      HIGH_SCHOOL: 'High school',
      OTHER: 'Other',
    } satisfies Record<Degree, string>,
  },
  ko: {
    summary: '자기소개',
    work: '경력',
    projects: '프로젝트',
    education: '학력',
    skills: '기술',
    certificates: '자격증',
    languages: '언어',
    links: '링크',
    present: '현재',
    role: '역할',
    gpa: '학점',
    years: (n: number) => `${n}년`,
    sentTo: (company: string, date: string) => `${date} ${company}에 제출`,
    degrees: {
      ENROLLED: '재학',
      MASTER: '석사',
      BACHELOR: '학사',
      DOCTOR: '박사',
      ASSOCIATE: '전문학사',
      HIGH_SCHOOL: '고등학교',
      OTHER: '기타',
    } satisfies Record<Degree, string>,
  },
} as const satisfies Record<Locale, unknown>;
