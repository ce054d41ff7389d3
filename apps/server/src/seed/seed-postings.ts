import { PostingRequestSchema } from '@app/contract/schemas/posting';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { applications } from '../db/schema/applications';
import { organizationFollows, postingFollows } from '../db/schema/follows';
import { organizations } from '../db/schema/organizations';
import { jobPostings } from '../db/schema/postings';
import { users } from '../db/schema/users';
import { toPostingWrite } from '../modules/postings/postings.service';
import { DEMO_TALENTS } from './demo-accounts';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type Demo = {
  company: '누리소프트' | 'BlueWave Labs';
  status: 'VISIBLE' | 'HIDDEN' | 'DELETED';
  /** Days from now. */
  start: number;
  end: number;
  posting: Record<string, unknown>;
};

const KR = { country: 'KR', currencyCode: 'KRW' };

/** Postings of the approved demo companies, in Korean and English, open, upcoming, ended, hidden and closed. */
const POSTINGS: Demo[] = [
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: -10,
    end: 20,
    posting: {
      ...KR,
      title: '백엔드 개발자 (Kotlin/Spring)',
      city: '서울',
      employmentTypes: ['FULL_TIME'],
      workModes: ['HYBRID'],
      salaryType: 'MONTHLY',
      salaryMin: 5_000_000,
      salaryMax: 7_500_000,
      businessOverview:
        '누리소프트는 중소기업을 위한 클라우드 협업 도구 누리워크를 만듭니다. 3,000여 개 기업이 매일 누리워크로 일합니다. 백엔드 팀은 협업 도구의 API와 실시간 동기화 서버를 개발합니다.',
      requiredQualification:
        'Kotlin 또는 Java로 서버를 개발한 경험 3년 이상\nPostgreSQL 등 관계형 데이터베이스 설계 경험\n코드 리뷰와 테스트 작성을 즐기는 분',
      preferredQualification: 'Kubernetes 운영 경험\n대용량 트래픽 서비스 개발 경험',
      otherDetails: '주 4.5일 근무, 재택근무 주 2회',
      useAiSummary: true,
      jobRoleCategoryIds: [1],
      skillCategoryIds: [1, 3, 7],
      requiredAssessments: [{ track: 'BACKEND', level: 2 }],
      optionalAssessments: [{ track: 'DEVOPS', level: 1 }],
    },
  },
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: -5,
    end: 25,
    posting: {
      ...KR,
      title: '프론트엔드 개발자 (React)',
      city: '서울',
      employmentTypes: ['FULL_TIME'],
      workModes: ['HYBRID', 'REMOTE'],
      salaryType: 'MONTHLY',
      salaryMin: 4_500_000,
      salaryMax: 6_500_000,
      businessOverview:
        '누리워크 웹 앱의 화면과 디자인 시스템을 만듭니다. 수천 개 기업이 쓰는 협업 화면을 더 빠르고 쉽게 만드는 일입니다.',
      requiredQualification: 'React와 TypeScript 실무 경험 2년 이상\n웹 접근성에 대한 이해',
      preferredQualification: '디자인 시스템 구축 경험',
      useAiSummary: false,
      jobRoleCategoryIds: [1],
      skillCategoryIds: [1, 2],
      optionalAssessments: [{ track: 'FRONTEND', level: 2 }],
    },
  },
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: -20,
    end: 3,
    posting: {
      ...KR,
      title: '데이터 엔지니어',
      city: '서울',
      employmentTypes: ['FULL_TIME', 'CONTRACT'],
      workModes: ['ON_SITE'],
      salaryType: 'MONTHLY',
      salaryMin: 5_500_000,
      salaryMax: 8_000_000,
      businessOverview: '협업 데이터로 고객사의 업무 흐름을 분석하는 데이터 플랫폼을 만듭니다.',
      requiredQualification: 'Python과 SQL로 데이터 파이프라인을 개발한 경험\nAirflow 또는 비슷한 도구 경험',
      jobRoleCategoryIds: [2],
      skillCategoryIds: [5, 7],
      optionalAssessments: [{ track: 'DATA', level: 2 }],
    },
  },
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: -2,
    end: 28,
    posting: {
      ...KR,
      title: '프로덕트 디자이너',
      city: '서울',
      employmentTypes: ['FULL_TIME'],
      workModes: ['HYBRID'],
      salaryType: 'NEGOTIABLE',
      businessOverview: '누리워크와 누리사인의 사용자 경험을 설계합니다.',
      requiredQualification: 'B2B SaaS 제품 디자인 경력 3년 이상\nFigma 능숙',
      jobRoleCategoryIds: [3],
      skillCategoryIds: [8],
    },
  },
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: -7,
    end: 14,
    posting: {
      ...KR,
      title: '백엔드 개발 인턴 (여름)',
      city: '서울',
      employmentTypes: ['INTERN'],
      workModes: ['ON_SITE'],
      salaryType: 'HOURLY',
      salaryMin: 12_000,
      salaryMax: 15_000,
      businessOverview: '백엔드 팀과 함께 실제 서비스의 작은 기능을 개발하는 8주 인턴십입니다.',
      requiredQualification: '컴퓨터공학 또는 관련 전공 재학생\nJava 또는 Kotlin 기초',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [1, 3],
    },
  },
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: 5,
    end: 35,
    posting: {
      ...KR,
      title: 'DevOps 엔지니어',
      city: '부산',
      employmentTypes: ['FULL_TIME'],
      workModes: ['ON_SITE'],
      salaryType: 'MONTHLY',
      salaryMin: 6_000_000,
      salaryMax: 8_500_000,
      businessOverview: '부산 개발센터에서 누리워크의 클라우드 인프라를 운영합니다.',
      requiredQualification: 'AWS와 Kubernetes 운영 경험 3년 이상',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [6],
      requiredAssessments: [{ track: 'DEVOPS', level: 2 }],
    },
  },
  {
    company: '누리소프트',
    status: 'VISIBLE',
    start: -40,
    end: -5,
    posting: {
      ...KR,
      title: 'QA 엔지니어 (계약직)',
      city: '서울',
      employmentTypes: ['CONTRACT'],
      workModes: ['ON_SITE'],
      salaryType: 'DAILY',
      salaryMin: 250_000,
      salaryMax: 300_000,
      businessOverview: '누리사인 출시 전 6개월 동안 테스트 자동화를 함께할 분을 찾았습니다.',
      requiredQualification: '테스트 자동화 경험',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [9],
    },
  },
  {
    company: '누리소프트',
    status: 'HIDDEN',
    start: 0,
    end: 30,
    posting: {
      ...KR,
      title: '보안 엔지니어 (작성 중)',
      city: '서울',
      employmentTypes: ['FULL_TIME'],
      workModes: ['ON_SITE'],
      salaryType: 'NEGOTIABLE',
      businessOverview: '고객 데이터를 지키는 보안 체계를 만듭니다.',
      requiredQualification: '보안 관제 또는 취약점 분석 경험',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [10],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'VISIBLE',
    start: -8,
    end: 22,
    posting: {
      country: 'KR',
      currencyCode: 'USD',
      title: 'Edge ML Engineer',
      city: 'Seongnam (Pangyo)',
      employmentTypes: ['FULL_TIME'],
      workModes: ['HYBRID'],
      salaryType: 'MONTHLY',
      salaryMin: 6_000,
      salaryMax: 9_000,
      businessOverview:
        'BlueWave Labs builds on-device AI for marine and logistics sensors. You will ship inference models to edge devices that run on ships and in ports. English is our working language.',
      requiredQualification:
        'Three years of machine learning in production.\nExperience optimising models for embedded devices.',
      preferredQualification: 'Rust or C++ on embedded Linux.',
      otherDetails: 'Visa sponsorship and relocation support.',
      useAiSummary: true,
      jobRoleCategoryIds: [2],
      skillCategoryIds: [5, 1],
      requiredAssessments: [{ track: 'DATA', level: 2 }],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'VISIBLE',
    start: -3,
    end: 40,
    posting: {
      country: 'KR',
      currencyCode: 'USD',
      title: 'Backend Engineer (Go)',
      city: 'Remote (Korea)',
      employmentTypes: ['FULL_TIME'],
      workModes: ['REMOTE'],
      salaryType: 'MONTHLY',
      salaryMin: 5_000,
      salaryMax: 7_500,
      businessOverview: 'Build the sensor data pipeline and fleet monitoring APIs that thousands of devices report to.',
      requiredQualification: 'Go or another typed backend language.\nPostgreSQL and message queues.',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [1, 3, 7],
      optionalAssessments: [{ track: 'BACKEND', level: 3 }],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'VISIBLE',
    start: -12,
    end: 8,
    posting: {
      country: 'US',
      currencyCode: 'USD',
      title: 'Mobile Engineer (Flutter), contract',
      city: 'San Francisco',
      employmentTypes: ['CONTRACT'],
      workModes: ['REMOTE'],
      salaryType: 'HOURLY',
      salaryMin: 60,
      salaryMax: 85,
      businessOverview: 'A six-month contract to build the crew app that shows sensor alerts on phones at sea.',
      requiredQualification: 'Flutter apps in the stores.\nOffline-first data sync.',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [4],
      optionalAssessments: [{ track: 'MOBILE', level: 1 }],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'VISIBLE',
    start: -1,
    end: 60,
    posting: {
      country: 'KR',
      currencyCode: 'KRW',
      title: '데이터 분석 인턴 / Data Analyst Intern',
      city: '성남',
      employmentTypes: ['INTERN'],
      workModes: ['HYBRID'],
      salaryType: 'MONTHLY',
      salaryMin: 2_500_000,
      salaryMax: 2_500_000,
      businessOverview:
        '해양 센서 데이터를 분석하고 대시보드를 만듭니다. You will analyse sensor data with our ML team.',
      requiredQualification: 'Python, SQL 기초 / Basic Python and SQL',
      jobRoleCategoryIds: [2],
      skillCategoryIds: [5],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'VISIBLE',
    start: 10,
    end: 45,
    posting: {
      country: 'KR',
      currencyCode: 'USD',
      title: 'Site Reliability Engineer',
      city: 'Busan',
      employmentTypes: ['FULL_TIME'],
      workModes: ['ON_SITE'],
      salaryType: 'WEEKLY',
      salaryMin: 1_500,
      salaryMax: 2_000,
      businessOverview: 'Keep the port monitoring platform running around the clock from our new Busan office.',
      requiredQualification: 'On-call experience with Kubernetes and Prometheus.',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [6],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'DELETED',
    start: -30,
    end: 10,
    posting: {
      country: 'KR',
      currencyCode: 'USD',
      title: 'Embedded Firmware Engineer (closed)',
      city: 'Seongnam',
      employmentTypes: ['FULL_TIME'],
      workModes: ['ON_SITE'],
      salaryType: 'NEGOTIABLE',
      businessOverview: 'Firmware for our buoy sensors. This role has been filled.',
      requiredQualification: 'C on microcontrollers.',
      jobRoleCategoryIds: [1],
      skillCategoryIds: [12],
    },
  },
  {
    company: 'BlueWave Labs',
    status: 'HIDDEN',
    start: 0,
    end: 30,
    posting: {
      country: 'KR',
      currencyCode: 'USD',
      title: 'Product Manager (draft)',
      city: 'Seongnam',
      employmentTypes: ['FULL_TIME'],
      workModes: ['HYBRID'],
      salaryType: 'NEGOTIABLE',
      businessOverview: 'Own the fleet monitoring dashboard.',
      requiredQualification: 'Three years of B2B product management.',
      jobRoleCategoryIds: [4],
      skillCategoryIds: [],
    },
  },
];

/**
 * Demo postings for the approved companies, with a few applications and follows from the demo talents, so the
 * careers page, dashboards and management lists have something to show.
 */
export async function seedPostings(tx: Tx) {
  const orgs = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.name, ['누리소프트', 'BlueWave Labs']));
  const orgId = new Map(orgs.map((o) => [o.name, o.id]));
  const ids: number[] = [];
  for (const demo of POSTINGS) {
    const organizationId = orgId.get(demo.company);
    if (!organizationId) continue;
    const input = PostingRequestSchema.parse({ ...demo.posting, startedAt: at(demo.start), endedAt: at(demo.end) });
    const [row] = await tx
      .insert(jobPostings)
      .values({ ...toPostingWrite(input, demo.company), organizationId, status: demo.status })
      .returning({ id: jobPostings.id });
    if (row) ids.push(row.id);
  }
  const talents = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_TALENTS.map((t) => t.email),
      ),
    );
  const talent = (i: number) => talents.find((t) => t.email === DEMO_TALENTS[i]?.email)?.id;
  const apply = async (
    userId: number | undefined,
    postingId: number | undefined,
    status: 'APPLIED' | 'DOCUMENT_REVIEW' | 'WITHDRAWN',
    daysAgo: number,
  ) => {
    if (!userId || !postingId) return;
    const appliedAt = new Date(Date.now() - daysAgo * DAY);
    await tx.insert(applications).values({
      postingId,
      userId,
      status,
      appliedAt,
      withdrawnAt: status === 'WITHDRAWN' ? new Date() : null,
    });
    if (status !== 'WITHDRAWN') {
      await tx
        .update(jobPostings)
        .set({ applicantCount: sql`${jobPostings.applicantCount} + 1` })
        .where(eq(jobPostings.id, postingId));
    }
  };
  await apply(talent(0), ids[0], 'DOCUMENT_REVIEW', 6);
  await apply(talent(0), ids[1], 'APPLIED', 2);
  await apply(talent(1), ids[8], 'APPLIED', 4);
  await apply(talent(1), ids[9], 'WITHDRAWN', 1);
  await apply(talent(2), ids[2], 'APPLIED', 3);
  await apply(talent(3), ids[0], 'APPLIED', 1);
  const follow = async (userId: number | undefined, postingId: number | undefined) => {
    if (userId && postingId) await tx.insert(postingFollows).values({ userId, postingId });
  };
  await follow(talent(0), ids[4]);
  await follow(talent(0), ids[9]);
  await follow(talent(1), ids[0]);
  await follow(talent(3), ids[11]);
  for (const [i, name] of [
    [0, '누리소프트'],
    [1, 'BlueWave Labs'],
    [3, 'BlueWave Labs'],
  ] as const) {
    const userId = talent(i);
    const organizationId = orgId.get(name);
    if (userId && organizationId) await tx.insert(organizationFollows).values({ userId, organizationId });
  }
  // Views, so the management list's counts are not all zero.
  await tx
    .update(jobPostings)
    .set({ viewCount: sql`(${jobPostings.id} * 37) % 180 + ${jobPostings.applicantCount} * 5` });
}
