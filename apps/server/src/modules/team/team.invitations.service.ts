import { SIGNUPS_PER_MINUTE } from '@app/contract/limits';
import { INVITATION_DAYS } from '@app/contract/rules/member-roles';
import type { InvitationRequestSchema, InvitationSignupRequestSchema } from '@app/contract/schemas/team';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { notificationSettings, users } from '../../db/schema/users';
import type { Deps } from '../../deps';
import { assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import { type AuthContext, forgetSessions } from '../../http/auth';
import { enforceRateLimit } from '../../http/rate-limit';
import { hashToken, newToken } from '../../http/tokens';
import { recordAudit } from '../audit/audit.service';
import { findAccountByEmail } from '../auth/auth.service';
import { assertAcceptablePassword, hashPassword } from '../auth/passwords.service';
import { createSession } from '../auth/session-start.service';
import { recordSignupConsents } from '../consents/consents.service';
import { findOrganizationOr404 } from '../organizations/organizations.lookup.service';
import { sendInvitationMail } from './team.mails';
import { presentInvitation } from './team.presenter';
import {
  deleteInvitation,
  deleteOpenInvitationsTo,
  findInvitationByHash,
  findMembers,
  findMembershipOf,
  findOpenInvitations,
  insertInvitation,
  insertMember,
  markInvitationAccepted,
} from './team.queries';
import { TEAM_AUDIT_ENTITY } from './team.scope.service';

/* Invitations to a hiring team (decision 034): the owner invites by e-mail; the invitee signs up or signs in and joins. */

type Client = { ip: string; userAgent: string | null };
type InvitationInput = z.output<typeof InvitationRequestSchema>;
type InvitationSignup = z.output<typeof InvitationSignupRequestSchema>;

/** Invitations an organization may send per hour (a mail each). */
const INVITATIONS_PER_HOUR = 30;
/** Invitation pages one address may look up per minute. */
const PREVIEWS_PER_MINUTE = 20;

export async function listInvitations(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  return (await findOpenInvitations(deps.db, organizationId, new Date())).map(presentInvitation);
}

/** Sends (or sends again, replacing the open one) an invitation with its mail, in one transaction. */
export async function inviteMember(deps: Deps, auth: AuthContext, organizationId: number, input: InvitationInput) {
  assertMemberOf(auth, organizationId);
  const email = input.email.trim().toLowerCase();
  await enforceRateLimit(deps.db, `invite:org:${organizationId}`, INVITATIONS_PER_HOUR, 3600);
  const members = await findMembers(deps.db, organizationId);
  if (members.some((m) => m.email === email)) throw new AppError('ALREADY_IN_ORGANIZATION', 409);
  const inviter = members.find((m) => m.userId === auth.userId);
  const org = await findOrganizationOr404(deps.db, organizationId);
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    await deleteOpenInvitationsTo(tx, organizationId, email);
    const row = await insertInvitation(tx, {
      organizationId,
      email,
      memberRole: input.memberRole,
      tokenHash: hashToken(token),
      invitedBy: auth.userId,
      locale: input.locale,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
    });
    await sendInvitationMail(
      tx,
      deps.config.publicUrl,
      { email, locale: input.locale, memberRole: input.memberRole, token },
      { inviter: inviter ? `${inviter.firstName} ${inviter.lastName}`.trim() : org.name, company: org.name },
    );
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: 'MEMBER_INVITED',
      entityType: TEAM_AUDIT_ENTITY,
      entityId: organizationId,
      fromStatus: null,
      toStatus: input.memberRole,
      details: { invitationId: String(row.id), email },
    });
  });
  deps.kickOutbox();
  return listInvitations(deps, auth, organizationId);
}

export async function revokeInvitation(deps: Deps, auth: AuthContext, organizationId: number, invitationId: number) {
  assertMemberOf(auth, organizationId);
  if (!(await deleteInvitation(deps.db, organizationId, invitationId))) throw notFound();
}

/** The invitation behind a link if it still works: unknown, revoked or used is INVITATION_INVALID; late is EXPIRED. */
async function usableInvitation(db: DbOrTx, token: string, lock = false) {
  const found = await findInvitationByHash(db, hashToken(token), lock);
  if (!found || found.invitation.acceptedAt) throw new AppError('INVITATION_INVALID', 400);
  if (found.invitation.expiresAt.getTime() <= Date.now()) throw new AppError('INVITATION_EXPIRED', 410);
  return found;
}

