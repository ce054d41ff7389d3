import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { oneClickFor, signFlagToken, signingKey, unsubscribeHeaders, verifyFlagToken } from './one-click';

const key = Buffer.from('k'.repeat(40));
const now = new Date('2026-05-01T00:00:00Z');
const DAY = 86_400_000;

describe('one-click flag tokens', () => {
  it('round-trips the user and the setting, and expires after 90 days', () => {
    const token = signFlagToken(key, 42, 'jobResultFlag', now);
    expect(verifyFlagToken(key, token, now)).toEqual({
      ok: true,
      userId: 42,
      flag: 'jobResultFlag',
      expiresAt: new Date(now.getTime() + 90 * DAY),
    });
    expect(verifyFlagToken(key, token, new Date(now.getTime() + 89 * DAY)).ok).toBe(true);
    expect(verifyFlagToken(key, token, new Date(now.getTime() + 90 * DAY))).toEqual({
      ok: false,
      error: 'TOKEN_EXPIRED',
    });
  });

  it('refuses a tampered payload, a signature from another key and malformed tokens', () => {
    const token = signFlagToken(key, 42, 'emailNotiFlag', now);
    const [payload, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      Buffer.from(payload, 'base64url').toString('utf8').replace(/^42\./, '43.'),
      'utf8',
    ).toString('base64url');
    const invalid = { ok: false, error: 'TOKEN_INVALID' };
    expect(verifyFlagToken(key, `${forged}.${signature}`, now)).toEqual(invalid);
    expect(verifyFlagToken(Buffer.from('x'.repeat(40)), token, now)).toEqual(invalid);
    expect(verifyFlagToken(key, `${token}x`, now)).toEqual(invalid);
    for (const bad of ['', 'abc', `${payload}.`, `.${signature}`, `${token}.extra`]) {
      expect(verifyFlagToken(key, bad, now)).toEqual(invalid);
    }
  });

  it('refuses a validly signed token that names an unknown setting (even expired: the signature comes first)', () => {
    const sign = (payload: string) => {
      const body = Buffer.from(payload).toString('base64url');
      const mac = createHmac('sha256', key).update(`one-click-flag:v1:${body}`).digest('base64url');
      return `${body}.${mac}`;
    };
    const future = Math.floor(now.getTime() / 1000) + 1000;
    expect(verifyFlagToken(key, sign(`7.pushNotiFlag.${future}`), now).ok).toBe(false);
    expect(verifyFlagToken(key, sign(`0.emailNotiFlag.${future}`), now).ok).toBe(false);
    expect(verifyFlagToken(key, sign(`7.emailNotiFlag.${future}`), now).ok).toBe(true);
  });
});

describe('signingKey', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  it('uses SESSION_SECRET when set', () => {
    expect(signingKey({ signingSecret: 's'.repeat(32), dataDir: '/nonexistent' }).toString()).toBe('s'.repeat(32));
  });

  it('otherwise creates one random key in DATA_DIR (private to the owner) and keeps using it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-key-'));
    dirs.push(dir);
    const first = signingKey({ signingSecret: undefined, dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'signing-secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.toString());
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(signingKey({ signingSecret: undefined, dataDir: dir }).equals(first)).toBe(true);
  });
});

describe('oneClickFor', () => {
  it('builds the page link in the user language, the API link and the RFC 8058 headers', () => {
    const link = oneClickFor(
      { signingSecret: 'q'.repeat(32), dataDir: '/unused', publicUrl: 'https://talentbridge.example' },
      { id: 9, locale: 'ko' },
      'noticeNotiFlag',
    );
    expect(link.pageUrl).toMatch(/^https:\/\/talentbridge\.example\/ko\/settings\/notifications\/unsubscribe\?token=/);
    expect(link.apiUrl).toMatch(/^https:\/\/talentbridge\.example\/api\/v1\/notification-flags\/one-click\?token=/);
    const token = decodeURIComponent(new URL(link.apiUrl).searchParams.get('token') ?? '');
    expect(verifyFlagToken(Buffer.from('q'.repeat(32)), token)).toMatchObject({
      ok: true,
      userId: 9,
      flag: 'noticeNotiFlag',
    });
    expect(unsubscribeHeaders(link)).toEqual({
      'List-Unsubscribe': `<${link.apiUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
