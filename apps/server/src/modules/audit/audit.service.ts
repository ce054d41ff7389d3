import type { DbOrTx } from '../../db/client';
import { findAuditEntries, insertAuditEntry, type NewAuditEntry } from './audit.queries';

/* The audit log: areas append what an administrator or a member did, and read one object's entries back. */

/** Appends one entry in the caller's transaction (so it exists exactly when the change commits); returns its id. */
export function recordAudit(db: DbOrTx, entry: NewAuditEntry) {
  return insertAuditEntry(db, entry);
}

/** Every entry about one object, oldest first, with the actor's name and e-mail. */
export function listAuditEntries(db: DbOrTx, entityType: string, entityId: number) {
  return findAuditEntries(db, entityType, entityId);
}
