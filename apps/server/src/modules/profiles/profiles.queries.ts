import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  profileCertificates,
  profileEducations,
  profileJobRoles,
  profileProjects,
  profileTechStacks,
  profileUrls,
  profileWorkExperiences,
  talentProfiles,
} from '../../db/schema/profiles';
import { talentExclusions } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';

export type ProfileRow = typeof talentProfiles.$inferSelect;
type Insert<T extends { $inferInsert: unknown }> = Omit<T['$inferInsert'], 'id' | 'userId'>;

/** The account behind a profile path: role and status decide who may see it. */
export async function findProfileOwner(db: DbOrTx, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      firstName: users.firstName,
      lastName: users.lastName,
      imageUrl: users.imageUrl,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** The profile row and every list, each in display order. */
export async function findProfileBundle(db: DbOrTx, userId: number) {
  const [profile] = await db.select().from(talentProfiles).where(eq(talentProfiles.userId, userId)).limit(1);
  const jobRoles = await db
    .select()
    .from(profileJobRoles)
    .where(eq(profileJobRoles.userId, userId))
    .orderBy(asc(profileJobRoles.position));
  const techStacks = await db
    .select()
    .from(profileTechStacks)
    .where(eq(profileTechStacks.userId, userId))
    .orderBy(asc(profileTechStacks.position));
  const educations = await db
    .select()
    .from(profileEducations)
    .where(eq(profileEducations.userId, userId))
    .orderBy(asc(profileEducations.position));
  const workExperiences = await db
    .select()
    .from(profileWorkExperiences)
    .where(eq(profileWorkExperiences.userId, userId))
    .orderBy(asc(profileWorkExperiences.position));
  const projects = await db
    .select()
    .from(profileProjects)
    .where(eq(profileProjects.userId, userId))
    .orderBy(asc(profileProjects.sortOrder));
  const certificates = await db
    .select()
    .from(profileCertificates)
    .where(eq(profileCertificates.userId, userId))
    .orderBy(asc(profileCertificates.position));
  const urls = await db
    .select()
    .from(profileUrls)
    .where(eq(profileUrls.userId, userId))
    .orderBy(asc(profileUrls.position));
  return {
    profile: profile ?? null,
    jobRoles,
    techStacks,
    educations,
    workExperiences,
    projects,
    certificates,
    profileUrls: urls,
  };
}
export type ProfileBundle = Awaited<ReturnType<typeof findProfileBundle>>;

export type ProfileWrite = {
  profile: Omit<typeof talentProfiles.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;
  jobRoles: Insert<typeof profileJobRoles>[];
  techStacks: Insert<typeof profileTechStacks>[];
  educations: Insert<typeof profileEducations>[];
  workExperiences: Insert<typeof profileWorkExperiences>[];
  projects: Insert<typeof profileProjects>[];
  certificates: Insert<typeof profileCertificates>[];
  profileUrls: Insert<typeof profileUrls>[];
};

/**
 * Replaces the whole profile. The upsert of the profile row comes first: it locks that row, so two saves of the
 * same profile run one after the other instead of interleaving their list rows. Call inside a transaction.
 */
export async function replaceProfile(tx: DbOrTx, userId: number, data: ProfileWrite) {
  const now = new Date();
  await tx
    .insert(talentProfiles)
    .values({ ...data.profile, userId, updatedAt: now })
    .onConflictDoUpdate({ target: talentProfiles.userId, set: { ...data.profile, updatedAt: now } });
  const lists = [
    [profileJobRoles, data.jobRoles],
    [profileTechStacks, data.techStacks],
    [profileEducations, data.educations],
    [profileWorkExperiences, data.workExperiences],
    [profileProjects, data.projects],
    [profileCertificates, data.certificates],
    [profileUrls, data.profileUrls],
  ] as const;
  for (const [table, rows] of lists) {
    await tx.delete(table).where(eq(table.userId, userId));
    if (rows.length > 0) await tx.insert(table).values(rows.map((row) => ({ ...row, userId })) as never);
  }
}

/** Sets the seeking status of a saved profile; false when the talent has none yet. */
export async function setJobSeekingStatus(tx: DbOrTx, userId: number, status: ProfileRow['jobSeekingStatus']) {
  const changed = await tx
    .update(talentProfiles)
    .set({ jobSeekingStatus: status, updatedAt: new Date() })
    .where(eq(talentProfiles.userId, userId))
    .returning({ id: talentProfiles.id });
  return changed.length > 0;
}

/** Removes every profile row of a user (account deletion). */
export async function deleteProfile(tx: DbOrTx, userId: number) {
  for (const table of [
    profileJobRoles,
    profileTechStacks,
    profileEducations,
    profileWorkExperiences,
    profileProjects,
    profileCertificates,
    profileUrls,
  ]) {
    await tx.delete(table).where(eq(table.userId, userId));
  }
  await tx.delete(talentProfiles).where(eq(talentProfiles.userId, userId));
}

/** A user with what decides whether companies may see them: role, status and the profile's seeking flags. */
export async function findTalentAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      status: users.status,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      jobSeekingStatus: talentProfiles.jobSeekingStatus,
      isJobOffersAcceptable: talentProfiles.isJobOffersAcceptable,
      hasProfile: sql<boolean>`${talentProfiles.id} is not null`,
    })
    .from(users)
    .leftJoin(talentProfiles, eq(talentProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The talent's chosen zone and country, or null without a profile. */
export async function findTalentTimeZone(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ timeZone: talentProfiles.timeZone, country: talentProfiles.country })
    .from(talentProfiles)
    .where(eq(talentProfiles.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function setTalentTimeZone(db: DbOrTx, userId: number, timeZone: string | null) {
  const [row] = await db
    .update(talentProfiles)
    .set({ timeZone, updatedAt: new Date() })
    .where(eq(talentProfiles.userId, userId))
    .returning({ timeZone: talentProfiles.timeZone, country: talentProfiles.country });
  return row ?? null;
}

/** Whether the organization must no longer find the talent (decision 042). */
export async function isForgottenBy(db: DbOrTx, organizationId: number, talentUserId: number) {
  const rows = await db
    .select({ one: sql`1` })
    .from(talentExclusions)
    .where(and(eq(talentExclusions.organizationId, organizationId), eq(talentExclusions.talentUserId, talentUserId)))
    .limit(1);
  return rows.length > 0;
}
