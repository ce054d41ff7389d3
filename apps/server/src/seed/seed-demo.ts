import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { notificationSettings, users } from '../db/schema/users';
import { hashPassword } from '../modules/auth/passwords.service';
import { recordSignupConsents } from '../modules/consents/consents.service';
import type { Storage } from '../storage/storage';
import { DEMO_ADMIN, DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS } from './demo-accounts';
import { seedAssessments } from './seed-assessments';
import { seedDirectoryCompanies } from './seed-directory';
import { seedDiscovery } from './seed-discovery';
import { seedFairHiring } from './seed-fair-hiring';
import { seedHiring } from './seed-hiring';
import { seedOrganizations } from './seed-organizations';
import { seedPostings } from './seed-postings';
import { seedProfiles } from './seed-profiles';
import { seedResumes } from './seed-resumes';
import { seedTeam } from './seed-team';
import { seedTeamHiring } from './seed-team-hiring';

/** Fills an empty database with verified demo accounts. Does nothing once any user exists. */
export async function seedDemoData(db: Db, storage?: Storage): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = new Date();
  await db.transaction(async (tx) => {
    const base = { passwordHash, status: 'ACTIVE' as const, emailVerifiedAt: now, termsAgreedAt: now };
    for (const t of DEMO_TALENTS) {
      const [u] = await tx
        .insert(users)
        .values({ ...base, ...t, role: 'NORMAL' })
        .returning({ id: users.id });
      if (u) await tx.insert(notificationSettings).values({ userId: u.id });
      // Some demo talents agreed to the talent pool at sign-up, so settings show both states.
      if (u)
        await recordSignupConsents(tx, u.id, 'NORMAL', {
          marketing: false,
          talentPool: DEMO_TALENTS.indexOf(t) % 2 === 0,
        });
    }
    for (const c of DEMO_COMPANIES) {
      const { companyName, status, ...person } = c;
      const [u] = await tx
        .insert(users)
        .values({ ...base, ...person, role: 'ORGANIZATION' })
        .returning({ id: users.id });
      const [org] = await tx
        .insert(organizations)
        .values({ name: companyName, verificationStatus: status })
        .returning({ id: organizations.id });
      if (!u || !org) throw new Error('demo insert returned nothing');
      await tx.insert(notificationSettings).values({ userId: u.id });
      await recordSignupConsents(tx, u.id, 'ORGANIZATION', { marketing: true, talentPool: false });
      await tx.insert(organizationMembers).values({ userId: u.id, organizationId: org.id });
    }
    const [admin] = await tx
      .insert(users)
      .values({ ...base, ...DEMO_ADMIN, role: 'ADMIN' })
      .returning({ id: users.id });
    if (admin) await tx.insert(notificationSettings).values({ userId: admin.id });
    await seedOrganizations(tx, { passwordHash, storage });
    await seedDirectoryCompanies(tx);
    await seedProfiles(tx);
    await seedPostings(tx);
    await seedDiscovery(tx);
    await seedAssessments(tx);
    await seedHiring(tx);
    await seedTeam(tx, { passwordHash, now });
    await seedTeamHiring(tx, now);
    await seedResumes(tx);
    await seedFairHiring(tx);
  });
  return true;
}
