import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { jobRoleCategories, jobTitles, skillCategories, skills } from '../db/schema/catalog';
import { users } from '../db/schema/users';
import { replaceInterests } from '../modules/account/account.queries';
import { type ProfileWrite, replaceProfile } from '../modules/profiles/profiles.queries';
import type { DEMO_TALENTS } from './demo-accounts';

type Role = { category: string; jobRole: string; years: number; representative?: boolean };
type Stack = { category: string; skill: string; years: number };
type DemoProfile = {
  profile: ProfileWrite['profile'];
  jobRoles: Role[];
  techStacks: Stack[];
  educations: Omit<ProfileWrite['educations'][number], 'position'>[];
  workExperiences: Omit<ProfileWrite['workExperiences'][number], 'position'>[];
  projects: Omit<ProfileWrite['projects'][number], 'sortOrder'>[];
  certificates: Omit<ProfileWrite['certificates'][number], 'position'>[];
  profileUrls: Omit<ProfileWrite['profileUrls'][number], 'position'>[];
  interestedSkills: string[];
  interestedJobRoles: string[];
};

/** Full profiles of the demo talents, in each talent's language, keyed by e-mail. */
const PROFILES: Record<(typeof DEMO_TALENTS)[number]['email'], DemoProfile> = {
  'minji.kim@demo.talentbridge.dev': {
    profile: {
      jobSeekingStatus: 'ACTIVELY_SEEKING',
      country: 'KR',
      city: '서울',
      introduction:
        '결제·정산 도메인에서 6년간 백엔드를 개발했습니다. 트래픽이 몰리는 이벤트에도 흔들리지 않는 시스템을 만드는 일을 좋아하고, 코드 리뷰와 문서화로 팀의 속도를 높이는 데 관심이 많습니다.',
      isJobOffersAcceptable: true,
      profileImgUrl: null,
    },
    jobRoles: [
      { category: 'ENGINEERING', jobRole: '백엔드 개발자', years: 6, representative: true },
      { category: 'ENGINEERING', jobRole: '데브옵스 엔지니어', years: 2 },
    ],
    techStacks: [
      { category: 'LANGUAGES', skill: 'Kotlin', years: 4 },
      { category: 'LANGUAGES', skill: 'Java', years: 6 },
      { category: 'BACKEND', skill: 'Spring Boot', years: 6 },
      { category: 'BACKEND', skill: 'Apache Kafka', years: 3 },
      { category: 'DATABASES', skill: 'MySQL', years: 6 },
      { category: 'DATABASES', skill: 'Redis', years: 4 },
      { category: 'DEVOPS_CLOUD', skill: 'Kubernetes', years: 2 },
    ],
    educations: [
      {
        schoolName: '한양대학교',
        entranceDate: '2014-03-01',
        graduationDate: '2018-02-01',
        degree: 'BACHELOR',
        location: '서울',
        major: '컴퓨터소프트웨어학부',
        gpa: 3.92,
      },
    ],
    workExperiences: [
      {
        companyName: '한결페이',
        startDate: '2021-04-01',
        endDate: null,
        jobPosition: '시니어 백엔드 엔지니어 (정산팀)',
      },
      {
        companyName: '모두의커머스',
        startDate: '2018-01-01',
        endDate: '2021-03-01',
        jobPosition: '백엔드 엔지니어',
      },
    ],
    projects: [
      {
        projectName: '실시간 정산 시스템 재구축',
        startDate: '2022-03-01',
        endDate: '2023-02-01',
        description:
          '배치 기반 정산을 Kafka 이벤트 기반으로 전환해 정산 지연을 하루에서 5분 이내로 줄였습니다. 멱등 처리와 재처리 도구를 설계했습니다.',
      },
      {
        projectName: '블랙프라이데이 트래픽 대응',
        startDate: '2020-09-01',
        endDate: '2020-11-01',
        description: '주문 API에 Redis 캐시와 대기열을 도입해 평소 20배 트래픽을 장애 없이 처리했습니다.',
      },
    ],
    certificates: [
      { issueDate: '2017-08-01', certName: '정보처리기사', issueOrganization: '한국산업인력공단' },
      {
        issueDate: '2022-06-01',
        certName: 'AWS Certified Solutions Architect – Associate',
        issueOrganization: 'Amazon Web Services',
      },
    ],
    profileUrls: [
      { type: 'GITHUB', url: 'https://github.com/minji-kim-demo' },
      { type: 'PERSONAL_WEBSITE', url: 'https://minji.dev' },
    ],
    interestedSkills: ['Kotlin', 'Spring Boot', 'Apache Kafka', 'Kubernetes'],
    interestedJobRoles: ['Backend Developer', 'Site Reliability Engineer'],
  },
  'james.park@demo.talentbridge.dev': {
    profile: {
      jobSeekingStatus: 'OPEN_TO_OFFERS',
      country: 'US',
      city: 'Seattle',
      introduction:
        'Frontend engineer with five years of building accessible, fast React applications. I care about design systems, performance budgets and pairing closely with designers. Looking to relocate to Seoul.',
      isJobOffersAcceptable: true,
      profileImgUrl: null,
    },
    jobRoles: [
      { category: 'ENGINEERING', jobRole: 'Frontend Developer', years: 5, representative: true },
      { category: 'ENGINEERING', jobRole: 'Full-stack Developer', years: 2 },
    ],
    techStacks: [
      { category: 'LANGUAGES', skill: 'TypeScript', years: 5 },
      { category: 'FRONTEND', skill: 'React', years: 5 },
      { category: 'FRONTEND', skill: 'Next.js', years: 3 },
      { category: 'FRONTEND', skill: 'Tailwind CSS', years: 2 },
      { category: 'FRONTEND', skill: 'Web accessibility', years: 4 },
      { category: 'TESTING', skill: 'Playwright', years: 2 },
      { category: 'BACKEND', skill: 'Node.js', years: 3 },
    ],
    educations: [
      {
        schoolName: 'University of Washington',
        entranceDate: '2014-09-01',
        graduationDate: '2018-06-01',
        degree: 'BACHELOR',
        location: 'Seattle, WA',
        major: 'Computer Science',
        gpa: 3.7,
      },
    ],
    workExperiences: [
      {
        companyName: 'Northwind Analytics',
        startDate: '2020-08-01',
        endDate: null,
        jobPosition: 'Senior Frontend Engineer',
      },
      {
        companyName: 'Cascade Health',
        startDate: '2018-07-01',
        endDate: '2020-07-01',
        jobPosition: 'Software Engineer',
      },
    ],
    projects: [
      {
        projectName: 'Design system "Harbor"',
        startDate: '2021-01-01',
        endDate: '2021-12-01',
        description:
          'Led a React component library used by six product teams; WCAG 2.1 AA throughout, visual regression tests in CI.',
      },
      {
        projectName: 'Dashboard performance',
        startDate: '2022-04-01',
        endDate: '2022-07-01',
        description:
          'Cut the analytics dashboard’s largest contentful paint from 4.1 s to 1.3 s with code splitting and streaming.',
      },
    ],
    certificates: [
      {
        issueDate: '2021-03-01',
        certName: 'AWS Certified Developer – Associate',
        issueOrganization: 'Amazon Web Services',
      },
    ],
    profileUrls: [
      { type: 'GITHUB', url: 'https://github.com/jamespark-demo' },
      { type: 'PORTFOLIO', url: 'https://jamespark.dev/work' },
    ],
    interestedSkills: ['React', 'TypeScript', 'Next.js'],
    interestedJobRoles: ['Frontend Developer', 'Full-stack Developer'],
  },
  'seoyeon.lee@demo.talentbridge.dev': {
    profile: {
      jobSeekingStatus: 'ACTIVELY_SEEKING',
      country: 'KR',
      city: '성남시 분당구',
      introduction:
        '추천 시스템과 수요 예측 모델을 만들어 온 데이터 사이언티스트입니다. 실험 설계부터 모델 서빙까지 직접 다루며, 비즈니스 지표로 성과를 증명하는 일을 중요하게 생각합니다.',
      isJobOffersAcceptable: true,
      profileImgUrl: null,
    },
    jobRoles: [
      { category: 'DATA_AI', jobRole: '데이터 사이언티스트', years: 4, representative: true },
      { category: 'DATA_AI', jobRole: '머신러닝 엔지니어', years: 2 },
    ],
    techStacks: [
      { category: 'LANGUAGES', skill: 'Python', years: 6 },
      { category: 'DATA_AI', skill: 'PyTorch', years: 3 },
      { category: 'DATA_AI', skill: 'scikit-learn', years: 5 },
      { category: 'DATA_AI', skill: 'pandas', years: 6 },
      { category: 'DATA_AI', skill: 'Apache Spark', years: 2 },
      { category: 'DATABASES', skill: 'BigQuery', years: 3 },
    ],
    educations: [
      {
        schoolName: '연세대학교',
        entranceDate: '2013-03-01',
        graduationDate: '2017-02-01',
        degree: 'BACHELOR',
        location: '서울',
        major: '응용통계학과',
        gpa: 4.05,
      },
      {
        schoolName: 'KAIST',
        entranceDate: '2017-03-01',
        graduationDate: '2019-02-01',
        degree: 'MASTER',
        location: '대전',
        major: '데이터사이언스대학원',
        gpa: 4.12,
      },
    ],
    workExperiences: [
      { companyName: '판교모빌리티', startDate: '2019-03-01', endDate: null, jobPosition: '데이터 사이언티스트' },
    ],
    projects: [
      {
        projectName: '배차 수요 예측 모델',
        startDate: '2020-01-01',
        endDate: '2020-09-01',
        description: '시간대·지역별 호출 수요를 예측하는 모델을 개발해 배차 대기 시간을 평균 18% 단축했습니다.',
      },
      {
        projectName: '개인화 쿠폰 추천',
        startDate: '2021-05-01',
        endDate: '2022-01-01',
        description: '업리프트 모델링으로 쿠폰 대상자를 선정해 같은 예산으로 재구매율을 11% 높였습니다.',
      },
    ],
    certificates: [
      { issueDate: '2018-11-01', certName: '데이터분석 준전문가(ADsP)', issueOrganization: '한국데이터산업진흥원' },
      { issueDate: '2019-06-01', certName: 'SQL 개발자(SQLD)', issueOrganization: '한국데이터산업진흥원' },
    ],
    profileUrls: [{ type: 'GITHUB', url: 'https://github.com/seoyeon-lee-demo' }],
    interestedSkills: ['PyTorch', 'Large language models', 'Recommender systems'],
    interestedJobRoles: ['Data Scientist', 'Machine Learning Engineer', 'AI Research Scientist'],
  },
  'emily.nguyen@demo.talentbridge.dev': {
    profile: {
      jobSeekingStatus: 'NOT_SEEKING',
      country: 'VN',
      city: 'Ho Chi Minh City',
      introduction:
        'Product designer focused on fintech onboarding flows. Happy where I am, but open to hearing about design-led teams in Korea.',
      isJobOffersAcceptable: true,
      profileImgUrl: null,
    },
    jobRoles: [
      { category: 'DESIGN', jobRole: 'Product Designer', years: 4, representative: true },
      { category: 'DESIGN', jobRole: 'UX Researcher', years: 1 },
    ],
    techStacks: [
      { category: 'DESIGN', skill: 'Figma', years: 4 },
      { category: 'DESIGN', skill: 'ProtoPie', years: 2 },
      { category: 'DESIGN', skill: 'Design systems', years: 3 },
      { category: 'DESIGN', skill: 'UX research', years: 2 },
      { category: 'FRONTEND', skill: 'HTML5', years: 2 },
    ],
    educations: [
      {
        schoolName: 'RMIT University Vietnam',
        entranceDate: '2015-10-01',
        graduationDate: '2019-06-01',
        degree: 'BACHELOR',
        location: 'Ho Chi Minh City',
        major: 'Digital Design',
        gpa: 3.6,
      },
    ],
    workExperiences: [
      { companyName: 'Lotus Pay', startDate: '2021-02-01', endDate: null, jobPosition: 'Product Designer' },
      { companyName: 'Saigon Studio', startDate: '2019-07-01', endDate: '2021-01-01', jobPosition: 'UI Designer' },
    ],
    projects: [
      {
        projectName: 'e-KYC onboarding redesign',
        startDate: '2021-06-01',
        endDate: '2021-10-01',
        description:
          'Redesigned identity verification; completion rose from 54% to 78% after three rounds of usability tests.',
      },
    ],
    certificates: [{ issueDate: '2020-04-01', certName: 'Google UX Design Certificate', issueOrganization: 'Google' }],
    profileUrls: [{ type: 'PORTFOLIO', url: 'https://emilynguyen.design' }],
    interestedSkills: ['Figma', 'Design systems'],
    interestedJobRoles: ['Product Designer', 'UI/UX Designer'],
  },
};

