import type { Tx } from '../db/client';
import { organizations } from '../db/schema/organizations';
import { organizationSearchColumns } from '../modules/organizations/organizations.search.service';

type DirectoryCompany = Omit<typeof organizations.$inferInsert, 'id' | 'verificationStatus'> & {
  industry: NonNullable<(typeof organizations.$inferInsert)['industry']>;
};

/**
 * Verified companies that only appear in the directory and on their pages (nobody signs in as them), so the
 * directory shows a realistic mix of industries, sizes and places in both languages.
 */
export const DIRECTORY_COMPANIES: DirectoryCompany[] = [
  {
    name: '새벽게임즈',
    industry: 'GAMES',
    country: 'KR',
    location: '부산광역시 해운대구 센텀중앙로 97',
    companySize: '51-200',
    website: 'https://saebyeok-games.example.com',
    about: '모바일 퍼즐 게임과 캐주얼 RPG를 만드는 부산의 게임 스튜디오입니다. / A Busan studio making mobile games.',
  },
  {
    name: 'Haneul Pay',
    industry: 'FINANCE',
    country: 'KR',
    location: '서울특별시 영등포구 여의대로 108 (Yeouido, Seoul)',
    companySize: '201-500',
    website: 'https://haneulpay.example.com',
    about:
      'Haneul Pay runs simple payments for 2 million shops in Korea. 하늘페이는 소상공인을 위한 간편결제를 운영합니다.',
  },
  {
    name: '온누리헬스케어',
    industry: 'HEALTHCARE',
    country: 'KR',
    location: '대전광역시 유성구 대덕대로 512',
    companySize: '11-50',
    about: '병원용 의료 영상 판독 보조 AI를 개발합니다. / Medical imaging AI for hospitals.',
  },
  {
    name: 'Pacific Bridge Commerce',
    industry: 'COMMERCE',
    country: 'US',
    location: 'Los Angeles, CA',
    companySize: '1001+',
    website: 'https://pacificbridge.example.com',
    about:
      'Cross-border e-commerce bringing Korean beauty brands to North America. 한국 뷰티 브랜드의 북미 진출을 돕습니다.',
  },
  {
    name: '다온에듀',
    industry: 'EDUCATION',
    country: 'KR',
    location: '서울특별시 마포구 월드컵북로 396',
    companySize: '1-10',
    about: '초등학생을 위한 코딩 교육 플랫폼을 운영합니다. / A coding platform for primary school pupils.',
  },
];

export async function seedDirectoryCompanies(tx: Tx, now = Date.now()) {
  await tx.insert(organizations).values(
    DIRECTORY_COMPANIES.map((c) => ({
      ...c,
      verificationStatus: 'APPROVED' as const,
      appliedAt: new Date(now - 40 * 86_400_000),
      decidedAt: new Date(now - 38 * 86_400_000),
      ...organizationSearchColumns({ ...c, location: c.location ?? null, country: c.country ?? null }),
    })),
  );
}
