import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userConsents } from '../../db/schema/personal-data';
import { talentBookmarks, talentExclusions, talentMemos, talentTags } from '../../db/schema/talent-discovery';

/**
 * What an organization forgets of a talent whose last application there ended unsuccessfully and was anonymised, when
 * the talent did not consent to the talent pool (PIPA: data kept past its purpose only with consent; decision 042).
 * With the consent the talent stays: in search, recommendations, groups, tags and memos.
 */
export const FORGOTTEN_WITHOUT_TALENT_POOL = [
  "talent_exclusions ← (organization, talent): gone from that organization's talent search and recommendations",
  'talent_bookmarks of the organization on the talent → deleted (its talent groups)',
  'talent_tags and talent_memos of the organization on the talent → deleted',
] as const;

/** Whether the talent agreed to be kept and proposed to after a rejection (their consent as it stands now). */
async function isInTalentPool(tx: DbOrTx, talentUserId: number) {
  const [row] = await tx
    .select({ isGranted: userConsents.isGranted })
    .from(userConsents)
    .where(and(eq(userConsents.userId, talentUserId), eq(userConsents.kind, 'TALENT_POOL')));
  return row?.isGranted === true;
}

/** In the caller's transaction; returns whether the organization forgot the talent. Running it again changes nothing. */
export async function forgetTalentUnlessPooled(tx: DbOrTx, organizationId: number, talentUserId: number, now: Date) {
  if (await isInTalentPool(tx, talentUserId)) return false;
  await tx.insert(talentExclusions).values({ organizationId, talentUserId, createdAt: now }).onConflictDoNothing();
  for (const table of [talentBookmarks, talentTags, talentMemos]) {
    await tx.delete(table).where(and(eq(table.organizationId, organizationId), eq(table.talentUserId, talentUserId)));
  }
  return true;
}
