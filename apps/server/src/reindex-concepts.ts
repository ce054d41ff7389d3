import type { Deps } from './deps';
import { reindexPostingConcepts } from './modules/postings/postings.reindex.service';
import { rebuildAllTalentDocuments } from './modules/talent-search/talent-search.service';

/**
 * After the vocabulary changed: every posting's concepts are computed again and every talent's search document is
 * queued for a rebuild, so a new synonym finds what was written before it. Composed here because it spans areas.
 */
export async function reindexConcepts(deps: Deps) {
  await reindexPostingConcepts(deps.db);
  await rebuildAllTalentDocuments(deps.db);
}
