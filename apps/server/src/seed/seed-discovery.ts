import { eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { talentBookmarks, talentGroups, talentMemos, talentTags } from '../db/schema/talent-discovery';
import { users } from '../db/schema/users';
import { rebuildTalentSearch } from '../modules/talent-search/talent-search.index';

type Email = string;
type Demo = {
  company: '누리소프트' | 'BlueWave Labs';
  groups: { name: string; talents: Email[] }[];
  tags: Record<Email, string[]>;
  memos: Record<Email, string[]>;
};

/** Talent groups, bookmarks, private tags and memos of the approved demo companies. */
const DEMOS: Demo[] = [
  {
    company: '누리소프트',
    groups: [
      { name: '프론트엔드 후보', talents: ['seoyeon.lee@demo.talentbridge.dev'] },
      { name: 'Backend shortlist', talents: ['minji.kim@demo.talentbridge.dev', 'james.park@demo.talentbridge.dev'] },
    ],
    tags: {
      'minji.kim@demo.talentbridge.dev': ['1차 면접', 'Kotlin'],
      'seoyeon.lee@demo.talentbridge.dev': ['React', '포트폴리오 우수'],
      'james.park@demo.talentbridge.dev': ['영어 가능'],
    },
    memos: {
      'minji.kim@demo.talentbridge.dev': ['결제 도메인 경험이 풍부함. 다음 주 커피챗 제안 예정.'],
      'seoyeon.lee@demo.talentbridge.dev': ['디자인 시스템 구축 경험 확인 필요'],
    },
  },
  {
    company: 'BlueWave Labs',
    groups: [
      { name: 'Backend shortlist', talents: ['james.park@demo.talentbridge.dev'] },
      { name: '프론트엔드 후보', talents: ['emily.nguyen@demo.talentbridge.dev'] },
    ],
    tags: { 'james.park@demo.talentbridge.dev': ['data', 'remote-ok'] },
    memos: { 'james.park@demo.talentbridge.dev': ['Strong Airflow background; ask about on-call experience.'] },
  },
];

/** Builds every talent's search document, then adds the demo companies' groups, bookmarks, tags and memos. */
export async function seedDiscovery(tx: Tx) {
  const talents = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'NORMAL'));
  await rebuildTalentSearch(
    tx,
    talents.map((t) => t.id),
  );
  const idOf = new Map(talents.map((t) => [t.email, t.id]));
  const orgs = await tx
    .select({ id: organizations.id, name: organizations.name, memberId: organizationMembers.userId })
    .from(organizations)
    .innerJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .where(
      inArray(
        organizations.name,
        DEMOS.map((d) => d.company),
      ),
    );
  for (const demo of DEMOS) {
    const org = orgs.find((o) => o.name === demo.company);
    if (!org) continue;
    for (const group of demo.groups) {
      const [row] = await tx
        .insert(talentGroups)
        .values({ organizationId: org.id, name: group.name })
        .returning({ id: talentGroups.id });
      if (!row) continue;
      const ids = group.talents.flatMap((e) => idOf.get(e) ?? []);
      if (ids.length > 0) {
        await tx
          .insert(talentBookmarks)
          .values(ids.map((talentUserId) => ({ organizationId: org.id, talentUserId, groupId: row.id })));
      }
    }
    for (const [email, tags] of Object.entries(demo.tags)) {
      const talentUserId = idOf.get(email);
      if (talentUserId) {
        await tx.insert(talentTags).values(tags.map((tag) => ({ organizationId: org.id, talentUserId, tag })));
      }
    }
    for (const [email, memos] of Object.entries(demo.memos)) {
      const talentUserId = idOf.get(email);
      if (talentUserId) {
        await tx
          .insert(talentMemos)
          .values(memos.map((content) => ({ organizationId: org.id, talentUserId, authorId: org.memberId, content })));
      }
    }
  }
}
