import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { TestApp } from './helpers';

/** The code an authenticator app shows for `secret`, `steps` time steps (30 s) from now. */
export function codeOf(secret: string, steps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

/** Turns two-step sign-in on for a signed-in user (with the previous step's code); returns the secret and codes. */
export async function enableTwoStep(app: TestApp, auth: Record<string, string>) {
  const setup = await app.inject({ method: 'POST', url: '/api/v1/auth/two-step/setup', headers: auth });
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json().data as { secret: string };
  const confirm = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/two-step/confirm',
    headers: auth,
    payload: { code: codeOf(secret, -1) },
  });
  expect(confirm.statusCode).toBe(200);
  return { secret, recoveryCodes: confirm.json().data.recoveryCodes as string[] };
}
