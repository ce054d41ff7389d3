import { ORG_CHANGE_REQUESTS_PER_HOUR } from '@app/contract/limits';
import { formatName } from '@app/contract/rules/names';
import {
  isVerifiedInfoLocked,
  nextVerificationStatus,
  VERIFICATION_REQUIRED_FIELDS,
} from '@app/contract/rules/verification-status';
import type { OrgInfoChangeRequest, UpdateOrganizationRequestSchema } from '@app/contract/schemas/organization';
import type { CompanyNotificationSettings } from '@app/contract/schemas/user';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { assertCanReadOrganization, assertMemberOf } from '../../http/access';
import { AppError, notFound } from '../../http/app-error';
import { type AuthContext, forgetSessions } from '../../http/auth';
import { enforceRateLimit } from '../../http/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { findCountryByCode } from '../countries/countries.service';
import { saveNotificationFlags } from '../notification-flags/notification-flags.service';
import { notifyUsers } from '../notifications/notifications.service';
import { assertImageOfOwners } from '../uploads/uploads.service';
import { sendChangeRequestMail, sendDecisionMail } from './organizations.mails';
import { presentOrganizationInfo, presentPublicOrganization } from './organizations.presenter';
import {
  countDocuments,
  findActiveAdmins,
  findDocuments,
  findMembers,
  findOrganization,
  findOrganizationForUpdate,
  insertChangeRequest,
  type OrganizationChanges,
  type OrganizationRow,
  updateOrganization,
} from './organizations.queries';
import { organizationSearchColumns } from './organizations.search.service';

type UpdateInput = z.output<typeof UpdateOrganizationRequestSchema>;
export type RejectionReasons = {
  logoRejectionReason?: string | undefined;
  documentRejectionReason?: string | undefined;
  rejectReason?: string | undefined;
};

export const AUDIT_ENTITY = 'ORGANIZATION';

async function loadOrganization(deps: Deps, organizationId: number) {
  const org = await findOrganization(deps.db, organizationId);
  if (!org) throw notFound();
  return org;
}

export async function getOrganizationInfo(deps: Deps, auth: AuthContext, organizationId: number) {
  assertCanReadOrganization(auth, organizationId);
  const org = await loadOrganization(deps, organizationId);
  return presentOrganizationInfo(org, await findDocuments(deps.db, organizationId));
}

/** The public company page, for any signed-in user. */
export async function getPublicOrganization(deps: Deps, organizationId: number) {
  return presentPublicOrganization(await loadOrganization(deps, organizationId));
}

function assertCountryExists(code: string | null | undefined, path = 'country') {
  if (code && !findCountryByCode(code)) {
    throw new AppError('VALIDATION_FAILED', 400, [{ path, key: 'validation.invalid' }]);
  }
}

/** The verified fields the request would change; empty when nothing locked changes. */
function changedVerifiedFields(org: OrganizationRow, input: UpdateInput): string[] {
  const changed: string[] = [];
  if (input.companyName !== undefined && input.companyName !== org.name) changed.push('companyName');
  if (input.ceo !== undefined && input.ceo !== org.ceo) changed.push('ceo');
  if (input.country !== undefined && input.country !== org.country) changed.push('country');
  return changed;
}

