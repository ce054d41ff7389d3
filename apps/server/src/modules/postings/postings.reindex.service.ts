import { asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobPostings } from '../../db/schema/postings';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { postingConcepts } from './postings.concepts';

const BATCH = 500;

/**
 * Computes every posting's concepts again with the current vocabulary (after a synonym was added), in batches by id
 * so that a large table never holds one long transaction. Returns how many postings were updated.
 */
export async function reindexPostingConcepts(db: Db): Promise<number> {
  const vocabulary = await loadVocabulary(db);
  let after = 0;
  let updated = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(jobPostings)
      .where(gt(jobPostings.id, after))
      .orderBy(asc(jobPostings.id))
      .limit(BATCH);
    if (rows.length === 0) return updated;
    await db.transaction(async (tx) => {
      for (const p of rows) {
        const texts = [p.businessOverview, p.mainDuties, p.requiredQualification, p.preferredQualification];
        const next = postingConcepts({ ...p, texts: [...texts, p.otherDetails, p.hiringProcess] }, vocabulary);
        await tx.update(jobPostings).set(next).where(eq(jobPostings.id, p.id));
      }
    });
    updated += rows.length;
    after = rows.at(-1)?.id ?? after;
  }
}
