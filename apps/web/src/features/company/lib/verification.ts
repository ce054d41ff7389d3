import { VERIFICATION_REQUIRED_FIELDS } from '@app/contract/rules/verification-status';
import type { OrganizationInfo } from '@app/contract/schemas/organization';
import type { CompanyVerificationStatus } from '@app/contract/schemas/user';

export const REQUIREMENTS = [...VERIFICATION_REQUIRED_FIELDS, 'verificationDocuments'] as const;
export type Requirement = (typeof REQUIREMENTS)[number];

type Filled = Pick<OrganizationInfo, 'companyName' | 'ceo' | 'country' | 'phone' | 'verificationDocuments'>;

/** What an application needs, each with whether it is there (the server checks the same on apply). */
export function verificationChecklist(info: Filled): { item: Requirement; isDone: boolean }[] {
  const filled: Record<Requirement, boolean> = {
    companyName: Boolean(info.companyName.trim()),
    ceo: Boolean(info.ceo?.trim()),
    country: Boolean(info.country),
    phone: Boolean(info.phone?.trim()),
    verificationDocuments: info.verificationDocuments.length > 0,
  };
  return REQUIREMENTS.map((item) => ({ item, isDone: filled[item] }));
}

/** The requirements a `409 VERIFICATION_INCOMPLETE` names, in checklist order. */
export function missingFromError(fields: readonly { path: string }[]): Requirement[] {
  const paths = new Set(fields.map((f) => f.path));
  return REQUIREMENTS.filter((item) => paths.has(item));
}

/** Whether the company may apply now (from NOT_APPLIED or REJECTED). */
export const canApply = (status: CompanyVerificationStatus) => status === 'NOT_APPLIED' || status === 'REJECTED';