/** Updates the organization's information; the verified fields may only be sent unchanged while locked. */
export async function updateOrganizationInfo(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  input: UpdateInput,
) {
  assertMemberOf(auth, organizationId);
  assertCountryExists(input.country);
  const updated = await deps.db.transaction(async (tx) => {
    const org = await findOrganizationForUpdate(tx, organizationId);
    if (!org) throw notFound();
    if (isVerifiedInfoLocked(org.verificationStatus)) {
      const changed = changedVerifiedFields(org, input);
      if (changed.length > 0) {
        throw new AppError(
          'ORGANIZATION_LOCKED',
          409,
          changed.map((path) => ({ path, key: 'errors.ORGANIZATION_LOCKED' })),
        );
      }
    }
    // Images must be the organization's own uploads; a value kept as it was is not checked again.
    const memberIds = (await findMembers(tx, organizationId)).map((m) => m.id);
    for (const field of ['logoUrl', 'profileImageUrl'] as const) {
      const url = input[field];
      if (url !== undefined && url !== org[field]) await assertImageOfOwners(deps, tx, memberIds, url, field);
    }
    const changes: OrganizationChanges = {
      name: input.companyName,
      ceo: input.ceo,
      country: input.country,
      location: input.location,
      companySize: input.companySize,
      industry: input.industry,
      phone: input.phone,
      website: input.website,
      profileImageUrl: input.profileImageUrl,
      logoUrl: input.logoUrl,
      about: input.about,
      keyService: input.keyService,
      welfare: input.welfare,
      employeeReviews: input.employeeReviews,
      article: input.article,
      industryMarketAnalysis: input.industryMarketAnalysis,
      contactFirstName: input.firstName,
      contactLastName: input.lastName,
      contactPosition: input.position,
    };
    const search = organizationSearchColumns({
      name: changes.name ?? org.name,
      location: changes.location === undefined ? org.location : changes.location,
      country: changes.country === undefined ? org.country : changes.country,
      industry: changes.industry === undefined ? org.industry : changes.industry,
    });
    const row = await updateOrganization(tx, organizationId, { ...changes, ...search });
    if (!row) throw notFound();
    return row;
  });
  return presentOrganizationInfo(updated, await findDocuments(deps.db, organizationId));
}

/** NOT_APPLIED or REJECTED → PENDING, once the required fields are filled and at least one document is uploaded. */
export async function applyForVerification(deps: Deps, auth: AuthContext, organizationId: number) {
  assertMemberOf(auth, organizationId);
  return deps.db.transaction(async (tx) => {
    const org = await findOrganizationForUpdate(tx, organizationId);
    if (!org) throw notFound();
    const next = nextVerificationStatus(org.verificationStatus, 'APPLY');
    if (!next) throw new AppError('INVALID_STATUS_TRANSITION', 409);
    const values: Record<(typeof VERIFICATION_REQUIRED_FIELDS)[number], string | null> = {
      companyName: org.name.trim() || null,
      ceo: org.ceo,
      country: org.country,
      phone: org.phone,
    };
    const missing: { path: string; key: string }[] = VERIFICATION_REQUIRED_FIELDS.filter((f) => !values[f]).map(
      (path) => ({ path, key: 'validation.required' }),
    );
    if ((await countDocuments(tx, organizationId)) === 0) {
      missing.push({ path: 'verificationDocuments', key: 'validation.required' });
    }
    if (missing.length > 0) throw new AppError('VERIFICATION_INCOMPLETE', 409, missing);
    await updateOrganization(tx, organizationId, {
      verificationStatus: next,
      appliedAt: new Date(),
      decidedAt: null,
      logoRejectionReason: null,
      documentRejectionReason: null,
      rejectReason: null,
    });
    await recordAudit(tx, {
      actorUserId: auth.userId,
      action: 'VERIFICATION_APPLY',
      entityType: AUDIT_ENTITY,
      entityId: organizationId,
      fromStatus: org.verificationStatus,
      toStatus: next,
      details: {},
    });
    return { companyVerificationStatus: next };
  });
}

/**
 * An administrator approves or rejects a pending organization. The status change, the audit entry, the members'
 * in-app notifications and their mails (when they accept mail) are written in one transaction.
 */
