import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from './deps';
import { indexOrganizationsWithoutSearch } from './modules/organizations/organizations.search.service';
import { syncVocabulary } from './modules/vocabulary/vocabulary.service';
import { reindexConcepts } from './reindex-concepts';

const RETRY_MS = 5_000;

/**
 * Writes the vocabulary when it changed and indexes again what the old one indexed (decision 017). A database that
 * is down at start does not stop the server: it tries again every few seconds until it works, and searches read text
 * as before meanwhile. Returns a function that stops the retries (on close).
 */
export async function prepareVocabulary(deps: Deps, log: FastifyBaseLogger): Promise<() => void> {
  let timer: NodeJS.Timeout | null = null;
  const attempt = async () => {
    try {
      if (await syncVocabulary(deps.db)) await reindexConcepts(deps);
      // Not the vocabulary, but the same kind of start-up indexing: companies from before the directory's search.
      await indexOrganizationsWithoutSearch(deps.db);
      timer = null;
    } catch (error) {
      log.warn({ err: error }, 'vocabulary not synced yet; trying again');
      timer = setTimeout(() => void attempt(), RETRY_MS);
      timer.unref();
    }
  };
  await attempt();
  return () => {
    if (timer) clearTimeout(timer);
  };
}
