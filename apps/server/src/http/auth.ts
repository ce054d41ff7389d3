import { SESSION_ACTIVITY_WRITE_SECONDS } from '@app/contract/limits';
import { type Capability, canMember, type MemberRole } from '@app/contract/rules/member-roles';
import type { Role } from '@app/contract/schemas/common';
import { and, eq, gt, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client';
import { preparedOnce } from '../db/prepared';
import { sessions } from '../db/schema/auth';
import { organizationMembers, organizations } from '../db/schema/organizations';
import { twoStepSecrets } from '../db/schema/two-step';
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
  /**
   * The company user's organization is APPROVED, as of the session lookup (at most SESSION_CACHE_MS old; decisions
   * forget the organization's cached sessions): talent data needs no lookup of its own (decision 059).
   */
  organizationVerified: boolean;
  locale: 'en' | 'ko';
  /** A company member whose organization requires two-step sign-in they have not set up (decision 035). */
  twoStepSetupDue?: boolean;
  /** Company sessions: when the session ends unless used before (epoch ms); null for others. */
  idleExpiresAt?: number | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Using the route is not activity: it neither extends a company session's idle time nor needs to. */
    passiveSession?: boolean;
    /** The route stays open to a member who must still set up two-step sign-in (setup, current user). */
    twoStepSetup?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** True when the token came from the cookie (so the request is exposed to cross-site forgery). */
    authFromCookie: boolean;
    /** Why the request's session no longer works, when the server knows (decision 044). */
    sessionEndedReason: 'MEMBERSHIP_ENDED' | null;
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
      lastActiveAt: sessions.lastActiveAt,
      twoStepRequired: organizations.twoStepRequired,
      verificationStatus: organizations.verificationStatus,
      twoStepEnabledAt: twoStepSecrets.enabledAt,
      memberRole: organizationMembers.memberRole,
      endedReason: sessions.endedReason,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, users.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(twoStepSecrets, eq(twoStepSecrets.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_lookup'),
);

/**
 * Sessions found in the last seconds, by token hash: most requests then skip the lookup (a round trip was half the
 * cost of a small authenticated request). Ending a session in this process forgets it at once; another instance
 * notices within SESSION_CACHE_MS. Token hashes are unique, so one cache serves every database. A cached company
 * session is only used before its idle deadline: past it the database decides (another instance may have seen
 * activity since), so the cache never keeps an idle session alive.
 */
export const SESSION_CACHE_MS = 3_000;
type CachedSession = AuthContext & { expiresAt: number; lastActiveAt: number };
const recentSessions = new LRUCache<string, CachedSession>({ max: 20_000, ttl: SESSION_CACHE_MS });

/** Forgets cached sessions of a session id, a user or an organization (called wherever sessions change). */
export function forgetSessions(match: { sessionId?: number; userId?: number; organizationId?: number }) {
  const keys: string[] = [];
  for (const [key, auth] of recentSessions.entries()) {
    if (
      auth.sessionId === match.sessionId ||
      auth.userId === match.userId ||
      (match.organizationId !== undefined && auth.organizationId === match.organizationId)
    ) {
      keys.push(key);
    }
  }
  for (const key of keys) recentSessions.delete(key);
}

export type SessionLookupOptions = {
  /** Skip the cache. */
  fresh?: boolean;
  /** Company sessions end after this long without activity; undefined: no idle limit. */
  idleMs?: number;
  /** The lookup is not activity (heartbeats, the idle dialog's own check). */
  passive?: boolean;
  /** Told why a session that exists no longer works (a member removed from their organization). */
  onEnded?: (reason: 'MEMBERSHIP_ENDED') => void;
};

const ACTIVITY_WRITE_MS = SESSION_ACTIVITY_WRITE_SECONDS * 1000;

/**
 * Finds the live session behind a token, with the user's role and organization, in one prepared query. A company
 * session idle for `idleMs` is deleted and answers null; activity is written at most once a minute per session.
 */
export async function findSession(db: Db, token: string, opts: SessionLookupOptions = {}): Promise<AuthContext | null> {
  const hash = hashToken(token);
  const now = Date.now();
  const cached = opts.fresh ? undefined : recentSessions.get(hash);
  if (cached && cached.expiresAt > now && isFreshEnough(cached, now, opts)) {
    const { expiresAt: _, lastActiveAt: __, ...auth } = cached;
    return auth;
  }
  const rows = await sessionLookup(db).execute({ hash, now: new Date(now) });
  const row = rows[0];
  if (row?.endedReason) {
    recentSessions.delete(hash);
    opts.onEnded?.(row.endedReason);
    return null;
  }
  if (row?.status !== 'ACTIVE') {
    recentSessions.delete(hash);
    return null;
  }
  const isIdleLimited = row.role === 'ORGANIZATION' && opts.idleMs !== undefined;
  let lastActiveAt = row.lastActiveAt.getTime();
  if (isIdleLimited && lastActiveAt + (opts.idleMs ?? 0) <= now) {
    recentSessions.delete(hash);
    await endIdleSession(db, row.sessionId, new Date(now - (opts.idleMs ?? 0)));
    return null;
  }
  if (isIdleLimited && !opts.passive && now - lastActiveAt >= ACTIVITY_WRITE_MS) {
    await recordActivity(db, row.sessionId, new Date(now));
    lastActiveAt = now;
  }
  const auth: AuthContext = {
    userId: row.userId,
    role: row.role,
    sessionId: row.sessionId,
    organizationId: row.organizationId ?? null,
    memberRole: row.memberRole ?? null,
    organizationVerified: row.verificationStatus === 'APPROVED',
    locale: row.locale,
    twoStepSetupDue: row.role === 'ORGANIZATION' && row.twoStepRequired === true && !row.twoStepEnabledAt,
    idleExpiresAt: isIdleLimited ? lastActiveAt + (opts.idleMs ?? 0) : null,
  };
  recentSessions.set(hash, { ...auth, expiresAt: row.expiresAt.getTime(), lastActiveAt });
  return auth;
}

/** A cached session serves until its idle deadline, and (for activity) until its activity is a minute old. */
function isFreshEnough(cached: CachedSession, now: number, opts: SessionLookupOptions) {
  if (cached.idleExpiresAt === null || cached.idleExpiresAt === undefined)
    return opts.idleMs === undefined || cached.role !== 'ORGANIZATION';
  if (cached.idleExpiresAt <= now) return false;
  return opts.passive === true || now - cached.lastActiveAt < ACTIVITY_WRITE_MS;
}

/** Writes activity unless another request (or instance) did in the last minute. */
async function recordActivity(db: Db, sessionId: number, at: Date) {
  await db
    .update(sessions)
    .set({ lastActiveAt: at })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastActiveAt, new Date(at.getTime() - ACTIVITY_WRITE_MS))));
}

