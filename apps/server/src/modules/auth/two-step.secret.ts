import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { RECOVERY_ALPHABET, RECOVERY_CODE_LENGTH } from '@app/contract/rules/two-step-code';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../../config';
import { signingKey } from '../../mail/one-click';

/*
 * The authenticator secret and its codes (RFC 6238 through otpauth: SHA-1, six digits, 30 s, the usual apps'
 * defaults). Secrets are stored encrypted with AES-256-GCM under a key derived from SESSION_SECRET (or the generated
 * signing secret in DATA_DIR), so a database copy alone gives no codes.
 */

const ISSUER = 'TalentBridge';
const PERIOD = 30;
const VERSION = 'v1';

type KeyConfig = Pick<Config, 'signingSecret' | 'dataDir'>;

function encryptionKey(config: KeyConfig): Buffer {
  return Buffer.from(hkdfSync('sha256', signingKey(config), Buffer.alloc(0), 'two-step-secret:v1', 32));
}

export function encryptSecret(config: KeyConfig, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', encryptionKey(config), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
}

export function decryptSecret(config: KeyConfig, stored: string): string {
  const [version, iv, body] = stored.split('.');
  if (version !== VERSION || !iv || !body) throw new Error('unknown two-step secret format');
  const bytes = Buffer.from(body, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', encryptionKey(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(bytes.subarray(bytes.length - 16));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]).toString('utf8');
}

const totpOf = (base32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });

/** A new secret (160 bits, as RFC 4226 recommends) with its otpauth URL and that URL as an SVG QR code. */
export async function newAuthenticatorSecret(email: string) {
  const secret = new Secret({ size: 20 }).base32;
  const otpauthUrl = totpOf(secret, email).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step of a correct code (one step of clock drift either way), or null. The caller refuses a step at or
 * before the last one used, so each code works once.
 */
export function matchTotpStep(base32: string, code: string, now = Date.now()): number | null {
  const totp = totpOf(base32);
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : totp.counter({ timestamp: now }) + delta;
}

/** Ten random recovery codes (50 bits each): stored as SHA-256, shown once. */
export function newRecoveryCodes(count: number): string[] {
  return Array.from({ length: count }, () =>
    Array.from({ length: RECOVERY_CODE_LENGTH }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
}

export const hashRecoveryCode = (code: string) => createHash('sha256').update(`recovery:${code}`).digest('hex');
