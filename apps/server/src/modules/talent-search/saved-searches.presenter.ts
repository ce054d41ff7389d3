import { type SavedSearch, TalentSearchFiltersSchema } from '@app/contract/schemas/talent-search';
import type { SavedSearchRow } from './saved-searches.queries';

export function presentSavedSearch(row: SavedSearchRow): SavedSearch {
  // Stored filters were validated on write; parsing again drops anything a later release no longer knows.
  const parsed = TalentSearchFiltersSchema.safeParse(row.query);
  return {
    id: row.id,
    name: row.name,
    query: parsed.success ? parsed.data : TalentSearchFiltersSchema.parse({}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
