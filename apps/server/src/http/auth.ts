import { type Capability, canMember, type MemberRole } from '@app/contract/rules/member-roles';
import type { Role } from '@app/contract/schemas/common';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { sessions } from '../db/schema/auth';
import { organizationMembers } from '../db/schema/organizations';
import { users } from '../db/schema/users';
import { AppError } from './app-error';
import { hashToken } from './tokens';

export const ACCESS_TOKEN_COOKIE = 'access-token';

export type AuthContext = {
  userId: number;
  role: Role;
  sessionId: number;
  /** Set for company users. */
  organizationId: number | null;
  /** The company user's role in the organization (decision 034); null for everyone else. */
  memberRole: MemberRole | null;
  locale: 'en' | 'ko';
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** True when the token came from the cookie (so the request is exposed to cross-site forgery). */
    authFromCookie: boolean;
  }
}

export function readToken(request: FastifyRequest): { token: string; fromCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    if (token) return { token, fromCookie: false };
  }
  const cookie = request.cookies?.[ACCESS_TOKEN_COOKIE];
  return cookie ? { token: cookie, fromCookie: true } : null;
}

/** The session lookup: every authenticated request runs it. */
const sessionLookup = preparedOnce((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: users.id,
      role: users.role,
      status: users.status,
      locale: users.locale,
      organizationId: organizationMembers.organizationId,
      memberRole: organizationMembers.memberRole,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup'),
);

/**
 * Sessions found in the last seconds, by token hash: most requests then skip the lookup (a round trip was half the
 * cost of a small authenticated request). Ending a session in this process forgets it at once; another instance
 * notices within SESSION_CACHE_MS. Token hashes are unique, so one cache serves every database.
 */
export const SESSION_CACHE_MS = 3_000;
const recentSessions = new LRUCache<string, AuthContext & { expiresAt: number }>({
  max: 20_000,
  ttl: SESSION_CACHE_MS,
});

/** Forgets cached sessions of a session id or a user (called wherever sessions are ended). */
export function forgetSessions(match: { sessionId?: number; userId?: number }) {
  const keys: string[] = [];
  for (const [key, auth] of recentSessions.entries()) {
    if (auth.sessionId === match.sessionId || auth.userId === match.userId) keys.push(key);
  }
  for (const key of keys) recentSessions.delete(key);
}

/** Finds the live session behind a token, with the user's role and organization, in one prepared query. */
export async function findSession(db: Db, token: string, opts: { fresh?: boolean } = {}): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const cached = opts.fresh ? undefined : recentSessions.get(hash);
  if (cached && cached.expiresAt > Date.now()) {
    const { expiresAt: _, ...auth } = cached;
    return auth;
  }
  const rows = await sessionLookup(db).execute({ hash, now: new Date() });
  const row = rows[0];
  if (row?.status !== 'ACTIVE') {
    recentSessions.delete(hash);
    return null;
  }
  const auth: AuthContext = {
    userId: row.userId,
    role: row.role,
    sessionId: row.sessionId,
    organizationId: row.organizationId ?? null,
    memberRole: row.memberRole ?? null,
    locale: row.locale,
  };
  recentSessions.set(hash, { ...auth, expiresAt: row.expiresAt.getTime() });
  return auth;
}

/** Resolves the session once per request, before any guard runs. */
export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFromCookie', false);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/mail/')) return;
    const found = readToken(request);
    if (!found) return;
    request.auth = await findSession(db, found.token);
    request.authFromCookie = found.fromCookie;
  });
}

/** The roles each guard made by `requireRole` admits (empty: any signed-in user); the API document reads it. */
const guardRoles = new WeakMap<object, readonly Role[]>();

/** The roles a route's `onRequest` guard admits, or null for a route without a guard (public). */
export function rolesOfGuard(onRequest: unknown): readonly Role[] | null {
  const hooks = Array.isArray(onRequest) ? onRequest : [onRequest];
  for (const hook of hooks) {
    const roles = typeof hook === 'function' ? guardRoles.get(hook) : undefined;
    if (roles) return roles;
  }
  return null;
}

/** Route guard: signed in, and one of `roles` when given. A token that no longer works gives SESSION_EXPIRED. */
export function requireRole(...roles: Role[]) {
  const guard = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.auth) {
      // The cookie stays: the web app signs out (which clears it) once it has handled the ended session, so
      // parallel calls of one page all see SESSION_EXPIRED rather than some of them UNAUTHENTICATED.
      throw new AppError(readToken(request) ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', 401);
    }
    if (roles.length > 0 && !roles.includes(request.auth.role)) throw new AppError('FORBIDDEN', 403);
  };
  guardRoles.set(guard, roles);
  return guard;
}

/**
 * Route guard of an organization route: a company member whose role has `capability` (decision 034), or one of
 * `otherRoles` (say ADMIN) as they are. Another member gets 403 before the body is read; whether the organization in
 * the path is the member's own is the service's check (404).
 */
export function requireCapability(capability: Capability, ...otherRoles: Role[]) {
  const roles: Role[] = ['ORGANIZATION', ...otherRoles];
  const byRole = requireRole(...roles);
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    await byRole(request, reply);
    const auth = request.auth as AuthContext;
    if (auth.role === 'ORGANIZATION' && !canMember(auth.memberRole, capability)) throw new AppError('FORBIDDEN', 403);
  };
  guardRoles.set(guard, roles);
  return guard;
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 401);
  return request.auth;
}
