import { and, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers';
import { mailOutbox } from '../../db/schema/mail';
import { notifications } from '../../db/schema/notifications';
import type { User } from '../hiring/hiring.test-support';

/** The kinds of mail queued to `email`, oldest first. */
export async function mailKinds(app: TestApp, email: string) {
  const rows = await app.database.db
    .select({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, email.toLowerCase()))
    .orderBy(mailOutbox.id);
  return rows.map((r) => r.kind);
}

/** The newest mail of `kind` to `email`. */
export async function mailOf(app: TestApp, email: string, kind: string) {
  const rows = await app.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email.toLowerCase()), eq(mailOutbox.kind, kind)));
  return rows.at(-1) ?? null;
}

/** The in-app notifications of `type` the user has. */
export function noticesOf(app: TestApp, userId: number, type: string) {
  return app.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));
}

export const decide = (app: TestApp, company: User, orgId: number, appId: number, decision: string) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/job-applications/${appId}/${decision}`,
    headers: company.auth,
    payload: { content: '감사합니다.', emailNotiFlag: true },
  });

export const askDocuments = (app: TestApp, talent: User, appId: number, kind = 'DELETE', uid = talent.id) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/users/${uid}/applications/${appId}/document-request`,
    headers: talent.auth,
    payload: { kind },
  });

export const fairHiringOf = (app: TestApp, talent: User, appId: number, uid = talent.id) =>
  app.inject({ method: 'GET', url: `/api/v1/users/${uid}/applications/${appId}/fair-hiring`, headers: talent.auth });

export const alertsOf = (app: TestApp, user: User, orgId: number) =>
  app.inject({ method: 'GET', url: `/api/v1/organizations/${orgId}/fair-hiring/alerts`, headers: user.auth });

export const confirmRequest = (app: TestApp, user: User, orgId: number, requestId: number) =>
  app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${orgId}/document-requests/${requestId}/confirm`,
    headers: user.auth,
  });
