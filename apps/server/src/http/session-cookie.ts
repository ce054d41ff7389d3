import { SESSION_DAYS } from '@app/contract/limits';
import type { FastifyReply } from 'fastify';
import { ACCESS_TOKEN_COOKIE } from './auth';

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
