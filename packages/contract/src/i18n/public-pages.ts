import type { Locale } from '../schemas/common';

/**
 * The words of the public pages (posting, company, closed and not-found pages), in one place for the server, which
 * sends them as HTML, and the web app, which renders the same page once it takes over.
 */
const en = {
  siteName: 'TalentBridge',
  siteDescription: 'TalentBridge connects job-seeking talents with hiring companies, in English and Korean.',
  jobTitle: (title: string, company: string) => `${title} – ${company} | TalentBridge`,
  companyTitle: (company: string) => `${company}: company and open positions | TalentBridge`,
  companyDescription: (company: string, count: number) =>
    `${company} is a verified company on TalentBridge with ${count} open position${count === 1 ? '' : 's'}.`,
  sections: {
    aiSummary: 'Summary',
    businessOverview: 'Business overview',
    mainDuties: 'Main duties',
    requiredQualification: 'Required qualifications',
    preferredQualification: 'Preferred qualifications',
    hiringProcess: 'Hiring process',
    otherDetails: 'Other details',
  },
  facts: {
    location: 'Location',
    employmentTypes: 'Employment types',
    workModes: 'Work modes',
    salary: 'Salary',
    deadline: 'Applications close',
  },
  employmentTypes: { FULL_TIME: 'Full-time', CONTRACT: 'Contract', INTERN: 'Internship' } as Record<string, string>,
  workModes: { ON_SITE: 'On-site', REMOTE: 'Remote', HYBRID: 'Hybrid' } as Record<string, string>,
  salaryTypes: {
    ANNUAL: 'per year',
    MONTHLY: 'per month',
    WEEKLY: 'per week',
    DAILY: 'per day',
    HOURLY: 'per hour',
    NEGOTIABLE: 'Negotiable',
  } as Record<string, string>,
  signInToApply: 'Sign in to apply',
  apply: 'Apply or follow',
  applyNote: 'Applying and following need a talent account.',
  schedule: {
    documentsBy: 'Document review by',
    interviewsBy: 'Interviews by',
    resultBy: 'Result by',
    retention: (days: number) =>
      `After the result, the company keeps applicants' documents for ${days} days and then deletes them. Until then you may ask for them to be returned or deleted.`,
  },
  signUp: 'Create an account',
  verified: 'Verified company',
  aboutCompany: (company: string) => `About ${company}`,
  company: {
    about: 'About',
    keyService: 'Key services',
    welfare: 'Benefits',
    industryMarketAnalysis: 'Industry and market',
    website: 'Website',
    size: 'Company size',
    employees: (size: string) => `${size} employees`,
    location: 'Location',
    openPostings: 'Open positions',
    noOpenPostings: 'No open positions right now.',
  },
  closedTitle: 'This posting has closed',
  closedBody: 'It no longer takes applications. Have a look at the positions that are open now.',
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you were looking for does not exist or is no longer available.',
  browseOpenPositions: 'See open positions',
  home: 'Home',
  nav: { main: 'Main menu', language: 'Language', signIn: 'Sign in', signUp: 'Sign up' },
};

type PublicPageText = typeof en;

const ko: PublicPageText = {
  siteName: 'TalentBridge',
  siteDescription: 'TalentBridge는 일자리를 찾는 인재와 채용하는 기업을 한국어와 영어로 연결합니다.',
  jobTitle: (title, company) => `${title} – ${company} | TalentBridge`,
  companyTitle: (company) => `${company} 기업 정보와 채용 공고 | TalentBridge`,
  companyDescription: (company, count) =>
    `TalentBridge 인증 기업 ${company}에서 지금 ${count}건의 공고로 채용하고 있습니다.`,
  sections: {
    aiSummary: '요약',
    businessOverview: '사업 소개',
    mainDuties: '주요 업무',
    requiredQualification: '자격 요건',
    preferredQualification: '우대 사항',
    hiringProcess: '채용 절차',
    otherDetails: '기타 사항',
  },
  facts: {
    location: '근무지',
    employmentTypes: '고용 형태',
    workModes: '근무 형태',
    salary: '급여',
    deadline: '접수 마감',
  },
  employmentTypes: { FULL_TIME: '정규직', CONTRACT: '계약직', INTERN: '인턴' },
  workModes: { ON_SITE: '출근', REMOTE: '원격', HYBRID: '하이브리드' },
  salaryTypes: {
    ANNUAL: '연봉',
    MONTHLY: '월급',
    WEEKLY: '주급',
    DAILY: '일급',
    HOURLY: '시급',
    NEGOTIABLE: '협의',
  },
  signInToApply: '로그인하고 지원하기',
  apply: '지원하거나 관심 공고로 저장하기',
  applyNote: '지원과 관심 등록은 인재 회원만 할 수 있습니다.',
  schedule: {
    documentsBy: '서류 검토 마감',
    interviewsBy: '면접 마감',
    resultBy: '결과 발표',
    retention: (days) =>
      `기업은 결과 발표 후 ${days}일 동안 지원 서류를 보관한 뒤 삭제합니다. 그 전까지 서류 반환이나 삭제를 요청할 수 있습니다.`,
  },
  signUp: '회원가입',
  verified: '인증 기업',
  aboutCompany: (company) => `${company} 기업 정보`,
  company: {
    about: '기업 소개',
    keyService: '주요 서비스',
    welfare: '복지',
    industryMarketAnalysis: '산업 및 시장',
    website: '웹사이트',
    size: '기업 규모',
    employees: (size) => `${size}명`,
    location: '위치',
    openPostings: '채용 중인 공고',
    noOpenPostings: '지금은 채용 중인 공고가 없습니다.',
  },
  closedTitle: '마감된 공고입니다',
  closedBody: '더 이상 지원을 받지 않습니다. 지금 채용 중인 공고를 둘러보세요.',
  notFoundTitle: '페이지를 찾을 수 없습니다',
  notFoundBody: '찾으시는 페이지가 없거나 더 이상 볼 수 없습니다.',
  browseOpenPositions: '채용 중인 공고 보기',
  home: '홈',
  nav: { main: '주 메뉴', language: '언어', signIn: '로그인', signUp: '회원가입' },
};

export const PUBLIC_PAGE_TEXT: Record<Locale, PublicPageText> = { en, ko };
