import { PostingRequestSchema } from '@app/contract/schemas/posting';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { organizationFollows, postingFollows } from '../db/schema/follows';
import { organizations } from '../db/schema/organizations';
import { jobPostings } from '../db/schema/postings';
import { users } from '../db/schema/users';
import { postingWriteOf } from '../modules/postings/postings.service';
import { DEMO_TALENTS } from './demo-accounts';
import { BLUEWAVE_POSTINGS } from './seed-postings.bluewave.data';
import { NURI_POSTINGS } from './seed-postings.nuri.data';

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Postings of the approved demo companies, in Korean and English, open, upcoming, ended, hidden and closed. */
export async function seedPostings(tx: Tx) {
  const orgs = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(inArray(organizations.name, ['누리소프트', 'BlueWave Labs']));
  const orgId = new Map(orgs.map((o) => [o.name, o.id]));
  const ids: number[] = [];
  for (const demo of [...NURI_POSTINGS, ...BLUEWAVE_POSTINGS]) {
    const organizationId = orgId.get(demo.company);
    if (!organizationId) continue;
    const input = PostingRequestSchema.parse({ ...demo.posting, startedAt: at(demo.start), endedAt: at(demo.end) });
    const [row] = await tx
      .insert(jobPostings)
      .values({ ...(await postingWriteOf(tx, input, demo.company)), organizationId, status: demo.status })
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
  await tx.update(jobPostings).set({ viewCount: sql`(${jobPostings.id} * 37) % 180` });
}