/** What the accept page shows: the company, the role, the invited e-mail, and whether it has an account already. */
export async function previewInvitation(deps: Deps, token: string, client: Client) {
  await enforceRateLimit(deps.db, `invite:preview:${client.ip}`, PREVIEWS_PER_MINUTE, 60);
  const { invitation, companyName } = await usableInvitation(deps.db, token);
  const user = await findAccountByEmail(deps.db, invitation.email);
  return {
    companyName,
    email: invitation.email,
    memberRole: invitation.memberRole,
    expiresAt: invitation.expiresAt.toISOString(),
    hasAccount: user !== null && user.status !== 'DELETED',
  };
}

type Invitation = Awaited<ReturnType<typeof usableInvitation>>['invitation'];

/** Joins the invited organization in the caller's transaction, marks the link used and records who joined. */
async function join(tx: DbOrTx, invitation: Invitation, userId: number) {
  await insertMember(tx, invitation.organizationId, userId, invitation.memberRole);
  await markInvitationAccepted(tx, invitation.id, userId);
  await recordAudit(tx, {
    actorUserId: userId,
    action: 'MEMBER_JOINED',
    entityType: TEAM_AUDIT_ENTITY,
    entityId: invitation.organizationId,
    fromStatus: null,
    toStatus: invitation.memberRole,
    details: { invitationId: String(invitation.id) },
  });
  return { organizationId: invitation.organizationId, memberRole: invitation.memberRole };
}

/**
 * The signed-in invitee accepts. Only the invited e-mail's own company account without an organization may: a talent
 * account, an administrator or a member of any organization gets a clear refusal.
 */
export async function acceptInvitation(deps: Deps, auth: AuthContext, token: string) {
  const joined = await deps.db.transaction(async (tx) => {
    const { invitation } = await usableInvitation(tx, token, true);
    const [user] = await tx.select().from(users).where(eq(users.id, auth.userId)).limit(1);
    if (!user || user.email !== invitation.email) throw new AppError('INVITATION_EMAIL_MISMATCH', 403);
    if (user.role === 'NORMAL') throw new AppError('TALENT_ACCOUNT_CANNOT_JOIN', 403);
    if (user.role !== 'ORGANIZATION') throw new AppError('FORBIDDEN', 403);
    if (await findMembershipOf(tx, user.id)) throw new AppError('ALREADY_IN_ORGANIZATION', 409);
    return join(tx, invitation, user.id);
  });
  forgetSessions({ userId: auth.userId });
  return joined;
}

/**
 * A new company account through the link: the e-mail is the invitation's (the link proved the mailbox, so the account
 * is active at once), it joins the organization and is signed in, all in one transaction. An e-mail that has an
 * account already signs in and accepts instead (EMAIL_TAKEN).
 */
export async function signUpWithInvitation(deps: Deps, input: InvitationSignup, client: Client) {
  await enforceRateLimit(deps.db, `signup:ip:${client.ip}`, SIGNUPS_PER_MINUTE, 60);
  const { invitation } = await usableInvitation(deps.db, input.token);
  assertAcceptablePassword(input.password, invitation.email, 'password');
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const { invitation: locked } = await usableInvitation(tx, input.token, true);
      if (await findAccountByEmail(tx, locked.email)) throw new AppError('EMAIL_TAKEN', 409);
      const now = new Date();
      const [user] = await tx
        .insert(users)
        .values({
          email: locked.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          locale: input.locale,
          role: 'ORGANIZATION',
          status: 'ACTIVE',
          emailVerifiedAt: now,
          marketingAgreed: input.agreements.marketing,
          termsAgreedAt: now,
        })
        .returning({ id: users.id });
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(notificationSettings).values({ userId: user.id });
      // Each consent with its policy version, as every sign-up records them (decision 040).
      await recordSignupConsents(tx, user.id, 'ORGANIZATION', {
        marketing: input.agreements.marketing,
        talentPool: false,
      });
      const joined = await join(tx, locked, user.id);
      return { ...joined, session: await createSession(tx, user.id, client) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('EMAIL_TAKEN', 409);
    throw error;
  }
}
