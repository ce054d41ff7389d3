import { and, count, desc, eq, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { organizations } from '../../db/schema/organizations';
import { jobPostings } from '../../db/schema/postings';
import { talentProposals } from '../../db/schema/talent-discovery';
import { users } from '../../db/schema/users';

export type ProposalRow = typeof talentProposals.$inferSelect;
type Status = ProposalRow['status'];

export async function insertProposal(db: DbOrTx, values: typeof talentProposals.$inferInsert) {
  const [row] = await db.insert(talentProposals).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findOpenProposal(db: DbOrTx, postingId: number, talentUserId: number) {
  const [row] = await db
    .select()
    .from(talentProposals)
    .where(
      and(
        eq(talentProposals.postingId, postingId),
        eq(talentProposals.talentUserId, talentUserId),
        eq(talentProposals.status, 'OPEN'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The talent's proposal, locked for the answer. */
export async function findTalentProposalForUpdate(db: DbOrTx, talentUserId: number, proposalId: number) {
  const [row] = await db
    .select()
    .from(talentProposals)
    .where(and(eq(talentProposals.id, proposalId), eq(talentProposals.talentUserId, talentUserId)))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function answerProposal(
  db: DbOrTx,
  id: number,
  changes: { status: Exclude<Status, 'OPEN'>; applicationId?: number | null },
) {
  await db
    .update(talentProposals)
    .set({ ...changes, respondedAt: new Date() })
    .where(eq(talentProposals.id, id));
}

const proposalColumns = {
  proposal: talentProposals,
  posting: { id: jobPostings.id, title: jobPostings.title },
  org: { id: organizations.id, name: organizations.name, logoUrl: organizations.logoUrl },
  talent: { firstName: users.firstName, lastName: users.lastName },
};
export type ProposalListRow = {
  proposal: ProposalRow;
  posting: { id: number; title: string };
  org: { id: number; name: string; logoUrl: string | null };
  talent: { firstName: string; lastName: string };
};

/** Proposals, newest first: of an organization (optionally about one talent) or to a talent. */
export async function findProposalPage(
  db: DbOrTx,
  by: { organizationId?: number; talentUserId?: number; ids?: number[] },
  opts: { status?: Status; page: number; size: number },
) {
  const conditions: SQL[] = [];
  if (by.organizationId !== undefined) conditions.push(eq(talentProposals.organizationId, by.organizationId));
  if (by.talentUserId !== undefined) conditions.push(eq(talentProposals.talentUserId, by.talentUserId));
  if (by.ids) conditions.push(inArray(talentProposals.id, by.ids.length ? by.ids : [0]));
  if (opts.status) conditions.push(eq(talentProposals.status, opts.status));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select(proposalColumns)
      .from(talentProposals)
      .innerJoin(jobPostings, eq(jobPostings.id, talentProposals.postingId))
      .innerJoin(organizations, eq(organizations.id, talentProposals.organizationId))
      .innerJoin(users, eq(users.id, talentProposals.talentUserId))
      .where(where)
      .orderBy(desc(talentProposals.createdAt), desc(talentProposals.id))
      .limit(opts.size)
      .offset((opts.page - 1) * opts.size),
    db.select({ n: count() }).from(talentProposals).where(where),
  ]);
  return { rows: rows as ProposalListRow[], total: Number(total?.n ?? 0) };
}

/**
 * What ties a talent to an organization: their applications to its postings (not withdrawn) and its proposals.
 * Read-only on the applications table (the hiring area owns it).
 */
export async function findRelationship(db: DbOrTx, organizationId: number, talentUserId: number) {
  const [apps, proposals] = await Promise.all([
    db
      .select({ postingId: applications.postingId, status: applications.status, updatedAt: applications.updatedAt })
      .from(applications)
      .innerJoin(jobPostings, eq(jobPostings.id, applications.postingId))
      .where(
        and(
          eq(jobPostings.organizationId, organizationId),
          eq(applications.userId, talentUserId),
          ne(applications.status, 'WITHDRAWN'),
          // An anonymous application (retention window over, decision 039) is statistics, not a relationship.
          isNull(applications.anonymizedAt),
        ),
      )
      .orderBy(desc(applications.updatedAt)),
    db
      .select({ postingId: talentProposals.postingId, status: talentProposals.status })
      .from(talentProposals)
      .where(and(eq(talentProposals.organizationId, organizationId), eq(talentProposals.talentUserId, talentUserId))),
  ]);
  return { applications: apps, proposals };
}

/** Whether the talent has a live (not withdrawn) application to the posting. */
export async function hasLiveApplication(db: DbOrTx, postingId: number, talentUserId: number) {
  const [row] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.postingId, postingId),
        eq(applications.userId, talentUserId),
        ne(applications.status, 'WITHDRAWN'),
      ),
    )
    .limit(1);
  return Boolean(row);
}
