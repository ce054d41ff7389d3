import type { DocumentRequest } from '@app/contract/schemas/fair-hiring';
import type { documentRequests } from '../../db/schema/fair-hiring';

export function presentDocumentRequest(row: typeof documentRequests.$inferSelect): DocumentRequest {
  return {
    id: row.id,
    applicationId: row.applicationId,
    kind: row.kind,
    requestedAt: row.requestedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
  };
}
