import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { SESSION_CACHE_MS } from '../../http/auth';

/*
 * Company dashboard answers of the last seconds (decision 056), per database and key. The key carries what the
 * ranking depends on (organization, ranking version, targets) and the page asked for, so a changed profile (even one
 * written around the service, which the version statement still notices), posting or exclusion makes a new key. What
 * the cards show besides (names, photos, bookmarks, tags, passes) can change with any write, so every write in this
 * process forgets every answer before its response is sent; another instance, a background job or SQL by hand shows
 * within SESSION_CACHE_MS, the bound of sessions and current-user answers (decisions 033, 048). A page was eight
 * statements; its loads in those seconds read the three that decide the key.
 */

type Cache<T> = { answers: LRUCache<string, { answer: T }>; generation: number };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const cacheOf = perDatabase(
  (_db: Db): Cache<unknown> => ({ answers: new LRUCache({ max: 2_000, ttl: SESSION_CACHE_MS }), generation: 0 }),
);

/** The answer kept under `key`, or `load()`'s (kept unless a write landed while it ran: it may predate the write). */
export async function keptDashboardAnswer<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = cacheOf(db) as Cache<T>;
  const kept = cache.answers.get(key);
  if (kept) return kept.answer;
  const generation = cache.generation;
  const answer = await load();
  if (generation === cache.generation) cache.answers.set(key, { answer });
  return answer;
}

/** Forgets every kept answer (any write may change a card). */
export function forgetDashboardAnswers(db: Db) {
  const cache = cacheOf(db);
  cache.generation += 1;
  cache.answers.clear();
}

/** Every write forgets before its answer leaves, so the next load (the writer's or anyone's) sees it. */
export function registerKeptDashboardAnswers(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) forgetDashboardAnswers(db);
  });
}
