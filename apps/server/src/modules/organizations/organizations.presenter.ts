import { isVerifiedInfoLocked } from '@app/contract/rules/verification-status';
import type { OrganizationInfo, OrganizationPublic, VerificationDocument } from '@app/contract/schemas/organization';
import type { DocumentRow, OrganizationRow } from './organizations.queries';

export function presentDocument(doc: DocumentRow): VerificationDocument {
  return {
    id: doc.id,
    fileName: doc.fileName,
    contentType: doc.contentType,
    sizeBytes: doc.sizeBytes,
    uploadedAt: doc.createdAt.toISOString(),
    downloadUrl: `/api/v1/organizations/${doc.organizationId}/verification-documents/${doc.id}`,
  };
}

/** Row → the public company page: no contact person, no phone, no documents, no review details. */
export function presentPublicOrganization(org: OrganizationRow): OrganizationPublic {
  return {
    id: org.id,
    companyName: org.name,
    ceo: org.ceo,
    country: org.country,
    location: org.location,
    companySize: org.companySize,
    industry: org.industry,
    website: org.website,
    profileImageUrl: org.profileImageUrl,
    logoUrl: org.logoUrl,
    about: org.about,
    keyService: org.keyService,
    welfare: org.welfare,
    employeeReviews: org.employeeReviews,
    article: org.article,
    industryMarketAnalysis: org.industryMarketAnalysis,
    isVerified: org.verificationStatus === 'APPROVED',
  };
}

/** Row → `GET /api/v1/organizations/{id}/info` for members and administrators. */
export function presentOrganizationInfo(org: OrganizationRow, docs: DocumentRow[]): OrganizationInfo {
  return {
    ...presentPublicOrganization(org),
    phone: org.phone,
    firstName: org.contactFirstName,
    lastName: org.contactLastName,
    position: org.contactPosition,
    companyVerificationStatus: org.verificationStatus,
    logoRejectionReason: org.logoRejectionReason,
    documentRejectionReason: org.documentRejectionReason,
    rejectReason: org.rejectReason,
    appliedAt: org.appliedAt?.toISOString() ?? null,
    decidedAt: org.decidedAt?.toISOString() ?? null,
    isLocked: isVerifiedInfoLocked(org.verificationStatus),
    verificationDocuments: docs.map(presentDocument),
  };
}
