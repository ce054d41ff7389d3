import type { CurrentUser } from '@app/contract/schemas/user';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../db/client';
import { perDatabase } from '../../db/per-database';
import { SESSION_CACHE_MS } from '../../http/auth';

/*
 * `GET /api/v1/user` answers of the last seconds, per database and user: every screen asks for it, and serving it
 * from memory took the route from 18% to over 50% of `/api/health`'s rate (decision 048). Same bound as the session
 * cache: any write in this process that may change an answer forgets it before its response is sent; another
 * instance (or a background job, or SQL run by hand) shows the change within SESSION_CACHE_MS.
 *
 * Which answers a write may change: a talent's write, their own; a company member's write, every member's (the
 * organization's name, logo and members are in each answer); an administrator's write or one without a session
 * (verification decisions, policies, sign-up, e-mail links), all of them.
 */

type Entry = { answer: CurrentUser; organizationId: number | null };
type Cache = { answers: LRUCache<number, Entry>; members: Map<number, Set<number>>; generation: number };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const cacheOf = perDatabase((_db: Db): Cache => {
  const members = new Map<number, Set<number>>();
  const answers = new LRUCache<number, Entry>({
    max: 20_000,
    ttl: SESSION_CACHE_MS,
    dispose: (entry, userId) => {
      if (entry.organizationId !== null) members.get(entry.organizationId)?.delete(userId);
    },
  });
  return { answers, members, generation: 0 };
});

/** The answer, from memory when a recent one is kept; `load` reads it from the database otherwise. */
export async function currentUserAnswer(db: Db, userId: number, load: () => Promise<CurrentUser>) {
  const cache = cacheOf(db);
  const kept = cache.answers.get(userId);
  if (kept) return kept.answer;
  // A write that lands while this read runs makes its result unsafe to keep (it may predate the write).
  const generation = cache.generation;
  const answer = await load();
  if (generation === cache.generation) {
    const organizationId = answer.role === 'ORGANIZATION' ? answer.companyId : null;
    cache.answers.set(userId, { answer, organizationId });
    if (organizationId !== null) {
      const ids = cache.members.get(organizationId) ?? new Set<number>();
      ids.add(userId);
      cache.members.set(organizationId, ids);
    }
  }
  return answer;
}

/** Forgets the answers a write by this caller may have changed (see above). */
export function forgetCurrentUsers(db: Db, by: { userId: number; role: string; organizationId: number | null } | null) {
  const cache = cacheOf(db);
  cache.generation += 1;
  if (!by || by.role === 'ADMIN') {
    cache.answers.clear();
    cache.members.clear();
  } else if (by.organizationId !== null) {
    for (const userId of [...(cache.members.get(by.organizationId) ?? [])]) cache.answers.delete(userId);
    cache.answers.delete(by.userId);
  } else {
    cache.answers.delete(by.userId);
  }
}

/** Every write forgets before its answer leaves, so the caller's next read sees it. */
export function registerCurrentUserCache(app: FastifyInstance, db: Db) {
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method)) forgetCurrentUsers(db, request.auth);
  });
}