/** Gives every demo talent a full profile and interest categories; ids come from the seeded catalogue. */
export async function seedProfiles(tx: Tx) {
  const skillCats = new Map((await tx.select().from(skillCategories)).map((c) => [c.code, c.id]));
  const roleCats = new Map((await tx.select().from(jobRoleCategories)).map((c) => [c.code, c.id]));
  const skillIds = new Map((await tx.select().from(skills)).map((s) => [s.nameEn, s.id]));
  const titleIds = new Map((await tx.select().from(jobTitles)).map((t) => [t.nameEn, t.id]));
  const need = <K, V>(map: Map<K, V>, key: K): V => {
    const value = map.get(key);
    if (value === undefined) throw new Error(`demo profile refers to ${String(key)}, which is not in the catalogue`);
    return value;
  };
  const emails = Object.keys(PROFILES) as (keyof typeof PROFILES)[];
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  for (const { id, email } of accounts) {
    const p = PROFILES[email as keyof typeof PROFILES];
    await replaceProfile(tx, id, {
      profile: p.profile,
      jobRoles: p.jobRoles.map((r, position) => ({
        position,
        categoryId: need(roleCats, r.category),
        jobRole: r.jobRole,
        experienceYears: r.years,
        isRepresentative: r.representative ?? false,
      })),
      techStacks: p.techStacks.map((s, position) => ({
        position,
        categoryId: need(skillCats, s.category),
        skill: s.skill,
        experienceYears: s.years,
      })),
      educations: p.educations.map((e, position) => ({ ...e, position })),
      workExperiences: p.workExperiences.map((w, position) => ({ ...w, position })),
      projects: p.projects.map((x, i) => ({ ...x, sortOrder: i + 1 })),
      certificates: p.certificates.map((c, position) => ({ ...c, position })),
      profileUrls: p.profileUrls.map((u, position) => ({ ...u, position })),
    });
    await replaceInterests(
      tx,
      id,
      p.interestedSkills.map((name) => need(skillIds, name)),
      p.interestedJobRoles.map((name) => need(titleIds, name)),
    );
  }
}
