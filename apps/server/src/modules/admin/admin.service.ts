import { formatName } from '@app/contract/rules/names';
import type { AdminOrganizationDetail, AuditEntry } from '@app/contract/schemas/admin';
import type { CompanyVerificationStatus } from '@app/contract/schemas/user';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../http/auth';
import { listAuditEntries } from '../audit/audit.service';
import {
  AUDIT_ENTITY,
  decideVerification,
  getOrganizationInfo,
  type RejectionReasons,
} from '../organizations/organizations.service';
import { findOrganizationMembers, findOrganizationPage } from './admin.queries';

const asStatus = (value: string | null) => value as CompanyVerificationStatus | null;

export async function listOrganizations(
  deps: Deps,
  query: { status?: CompanyVerificationStatus; keyword?: string; page: number; size: number },
) {
  const { rows, total } = await findOrganizationPage(deps.db, { ...query, keyword: query.keyword || undefined });
  return {
    data: rows.map(({ org, documentCount }) => ({
      id: org.id,
      companyName: org.name,
      ceo: org.ceo,
      country: org.country,
      logoUrl: org.logoUrl,
      companyVerificationStatus: org.verificationStatus,
      documentCount: Number(documentCount),
      appliedAt: org.appliedAt?.toISOString() ?? null,
      decidedAt: org.decidedAt?.toISOString() ?? null,
      createdAt: org.createdAt.toISOString(),
    })),
    pageNumber: query.page,
    last: query.page * query.size >= total,
    totalElementCount: total,
  };
}

/** The organization's information and documents, its members, and every verification step in order. */
export async function getOrganizationDetail(
  deps: Deps,
  auth: AuthContext,
  organizationId: number,
): Promise<AdminOrganizationDetail> {
  const organization = await getOrganizationInfo(deps, auth, organizationId);
  const [members, audit] = await Promise.all([
    findOrganizationMembers(deps.db, organizationId),
    listAuditEntries(deps.db, AUDIT_ENTITY, organizationId),
  ]);
  const auditLog: AuditEntry[] = audit.map(({ entry, actorEmail, actorFirstName, actorLastName }) => ({
    id: entry.id,
    action: entry.action,
    adminId: entry.actorUserId,
    adminName: actorFirstName === null ? null : formatName(actorFirstName, actorLastName ?? ''),
    adminEmail: actorEmail,
    fromStatus: asStatus(entry.fromStatus),
    toStatus: asStatus(entry.toStatus),
    reasons: {
      logoRejectionReason: entry.details.logoRejectionReason ?? null,
      documentRejectionReason: entry.details.documentRejectionReason ?? null,
      rejectReason: entry.details.rejectReason ?? null,
    },
    createdAt: entry.createdAt.toISOString(),
  }));
  return { organization, members, auditLog };
}

export function approveOrganization(deps: Deps, auth: AuthContext, organizationId: number) {
  return decideVerification(deps, auth.userId, organizationId, { action: 'APPROVE' });
}

export function rejectOrganization(deps: Deps, auth: AuthContext, organizationId: number, reasons: RejectionReasons) {
  return decideVerification(deps, auth.userId, organizationId, { action: 'REJECT', reasons });
}
