import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';

/**
 * One posting's applications per stage in one grouped query: an index-only scan of applications_posting_status_idx
 * (posting_id, status, applied_at), never the rows themselves (EXPLAIN in decision 037).
 */
export async function findPostingStageCounts(db: DbOrTx, postingId: number) {
  return db
    .select({ status: applications.status, n: count() })
    .from(applications)
    .where(eq(applications.postingId, postingId))
    .groupBy(applications.status);
}