/** Deletes a session idle since `cutoff`, unless activity arrived meanwhile through another instance. */
async function endIdleSession(db: Db, sessionId: number, cutoff: Date) {
  await db.delete(sessions).where(and(eq(sessions.id, sessionId), lte(sessions.lastActiveAt, cutoff)));
}

/** "Stay signed in": the session's activity is now, whatever the last write was. */
export async function touchSession(db: Db, sessionId: number) {
  await db.update(sessions).set({ lastActiveAt: new Date() }).where(eq(sessions.id, sessionId));
  forgetSessions({ sessionId });
}

/** Resolves the session once per request, before any guard runs. */
export function registerAuth(app: FastifyInstance, db: Db, settings: { companyIdleMs: number }) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFromCookie', false);
  app.decorateRequest('sessionEndedReason', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/mail/')) return;
    const found = readToken(request);
    if (!found) return;
    const passive = request.routeOptions.config?.passiveSession === true;
    request.auth = await findSession(db, found.token, {
      idleMs: settings.companyIdleMs,
      passive,
      onEnded: (reason) => {
        request.sessionEndedReason = reason;
      },
    });
    request.authFromCookie = found.fromCookie;
  });
  // The web app schedules its idle warning from this (company sessions only).
  app.addHook('onSend', async (request, reply) => {
    const deadline = request.auth?.idleExpiresAt;
    if (deadline) reply.header('x-session-idle-expires', new Date(deadline).toISOString());
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
      // A removed member's session says so (decision 044), so the web can explain rather than just sign out.
      const isMemberRoute = roles.length === 0 || roles.includes('ORGANIZATION');
      if (request.sessionEndedReason && isMemberRoute) throw new AppError(request.sessionEndedReason, 401);
      throw new AppError(readToken(request) ? 'SESSION_EXPIRED' : 'UNAUTHENTICATED', 401);
    }
    if (roles.length > 0 && !roles.includes(request.auth.role)) throw new AppError('FORBIDDEN', 403);
    // The owner requires two-step sign-in: nothing but its setup (and the current user) until it is on.
    if (request.auth.twoStepSetupDue && !request.routeOptions.config?.twoStepSetup) {
      throw new AppError('TWO_STEP_REQUIRED', 403);
    }
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
