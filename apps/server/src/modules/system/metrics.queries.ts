import { count } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';
import { pushDeliveries } from '../../db/schema/push';

/** Rows of each outbox by status, whatever statuses exist (a dead-letter status is counted like any other). */
export async function countOutboxByStatus(db: Db) {
  const [mail, push] = await Promise.all([
    db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status),
    db.select({ status: pushDeliveries.status, n: count() }).from(pushDeliveries).groupBy(pushDeliveries.status),
  ]);
  return { mail, push };
}
