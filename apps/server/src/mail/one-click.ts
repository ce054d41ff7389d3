import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Locale } from '@app/contract/schemas/common';
import { MAIL_FLAGS, type MailFlag, ONE_CLICK_TOKEN_DAYS } from '@app/contract/schemas/notification-flag';
import type { Config } from '../config';

const DAY_MS = 86_400_000;
const PURPOSE = 'one-click-flag:v1';
const SECRET_FILE = 'signing-secret';

const secrets = new Map<string, Buffer>();

/**
 * The key that signs one-click links: `SESSION_SECRET` when set; otherwise a random one written once to
 * `DATA_DIR/signing-secret` (instances that share DATA_DIR, as they share uploads, share the key).
 */
export function signingKey(config: Pick<Config, 'signingSecret' | 'dataDir'>): Buffer {
  if (config.signingSecret) return Buffer.from(config.signingSecret, 'utf8');
  const cached = secrets.get(config.dataDir);
  if (cached) return cached;
  const file = path.join(config.dataDir, SECRET_FILE);
  fs.mkdirSync(config.dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another instance (or an earlier run) wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'utf8');
  secrets.set(config.dataDir, key);
  return key;
}

function mac(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(`${PURPOSE}:${payload}`).digest();
}

/** `base64url(userId.flag.expiresAtSeconds)` + `.` + `base64url(HMAC-SHA256)`: user and setting, not forgeable. */
export function signFlagToken(key: Buffer, userId: number, flag: MailFlag, now = new Date()): string {
  const expires = Math.floor((now.getTime() + ONE_CLICK_TOKEN_DAYS * DAY_MS) / 1000);
  const payload = Buffer.from(`${userId}.${flag}.${expires}`, 'utf8').toString('base64url');
  return `${payload}.${mac(key, payload).toString('base64url')}`;
}

export type FlagTokenResult =
  | { ok: true; userId: number; flag: MailFlag; expiresAt: Date }
  | { ok: false; error: 'TOKEN_INVALID' | 'TOKEN_EXPIRED' };

/** Checks the signature first (anything altered is TOKEN_INVALID), then the expiry (TOKEN_EXPIRED). */
export function verifyFlagToken(key: Buffer, token: string, now = new Date()): FlagTokenResult {
  const invalid = { ok: false, error: 'TOKEN_INVALID' } as const;
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length > 0) return invalid;
  const expected = mac(key, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const [id, flag, expires, ...extra] = Buffer.from(payload, 'base64url').toString('utf8').split('.');
  const userId = Number(id);
  const expiresAt = new Date(Number(expires) * 1000);
  if (extra.length > 0 || !Number.isSafeInteger(userId) || userId <= 0) return invalid;
  if (!(MAIL_FLAGS as readonly string[]).includes(flag ?? '') || Number.isNaN(expiresAt.getTime())) return invalid;
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, error: 'TOKEN_EXPIRED' };
  return { ok: true, userId, flag: flag as MailFlag, expiresAt };
}

export type OneClick = {
  flag: MailFlag;
  /** The web page that shows what changes and asks for one click. */
  pageUrl: string;
  /** The API address mail programs POST to (RFC 8058). */
  apiUrl: string;
};

/** The one-click links of a mail to `user` that turn `flag` off. */
export function oneClickFor(
  config: Pick<Config, 'signingSecret' | 'dataDir' | 'publicUrl'>,
  user: { id: number; locale: Locale },
  flag: MailFlag,
): OneClick {
  const token = encodeURIComponent(signFlagToken(signingKey(config), user.id, flag));
  return {
    flag,
    pageUrl: `${config.publicUrl}/${user.locale}/settings/notifications/unsubscribe?token=${token}`,
    apiUrl: `${config.publicUrl}/api/v1/notification-flags/one-click?token=${token}`,
  };
}

/** RFC 2369 / RFC 8058 headers: mail programs show an unsubscribe button that POSTs to the API. */
export function unsubscribeHeaders(link: OneClick): Record<string, string> {
  return { 'List-Unsubscribe': `<${link.apiUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
