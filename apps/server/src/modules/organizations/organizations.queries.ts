import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  organizationChangeRequests,
  organizationMembers,
  organizations,
  verificationDocuments,
} from '../../db/schema/organizations';
import { notificationSettings, users } from '../../db/schema/users';

export type OrganizationRow = typeof organizations.$inferSelect;
export type DocumentRow = typeof verificationDocuments.$inferSelect;
export type OrganizationChanges = Partial<Omit<typeof organizations.$inferInsert, 'id' | 'createdAt'>>;

export async function findOrganization(db: DbOrTx, id: number) {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Locks the row so a status change and a document change cannot interleave. */
export async function findOrganizationForUpdate(db: DbOrTx, id: number) {
  const rows = await db.select().from(organizations).where(eq(organizations.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

export async function updateOrganization(db: DbOrTx, id: number, changes: OrganizationChanges) {
  const [row] = await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, id))
    .returning();
  return row ?? null;
}

export async function findDocuments(db: DbOrTx, organizationId: number) {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.organizationId, organizationId))
    .orderBy(asc(verificationDocuments.id));
}

export async function countDocuments(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function findDocument(db: DbOrTx, organizationId: number, documentId: number) {
  const rows = await db
    .select()
    .from(verificationDocuments)
    .where(and(eq(verificationDocuments.organizationId, organizationId), eq(verificationDocuments.id, documentId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertDocument(db: DbOrTx, values: Omit<typeof verificationDocuments.$inferInsert, 'id'>) {
  const [row] = await db.insert(verificationDocuments).values(values).returning();
  if (!row) throw new Error('document insert returned nothing');
  return row;
}

export async function deleteDocument(db: DbOrTx, organizationId: number, documentId: number) {
  const [row] = await db
    .delete(verificationDocuments)
    .where(and(eq(verificationDocuments.organizationId, organizationId), eq(verificationDocuments.id, documentId)))
    .returning();
  return row ?? null;
}

export async function insertChangeRequest(
  db: DbOrTx,
  values: Omit<typeof organizationChangeRequests.$inferInsert, 'id'>,
) {
  const [row] = await db
    .insert(organizationChangeRequests)
    .values(values)
    .returning({ id: organizationChangeRequests.id });
  if (!row) throw new Error('change request insert returned nothing');
  return row.id;
}

/** The organization's members with their language and whether they accept mail. */
export async function findMembers(db: DbOrTx, organizationId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      locale: users.locale,
      status: users.status,
      emailNotiFlag: notificationSettings.emailNotiFlag,
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(users.id));
}

/** Active administrators, who receive change requests. */
export async function findActiveAdmins(db: DbOrTx) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'ADMIN'), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.id));
}
