import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createVerifiedUser, type TestApp } from '../../../test/helpers';
import { followProvider, type Person, startTestProvider } from '../../../test/oidc-test-provider';
import { codeOf, enableTwoStep } from '../../../test/two-step';

/* Social sign-in of an account with two-step sign-in on goes through the code step too (decision 035). */

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oauth/google/callback`;
let app: TestApp;
let idp: Awaited<ReturnType<typeof startTestProvider>>;

beforeAll(async () => {
  idp = await startTestProvider({ clientId: 'talentbridge', clientSecret: 'idp-secret', redirectUris: [CALLBACK] });
  app = await createTestApp({
    publicUrl: PUBLIC_URL,
    oauth: [{ id: 'google', kind: 'oidc', clientId: 'talentbridge', clientSecret: 'idp-secret', issuer: idp.issuer }],
  });
}, 60_000);
afterAll(async () => {
  await app?.cleanup();
  await idp?.close();
});

const cookieValue = (res: { cookies: { name: string; value: string }[] }, name: string) =>
  res.cookies.find((c) => c.name === name)?.value;

async function callbackAs(person: Person) {
  const start = await app.inject({ method: 'GET', url: '/api/v1/auth/oauth/google/start?type=company&lang=ko' });
  const state = cookieValue(start, 'oauth-state') ?? '';
  idp.signInAs(person);
  const back = await followProvider(new URL(start.headers.location as string).href, CALLBACK);
  return app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    cookies: { 'oauth-state': state },
    remoteAddress: '10.78.0.1',
  });
}

describe('social sign-in with two-step on', () => {
  it('sends the person to the code step instead of signing in, for a linked and a first-time provider', async () => {
    const user = await createVerifiedUser(app, { role: 'ORGANIZATION', locale: 'ko' });
    const { secret } = await enableTwoStep(app, user.auth);
    const person: Person = {
      sub: `sub-${Date.now()}`,
      email: user.email,
      email_verified: true,
      given_name: 'Minji',
      family_name: 'Kim',
    };
    // First time: the provider's verified e-mail links the account; then the linked subject signs in.
    for (const [round, steps] of [
      ['link', 0],
      ['linked', 1],
    ] as const) {
      const callback = await callbackAs(person);
      expect(callback.statusCode, round).toBe(302);
      expect(callback.headers.location).toBe(`${PUBLIC_URL}/ko/auth/signin/two-step`);
      expect(cookieValue(callback, 'access-token')).toBeUndefined();
      const challenge = cookieValue(callback, 'two-step-challenge') ?? '';
      expect(challenge).not.toBe('');
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin/two-step',
        cookies: { 'two-step-challenge': challenge },
        remoteAddress: '10.78.0.2',
        payload: { code: codeOf(secret, steps) },
      });
      expect(res.statusCode, round).toBe(200);
      const session = cookieValue(res, 'access-token');
      const me = await app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: { authorization: `Bearer ${session}` },
      });
      expect(me.json().data.email).toBe(user.email);
    }
  });
});