export async function decideVerification(
  deps: Deps,
  adminId: number,
  organizationId: number,
  decision: { action: 'APPROVE' } | { action: 'REJECT'; reasons: RejectionReasons },
) {
  const result = await deps.db.transaction(async (tx) => {
    const org = await findOrganizationForUpdate(tx, organizationId);
    if (!org) throw notFound();
    const next = nextVerificationStatus(org.verificationStatus, decision.action);
    if (!next) throw new AppError('INVALID_STATUS_TRANSITION', 409);
    const reasons = {
      logoRejectionReason: decision.action === 'REJECT' ? decision.reasons.logoRejectionReason || null : null,
      documentRejectionReason: decision.action === 'REJECT' ? decision.reasons.documentRejectionReason || null : null,
      rejectReason: decision.action === 'REJECT' ? decision.reasons.rejectReason || null : null,
    };
    await updateOrganization(tx, organizationId, { verificationStatus: next, decidedAt: new Date(), ...reasons });
    const auditId = await recordAudit(tx, {
      actorUserId: adminId,
      action: decision.action === 'APPROVE' ? 'VERIFICATION_APPROVE' : 'VERIFICATION_REJECT',
      entityType: AUDIT_ENTITY,
      entityId: organizationId,
      fromStatus: org.verificationStatus,
      toStatus: next,
      details: reasons,
    });
    const members = (await findMembers(tx, organizationId)).filter((m) => m.status === 'ACTIVE');
    await notifyUsers(
      tx,
      members.map((m) => m.id),
      decision.action === 'APPROVE' ? 'ORGANIZATION_APPROVED' : 'ORGANIZATION_REJECTED',
      { organizationId, companyName: org.name },
    );
    for (const member of members) {
      if (member.emailNotiFlag === false) continue;
      await sendDecisionMail(tx, deps.config, member, {
        approved: decision.action === 'APPROVE',
        companyName: org.name,
        reasons,
      });
    }
    return { id: organizationId, companyVerificationStatus: next, auditId };
  });
  // The members' sessions carry the verification (decision 059): after the commit, so none is cached from before it.
  forgetSessions({ organizationId });
  deps.kickOutbox();
  return result;
}

/** After approval, the company asks the administrators (by mail) to change locked information; the request is kept. */
export async function requestInfoChange(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
  input: OrgInfoChangeRequest,
) {
  assertMemberOf(auth, organizationId);
  assertCountryExists(input.country);
  const org = await loadOrganization(deps, organizationId);
  if (org.verificationStatus !== 'APPROVED') throw new AppError('ORGANIZATION_NOT_APPROVED', 409);
  await enforceRateLimit(deps.db, `org-change:${organizationId}`, ORG_CHANGE_REQUESTS_PER_HOUR, 3600);
  const { message, ...changes } = input;
  const requestId = await deps.db.transaction(async (tx) => {
    const id = await insertChangeRequest(tx, {
      organizationId,
      requestedBy: auth.userId,
      changes: JSON.stringify(changes),
      message,
    });
    const requester = (await findMembers(tx, organizationId)).find((m) => m.id === auth.userId);
    const requestedBy = requester ? `${formatName(requester.firstName, requester.lastName)} <${requester.email}>` : '';
    for (const admin of await findActiveAdmins(tx)) {
      await sendChangeRequestMail(tx, deps.config.publicUrl, admin, {
        organizationId,
        companyName: org.name,
        requestedBy,
        changes,
        message,
      });
    }
    return id;
  });
  deps.kickOutbox();
  return { requestId };
}

/** `PUT /api/v1/organizations/users/{id}/notifications`: the company user's own flags only. */
export async function updateCompanyNotificationSettings(
  deps: Deps,
  auth: AuthContext,
  userId: number,
  input: CompanyNotificationSettings,
): Promise<CompanyNotificationSettings> {
  if (auth.userId !== userId) throw notFound();
  const row = await saveNotificationFlags(deps.db, userId, input);
  return {
    emailNotiFlag: row.emailNotiFlag,
    pushNotiFlag: row.pushNotiFlag,
    noticeNotiFlag: row.noticeNotiFlag,
    recommendedTalentNotiFlag: row.recommendedTalentNotiFlag,
    newApplicantNotiFlag: row.newApplicantNotiFlag,
    jobDecisionNotiFlag: row.jobDecisionNotiFlag,
    talentProfileUpdateNotiFlag: row.talentProfileUpdateNotiFlag,
  };
}
