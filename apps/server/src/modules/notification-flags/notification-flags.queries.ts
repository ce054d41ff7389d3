import type { DbOrTx } from '../../db/client';
import { notificationSettings } from '../../db/schema/users';

export type SettingsRow = typeof notificationSettings.$inferSelect;

export async function upsertNotificationSettings(
  db: DbOrTx,
  userId: number,
  values: Partial<Omit<SettingsRow, 'userId'>>,
) {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values })
    .returning();
  if (!row) throw new Error('notification settings upsert returned nothing');
  return row;
}
