import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { talentSearchDirty } from '../../db/schema/talent-discovery';
import { lookupTalentAccount } from '../profiles/profiles.service';
import { notifyProfileUpdated } from '../talent-groups/talent-groups.service';
import { rebuildTalentSearch } from './talent-search.index';

/**
 * Call after a talent's profile is saved, in the same transaction: rebuilds their search document at once (the
 * triggers would queue it anyway) and tells the organizations that bookmarked them (profile-update flag).
 */
export async function onTalentProfileSaved(tx: DbOrTx, userId: number) {
  await rebuildTalentSearch(tx, [userId]);
  await tx.delete(talentSearchDirty).where(eq(talentSearchDirty.userId, userId));
  const talent = await lookupTalentAccount(tx, userId);
  if (talent?.role === 'NORMAL' && talent.status === 'ACTIVE') await notifyProfileUpdated(tx, talent);
}
