import { SESSION_DAYS, TWO_STEP_CHALLENGE_MINUTES } from '@app/contract/limits';
import { SESSION_HINT_COOKIE } from '@app/contract/rules/session-hint';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from './auth';

const base = (secure: boolean) => ({ secure, sameSite: 'lax' as const, path: '/', maxAge: SESSION_DAYS * 86_400 });

/**
 * The session as the httpOnly `access-token` cookie (every way of signing in sets it alike), with the readable hint
 * that tells the web app a session is there (contract rules/session-hint.ts).
 */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, { ...base(secure), httpOnly: true });
  reply.setCookie(SESSION_HINT_COOKIE, '1', base(secure));
}

export function clearSessionCookies(reply: FastifyReply) {
  reply.clearCookie(ACCESS_TOKEN_COOKIE, { path: '/' });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** When a page is served: the hint follows the session cookie (sessions older than the hint, or a lost cookie). */
export function syncSessionHint(request: FastifyRequest, reply: FastifyReply, secure: boolean) {
  const session = Boolean(request.cookies[ACCESS_TOKEN_COOKIE]);
  const hint = Boolean(request.cookies[SESSION_HINT_COOKIE]);
  if (session && !hint) reply.setCookie(SESSION_HINT_COOKIE, '1', base(secure));
  else if (!session && hint) reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/** The code step's challenge: only sent to the code route, only for the few minutes it lives. */
export const TWO_STEP_COOKIE = 'two-step-challenge';
export const TWO_STEP_COOKIE_PATH = '/api/v1/auth/signin/two-step';

export function setTwoStepCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(TWO_STEP_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: TWO_STEP_COOKIE_PATH,
    maxAge: TWO_STEP_CHALLENGE_MINUTES * 60,
  });
}
