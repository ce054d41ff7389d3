import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs } from '../../db/schema/audit';
import { users } from '../../db/schema/users';

export type NewAuditEntry = Omit<typeof auditLogs.$inferInsert, 'id' | 'createdAt'>;

/** Appends one entry in the caller's transaction; returns its id. */
export async function insertAuditEntry(db: DbOrTx, entry: NewAuditEntry) {
  const [row] = await db.insert(auditLogs).values(entry).returning({ id: auditLogs.id });
  if (!row) throw new Error('audit insert returned nothing');
  return row.id;
}

/** Every entry about one object, oldest first, with the actor's name and e-mail. */
export async function findAuditEntries(db: DbOrTx, entityType: string, entityId: number) {
  return db
    .select({
      entry: auditLogs,
      actorEmail: users.email,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorUserId))
    .where(and(eq(auditLogs.entityType, entityType), eq(auditLogs.entityId, entityId)))
    .orderBy(asc(auditLogs.createdAt), asc(auditLogs.id));
}
