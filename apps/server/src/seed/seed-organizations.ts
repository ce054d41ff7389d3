import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { auditLogs } from '../db/schema/audit';
import { organizationMembers, organizations, verificationDocuments } from '../db/schema/organizations';
import { notificationSettings, users } from '../db/schema/users';
import { recordSignupConsents } from '../modules/consents/consents.service';
import { organizationSearchColumns } from '../modules/organizations/organizations.search.service';
import type { Storage } from '../storage/storage';
import { DEMO_ADMIN } from './demo-accounts';
import { makeDemoPdf } from './demo-pdf';

type OrgInfo = Partial<typeof organizations.$inferInsert>;

const DAY = 86_400_000;

/** Company pages of the demo companies, keyed by their name in demo-accounts. */
const COMPANY_INFO: Record<string, OrgInfo> = {
  누리소프트: {
    ceo: '최지훈',
    country: 'KR',
    location: '서울특별시 강남구 테헤란로 231, 12층',
    companySize: '51-200',
    industry: 'IT_SOFTWARE',
    phone: '+82 2-555-0142',
    website: 'https://nurisoft.example.com',
    about:
      '누리소프트는 중소기업을 위한 클라우드 협업 도구를 만듭니다. 2015년 설립 이후 3,000여 개 기업이 누리워크를 사용하고 있습니다.\n\nNuriSoft builds cloud collaboration tools for small and mid-sized businesses; over 3,000 companies use NuriWork.',
    keyService:
      '누리워크(업무 협업 SaaS), 누리사인(전자계약), 기업용 API 연동 / NuriWork (collaboration SaaS), NuriSign (e-contracts)',
    welfare:
      '주 4.5일 근무, 재택근무 주 2회, 연 200만 원 교육비, 건강검진, 점심 식대 지원 / 4.5-day week, hybrid work, learning budget',
    employeeReviews: '“코드 리뷰 문화가 탄탄하고 성장할 기회가 많아요.” — 백엔드 개발자',
    article: 'https://news.example.com/nurisoft-series-b',
    industryMarketAnalysis:
      '국내 협업 SaaS 시장은 연평균 18% 성장하고 있으며, 누리소프트는 중소기업 부문 점유율 상위 3위권입니다.',
    contactFirstName: '지훈',
    contactLastName: '최',
    contactPosition: '인사팀장 / Head of People',
  },
  'BlueWave Labs': {
    ceo: 'Olivia Chen',
    country: 'KR',
    location: '경기도 성남시 분당구 판교역로 235 (Pangyo Techno Valley)',
    companySize: '11-50',
    industry: 'IT_SOFTWARE',
    phone: '+82 31-8017-2200',
    website: 'https://bluewave.example.com',
    about:
      'BlueWave Labs builds on-device AI for marine and logistics sensors. Our team of 40 works in English and Korean from Pangyo.\n\n블루웨이브랩스는 해양·물류 센서를 위한 온디바이스 AI를 개발합니다.',
    keyService: 'Edge inference SDK, fleet monitoring dashboard, sensor data pipeline',
    welfare: 'Remote-friendly, visa sponsorship, relocation support, Korean language classes, yearly team retreat',
    employeeReviews: '"Small team, big ownership. English is the working language." — ML engineer',
    article: 'https://news.example.com/bluewave-edge-ai',
    industryMarketAnalysis:
      'Edge AI in logistics is projected to grow 25% a year through 2030, led by port automation.',
    contactFirstName: 'Olivia',
    contactLastName: 'Chen',
    contactPosition: 'CEO & Co-founder',
  },
  한빛모빌리티: {
    ceo: '정하늘',
    country: 'KR',
    location: '서울특별시 성동구 성수이로 113',
    companySize: '201-500',
    industry: 'MOBILITY',
    phone: '+82 2-6200-7700',
    website: 'https://hanbit-mobility.example.com',
    about:
      '한빛모빌리티는 전기 이륜차 공유 서비스와 배터리 교환 스테이션을 운영합니다.\n\nHanbit Mobility runs e-scooter sharing and battery-swap stations across Seoul.',
    keyService: '전기 이륜차 공유, 배터리 교환 스테이션, 배달 라이더용 리스 / e-scooter sharing, battery swapping',
    welfare: '자율 출퇴근, 사내 카페, 전동킥보드 무료 이용, 자녀 학자금 지원',
    contactFirstName: '하늘',
    contactLastName: '정',
    contactPosition: '피플팀 매니저',
  },
};

