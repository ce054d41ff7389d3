import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type SavedTalentQuery, savedTalentSearches } from '../../db/schema/talent-discovery';

export type SavedSearchRow = typeof savedTalentSearches.$inferSelect;

export async function findSavedSearches(db: DbOrTx, organizationId: number) {
  return db
    .select()
    .from(savedTalentSearches)
    .where(eq(savedTalentSearches.organizationId, organizationId))
    .orderBy(asc(savedTalentSearches.id));
}

export async function countSavedSearches(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(savedTalentSearches)
    .where(eq(savedTalentSearches.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

/** The saved search if it is the organization's. */
export async function findSavedSearch(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(savedTalentSearches)
    .where(and(eq(savedTalentSearches.id, id), eq(savedTalentSearches.organizationId, organizationId)))
    .limit(1);
  return row ?? null;
}

export async function insertSavedSearch(
  db: DbOrTx,
  values: { organizationId: number; createdBy: number; name: string; query: SavedTalentQuery },
) {
  const [row] = await db.insert(savedTalentSearches).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateSavedSearch(db: DbOrTx, id: number, values: { name: string; query: SavedTalentQuery }) {
  const [row] = await db
    .update(savedTalentSearches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(savedTalentSearches.id, id))
    .returning();
  return row ?? null;
}

export async function deleteSavedSearch(db: DbOrTx, id: number) {
  await db.delete(savedTalentSearches).where(eq(savedTalentSearches.id, id));
}

/** Another saved search of the organization with this name, ignoring case (`exceptId`: the one being renamed). */
export async function findSavedSearchByName(db: DbOrTx, organizationId: number, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: savedTalentSearches.id })
    .from(savedTalentSearches)
    .where(
      and(
        eq(savedTalentSearches.organizationId, organizationId),
        sql`lower(${savedTalentSearches.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(savedTalentSearches.id, exceptId),
      ),
    )
    .limit(1);
  return row ?? null;
}
