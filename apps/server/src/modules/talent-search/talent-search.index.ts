import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { profileJobRoles, profileTechStacks, profileWorkExperiences, talentProfiles } from '../../db/schema/profiles';
import { talentSearch } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';
import { findCategoryNames } from '../catalog/catalog.service';
import { loadVocabulary } from '../vocabulary/vocabulary.service';
import { buildTalentDocument, type TalentSource } from './talent-search.document';

/** Talents rebuilt per batch, and at most per drain (a search never waits for a huge backlog). */
const BATCH = 200;
const DRAIN_MAX = 2000;

const group = <T extends { userId: number }>(rows: T[]) => {
  const out = new Map<number, T[]>();
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r]);
  return out;
};

/** Reads what the documents of `userIds` are made of, in a few queries. Read-only on the profile area's tables. */
async function loadSources(db: DbOrTx, userIds: number[]): Promise<TalentSource[]> {
  // One after another: `db` is often the caller's transaction, a single connection that runs one query at a time.
  const userRows = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.id, userIds));
  const profiles = await db.select().from(talentProfiles).where(inArray(talentProfiles.userId, userIds));
  const roles = await db.select().from(profileJobRoles).where(inArray(profileJobRoles.userId, userIds));
  const stacks = await db.select().from(profileTechStacks).where(inArray(profileTechStacks.userId, userIds));
  const works = await db
    .select({
      userId: profileWorkExperiences.userId,
      startDate: profileWorkExperiences.startDate,
      endDate: profileWorkExperiences.endDate,
    })
    .from(profileWorkExperiences)
    .where(inArray(profileWorkExperiences.userId, userIds));
  const profileOf = new Map(profiles.map((p) => [p.userId, p]));
  const rolesOf = group(roles);
  const stacksOf = group(stacks);
  const worksOf = group(works);
  return userRows.map((user) => ({
    user,
    profile: profileOf.get(user.id) ?? null,
    jobRoles: (rolesOf.get(user.id) ?? []).sort((a, b) => a.position - b.position),
    techStacks: stacksOf.get(user.id) ?? [],
    workExperiences: worksOf.get(user.id) ?? [],
  }));
}

/**
 * Rebuilds the search documents of `userIds` from their profiles (removing those that are no longer talents with a
 * profile). Call it in the transaction that saved the profile; it is also run for every talent the triggers queued.
 */
export async function rebuildTalentSearch(db: DbOrTx, userIds: number[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const names = await findCategoryNames(db);
  const vocabulary = await loadVocabulary(db);
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    const docs = (await loadSources(db, chunk)).flatMap((src) => buildTalentDocument(src, names, vocabulary) ?? []);
    const kept = new Set(docs.map((d) => d.userId));
    const gone = chunk.filter((id) => !kept.has(id));
    if (gone.length > 0) await db.delete(talentSearch).where(inArray(talentSearch.userId, gone));
    if (docs.length > 0) {
      await db
        .insert(talentSearch)
        .values(docs)
        .onConflictDoUpdate({
          target: talentSearch.userId,
          set: {
            isListed: sql`excluded.is_listed`,
            jobSeekingStatus: sql`excluded.job_seeking_status`,
            isJobOffersAcceptable: sql`excluded.is_job_offers_acceptable`,
            country: sql`excluded.country`,
            jobPositionName: sql`excluded.job_position_name`,
            roleCategoryIds: sql`excluded.role_category_ids`,
            skillCategoryIds: sql`excluded.skill_category_ids`,
            skillYearKeys: sql`excluded.skill_year_keys`,
            totalYears: sql`excluded.total_years`,
            matchBoost: sql`excluded.match_boost`,
            searchText: sql`excluded.search_text`,
            searchVector: sql`excluded.search_grams`,
            concepts: sql`excluded.concepts`,
            titleConcepts: sql`excluded.title_concepts`,
            profileUpdatedAt: sql`excluded.profile_updated_at`,
            rebuiltAt: sql`now()`,
          },
        });
    }
  }
}

/**
 * Drains the queue the triggers fill: claims queued talents (skipping those another instance holds), rebuilds their
 * documents and removes them from the queue in one transaction. Cheap when the queue is empty (one index probe).
 */
export async function refreshTalentSearch(db: Db, max = DRAIN_MAX): Promise<number> {
  let done = 0;
  while (done < max) {
    const claimed = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        delete from talent_search_dirty where user_id in (
          select user_id from talent_search_dirty order by marked_at limit ${BATCH} for update skip locked)
        returning user_id`);
      const ids = (result as unknown as { rows: { user_id: number }[] }).rows.map((r) => Number(r.user_id));
      await rebuildTalentSearch(tx, ids);
      return ids.length;
    });
    done += claimed;
    if (claimed < BATCH) break;
  }
  return done;
}
