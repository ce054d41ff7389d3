import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications } from '../db/schema/applications';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { jobPostings, postingAssignments } from '../db/schema/postings';
import { notificationSettings, users } from '../db/schema/users';
import { DEMO_COMPANIES, DEMO_TEAM_MEMBERS } from './demo-accounts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * 누리소프트's hiring team: a recruiter and an interviewer beside the owner; the interviewer is assigned to the posting
 * with the most applicants, so their candidate list has people in it.
 */
export async function seedTeam(tx: Tx, base: { passwordHash: string; now: Date }) {
  const [owner] = await tx.select().from(users).where(eq(users.email, DEMO_COMPANIES[0].email)).limit(1);
  const [membership] = owner
    ? await tx.select().from(organizationMembers).where(eq(organizationMembers.userId, owner.id)).limit(1)
    : [];
  if (!owner || !membership) throw new Error('the demo owner of 누리소프트 is missing');
  const organizationId = membership.organizationId;
  const ids: Record<string, number> = {};
  for (const m of DEMO_TEAM_MEMBERS) {
    const { memberRole, ...person } = m;
    const [u] = await tx
      .insert(users)
      .values({
        ...person,
        passwordHash: base.passwordHash,
        status: 'ACTIVE',
        emailVerifiedAt: base.now,
        termsAgreedAt: base.now,
        role: 'ORGANIZATION',
      })
      .returning({ id: users.id });
    if (!u) throw new Error('demo member insert returned nothing');
    await tx.insert(notificationSettings).values({ userId: u.id });
    await tx.insert(organizationMembers).values({ userId: u.id, organizationId, memberRole });
    ids[memberRole] = u.id;
  }
  const [busiest] = await tx
    .select({ id: jobPostings.id, n: count(applications.id) })
    .from(jobPostings)
    .innerJoin(organizations, eq(organizations.id, jobPostings.organizationId))
    .innerJoin(applications, eq(applications.postingId, jobPostings.id))
    .where(eq(jobPostings.organizationId, organizationId))
    .groupBy(jobPostings.id)
    .orderBy(desc(count(applications.id)), jobPostings.id)
    .limit(1);
  const interviewer = ids.INTERVIEWER;
  if (busiest && interviewer) {
    await tx.insert(postingAssignments).values({ postingId: busiest.id, userId: interviewer, assignedBy: owner.id });
  }
}
