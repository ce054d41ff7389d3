import type { OrganizationInfo } from '@app/contract/schemas/organization';

export type RejectionReason = { kind: 'logo' | 'documents' | 'general'; text: string };

/** The latest rejection's reasons that were given, logo first (the company's page, its dashboard, the audit log). */
export function listRejectionReasons(
  info: Pick<OrganizationInfo, 'logoRejectionReason' | 'documentRejectionReason' | 'rejectReason'>,
): RejectionReason[] {
  const all: [RejectionReason['kind'], string | null][] = [
    ['logo', info.logoRejectionReason],
    ['documents', info.documentRejectionReason],
    ['general', info.rejectReason],
  ];
  return all.flatMap(([kind, text]) => (text?.trim() ? [{ kind, text: text.trim() }] : []));
}
