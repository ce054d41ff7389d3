import { SESSION_DAYS, TWO_STEP_CHALLENGE_MINUTES } from '@app/contract/limits';
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from '../../http/auth';

/** The session as the httpOnly `access-token` cookie (every way of signing in sets it alike). */
export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  reply.setCookie(ACCESS_TOKEN_COOKIE, token, {
    httpOnly: true,
    secure,
    sameSite: 'lax',
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
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