/** An extra company waiting for review, so the admin console has something to decide. */
export const DEMO_PENDING_COMPANY = {
  email: 'admin@greenfarm.demo.talentbridge.dev',
  firstName: '도윤',
  lastName: '한',
  locale: 'ko' as const,
  companyName: '그린팜테크',
  info: {
    ceo: '한도윤',
    country: 'KR',
    location: '경기도 성남시 분당구 대왕판교로 660 (판교)',
    companySize: '1-10',
    industry: 'OTHER' as const,
    phone: '+82 31-600-1234',
    website: 'https://greenfarm.example.com',
    about:
      '스마트팜 센서와 작물 생육 예측 서비스를 만드는 초기 스타트업입니다. / An early-stage smart-farming startup.',
    keyService: '스마트팜 IoT 센서, 생육 예측 대시보드',
    welfare: '스톡옵션, 유연 근무',
    contactFirstName: '도윤',
    contactLastName: '한',
    contactPosition: '대표',
  } satisfies OrgInfo,
};

/**
 * Fills the demo companies' pages, records the approval of the approved ones in the audit log, and adds one
 * pending company with a generated PDF document. Runs inside seedDemoData's transaction, after the admin exists.
 */
export async function seedOrganizations(tx: Tx, opts: { passwordHash: string; storage?: Storage }) {
  const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ADMIN.email)).limit(1);
  const now = Date.now();
  for (const [name, info] of Object.entries(COMPANY_INFO)) {
    const [org] = await tx.select().from(organizations).where(eq(organizations.name, name)).limit(1);
    if (!org) continue;
    const approved = org.verificationStatus === 'APPROVED';
    await tx
      .update(organizations)
      .set({
        ...info,
        ...organizationSearchColumns({ ...org, ...info, name: org.name }),
        appliedAt: approved ? new Date(now - 30 * DAY) : null,
        decidedAt: approved ? new Date(now - 28 * DAY) : null,
      })
      .where(eq(organizations.id, org.id));
    if (!approved) continue;
    const [member] = await tx
      .select({ userId: organizationMembers.userId })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, org.id))
      .limit(1);
    await tx.insert(auditLogs).values([
      {
        actorUserId: member?.userId ?? null,
        action: 'VERIFICATION_APPLY',
        entityType: 'ORGANIZATION',
        entityId: org.id,
        fromStatus: 'NOT_APPLIED',
        toStatus: 'PENDING',
        createdAt: new Date(now - 30 * DAY),
      },
      {
        actorUserId: admin?.id ?? null,
        action: 'VERIFICATION_APPROVE',
        entityType: 'ORGANIZATION',
        entityId: org.id,
        fromStatus: 'PENDING',
        toStatus: 'APPROVED',
        details: { logoRejectionReason: null, documentRejectionReason: null, rejectReason: null },
        createdAt: new Date(now - 28 * DAY),
      },
    ]);
  }

  const p = DEMO_PENDING_COMPANY;
  const [user] = await tx
    .insert(users)
    .values({
      email: p.email,
      passwordHash: opts.passwordHash,
      firstName: p.firstName,
      lastName: p.lastName,
      locale: p.locale,
      role: 'ORGANIZATION',
      status: 'ACTIVE',
      emailVerifiedAt: new Date(now),
      termsAgreedAt: new Date(now),
    })
    .returning({ id: users.id });
  const [org] = await tx
    .insert(organizations)
    .values({
      name: p.companyName,
      verificationStatus: 'PENDING',
      appliedAt: new Date(now - 2 * DAY),
      ...p.info,
      ...organizationSearchColumns({ name: p.companyName, ...p.info }),
    })
    .returning({ id: organizations.id });
  if (!user || !org) throw new Error('demo insert returned nothing');
  await tx.insert(notificationSettings).values({ userId: user.id });
  await recordSignupConsents(tx, user.id, 'ORGANIZATION', { marketing: false, talentPool: false });
  await tx.insert(organizationMembers).values({ userId: user.id, organizationId: org.id });
  await tx.insert(auditLogs).values({
    actorUserId: user.id,
    action: 'VERIFICATION_APPLY',
    entityType: 'ORGANIZATION',
    entityId: org.id,
    fromStatus: 'NOT_APPLIED',
    toStatus: 'PENDING',
    createdAt: new Date(now - 2 * DAY),
  });
  if (opts.storage) {
    const pdf = makeDemoPdf([
      'Business Registration Certificate (DEMO)',
      'Company: GreenFarm Tech (Geurinpamtekeu)',
      'Representative: Han Doyun',
      'Registration No.: 123-45-67890',
      'Address: 660 Daewangpangyo-ro, Bundang-gu, Seongnam-si',
      'This document was generated for demonstration only.',
    ]);
    const key = `verification/${org.id}/${randomUUID()}.pdf`;
    await opts.storage.put(key, pdf);
    await tx.insert(verificationDocuments).values({
      organizationId: org.id,
      uploadedBy: user.id,
      storageKey: key,
      fileName: '사업자등록증.pdf',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
  }
}
