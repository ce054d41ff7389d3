import type { Locale, Role } from '@app/contract/schemas/common';
import type { MailFlag } from '@app/contract/schemas/notification-flag';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { organizationMembers } from '../db/schema/organizations';
import { notificationSettings, users } from '../db/schema/users';

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  locale: users.locale,
  role: users.role,
  emailNotiFlag: notificationSettings.emailNotiFlag,
  noticeNotiFlag: notificationSettings.noticeNotiFlag,
  recommendedJobNotiFlag: notificationSettings.recommendedJobNotiFlag,
  jobResultFlag: notificationSettings.jobResultFlag,
  recommendedTalentNotiFlag: notificationSettings.recommendedTalentNotiFlag,
  newApplicantNotiFlag: notificationSettings.newApplicantNotiFlag,
  jobDecisionNotiFlag: notificationSettings.jobDecisionNotiFlag,
  talentProfileUpdateNotiFlag: notificationSettings.talentProfileUpdateNotiFlag,
};

type Person = { id: number; email: string; firstName: string; lastName: string; locale: Locale; role: Role };
type Row = Person & Record<MailFlag, boolean | null>;

/** An active user with every mail setting (defaults, all on, when the user never saved settings). */
export type MailRecipient = Person & Record<MailFlag, boolean>;

const withDefaults = (row: Row): MailRecipient => ({
  ...row,
  emailNotiFlag: row.emailNotiFlag ?? true,
  noticeNotiFlag: row.noticeNotiFlag ?? true,
  recommendedJobNotiFlag: row.recommendedJobNotiFlag ?? true,
  jobResultFlag: row.jobResultFlag ?? true,
  recommendedTalentNotiFlag: row.recommendedTalentNotiFlag ?? true,
  newApplicantNotiFlag: row.newApplicantNotiFlag ?? true,
  jobDecisionNotiFlag: row.jobDecisionNotiFlag ?? true,
  talentProfileUpdateNotiFlag: row.talentProfileUpdateNotiFlag ?? true,
});

/** Whether `user` wants mail of this kind: mail at all, and the setting that names the kind. */
export function wantsMail(user: MailRecipient, flag: MailFlag): boolean {
  return user.emailNotiFlag && user[flag];
}

/** The active ones of `userIds`, with their settings, in one query. */
export async function findMailRecipients(db: DbOrTx, userIds: number[]): Promise<MailRecipient[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select(columns)
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(inArray(users.id, userIds), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.id));
  return rows.map(withDefaults);
}

/** The active members of an organization, with their settings, in one query. */
export async function findOrganizationMailRecipients(db: DbOrTx, organizationId: number): Promise<MailRecipient[]> {
  const rows = await db
    .select(columns)
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(users.status, 'ACTIVE')))
    .orderBy(asc(users.id));
  return rows.map(withDefaults);
}
