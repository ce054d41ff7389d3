import { DELETED_USER_NAME } from '@app/contract/rules/names';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { assessmentAttempts } from '../../db/schema/assessments';
import { emailTokens, oauthAccounts } from '../../db/schema/auth';
import { organizationFollows, postingFollows } from '../../db/schema/follows';
import { applicationEvents } from '../../db/schema/hiring';
import { mailOutbox } from '../../db/schema/mail';
import { serviceNotices } from '../../db/schema/notices';
import { notifications } from '../../db/schema/notifications';
import { organizationChangeRequests, organizationMembers, verificationDocuments } from '../../db/schema/organizations';
import { dataExports } from '../../db/schema/personal-data';
import { interestJobRoles, interestSkills } from '../../db/schema/profiles';
import { pushSubscriptions } from '../../db/schema/push';
import {
  savedTalentSearches,
  talentBookmarks,
  talentExclusions,
  talentMemos,
  talentSearch,
  talentTags,
} from '../../db/schema/talent-discovery';
import { notificationSettings, users } from '../../db/schema/users';

/**
 * Erases one account's personal data, in the caller's transaction. The `users` row stays as a placeholder so that
 * what other people need keeps working (a company's applications, history and statistics); each table that refers
 * to users is decided in decision 040: deleted (the person's own data, or what others noted about them) or kept
 * pointing at the placeholder with no personal content. Returns the storage keys of data exports to remove.
 */
export async function eraseAccountRows(tx: DbOrTx, userId: number, email: string): Promise<string[]> {
  // The person's own data.
  await tx.delete(interestSkills).where(eq(interestSkills.userId, userId));
  await tx.delete(interestJobRoles).where(eq(interestJobRoles.userId, userId));
  await tx.delete(notificationSettings).where(eq(notificationSettings.userId, userId));
  await tx.delete(oauthAccounts).where(eq(oauthAccounts.userId, userId));
  await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx.delete(postingFollows).where(eq(postingFollows.userId, userId));
  await tx.delete(organizationFollows).where(eq(organizationFollows.userId, userId));
  await tx.delete(assessmentAttempts).where(eq(assessmentAttempts.userId, userId));
  await tx.delete(organizationMembers).where(eq(organizationMembers.userId, userId));
  // Mail to the address (sent or waiting) carries the name and the address itself.
  await tx.delete(mailOutbox).where(eq(mailOutbox.toAddress, email));
  const exports = await tx
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ key: dataExports.storageKey });
  // What companies noted about the person, and the person in talent search.
  await tx.delete(talentSearch).where(eq(talentSearch.userId, userId));
  await tx.delete(talentBookmarks).where(eq(talentBookmarks.talentUserId, userId));
  await tx.delete(talentTags).where(eq(talentTags.talentUserId, userId));
  await tx.delete(talentMemos).where(eq(talentMemos.talentUserId, userId));
  await tx.delete(talentExclusions).where(eq(talentExclusions.talentUserId, userId));
  // Kept for others without naming the person: what they wrote or did stays, unsigned.
  await tx.update(talentMemos).set({ authorId: null }).where(eq(talentMemos.authorId, userId));
  await tx.update(savedTalentSearches).set({ createdBy: null }).where(eq(savedTalentSearches.createdBy, userId));
  await tx.update(verificationDocuments).set({ uploadedBy: null }).where(eq(verificationDocuments.uploadedBy, userId));
  await tx
    .update(organizationChangeRequests)
    .set({ requestedBy: null })
    .where(eq(organizationChangeRequests.requestedBy, userId));
  await tx.update(serviceNotices).set({ createdBy: null }).where(eq(serviceNotices.createdBy, userId));
  // Application history keeps its moves but not who made them or what they wrote.
  await tx
    .update(applicationEvents)
    .set({ actorUserId: null, message: null })
    .where(eq(applicationEvents.actorUserId, userId));
  await anonymiseUserRow(tx, userId);
  return exports.flatMap((e) => (e.key ? [e.key] : []));
}

/** Personal fields become placeholders; the applications' copied names follow (trigger of migration 0024). */
async function anonymiseUserRow(tx: DbOrTx, userId: number) {
  await tx
    .update(users)
    .set({
      email: `deleted-${userId}@deleted.invalid`,
      // Not a hash any password verifies against.
      passwordHash: '!deleted',
      firstName: DELETED_USER_NAME.firstName,
      lastName: DELETED_USER_NAME.lastName,
      imageUrl: null,
      status: 'DELETED',
      hasInterestField: false,
      marketingAgreed: false,
      termsAgreedAt: null,
      emailVerifiedAt: null,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  // Applications stay as anonymous records for the company's statistics (the trigger copies names; set them anyway).
  await tx
    .update(applications)
    .set({ applicantFirstName: DELETED_USER_NAME.firstName, applicantLastName: DELETED_USER_NAME.lastName })
    .where(eq(applications.userId, userId));
}
