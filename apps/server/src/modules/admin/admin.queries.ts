import { and, asc, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containing } from '../../db/like';
import { organizationMembers, organizations, verificationDocuments } from '../../db/schema/organizations';
import { users } from '../../db/schema/users';

type Status = (typeof organizations.$inferSelect)['verificationStatus'];

/**
 * Organizations for the admin console: pending ones first, each group by oldest application (then oldest sign-up).
 * The name search is a substring match; 3+ characters use the trigram index.
 */
export async function findOrganizationPage(
  db: DbOrTx,
  opts: { status?: Status; keyword?: string; page: number; size: number },
) {
  const conditions: SQL[] = [];
  if (opts.status) conditions.push(eq(organizations.verificationStatus, opts.status));
  if (opts.keyword) conditions.push(ilike(organizations.name, containing(opts.keyword)));
  const where = conditions.length ? and(...conditions) : undefined;
  const documentCount = db
    .select({ organizationId: verificationDocuments.organizationId, n: count().as('n') })
    .from(verificationDocuments)
    .groupBy(verificationDocuments.organizationId)
    .as('document_count');
  const rows = await db
    .select({ org: organizations, documentCount: sql<number>`coalesce(${documentCount.n}, 0)::int` })
    .from(organizations)
    .leftJoin(documentCount, eq(documentCount.organizationId, organizations.id))
    .where(where)
    .orderBy(
      sql`case ${organizations.verificationStatus} when 'PENDING' then 0 when 'REJECTED' then 1 when 'NOT_APPLIED' then 2 else 3 end`,
      sql`${organizations.appliedAt} asc nulls last`,
      asc(organizations.id),
    )
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  const [total] = await db.select({ n: count() }).from(organizations).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findOrganizationMembers(db: DbOrTx, organizationId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.id));
}
