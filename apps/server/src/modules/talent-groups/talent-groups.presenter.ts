import type { TalentGroup } from '@app/contract/schemas/talent-group';
import type { TalentGroupRow } from './talent-groups.queries';

export function presentGroup(row: TalentGroupRow, talentCount: number): TalentGroup {
  return { id: row.id, name: row.name, talentCount, createdAt: row.createdAt.toISOString() };
}
