import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEY_FILE = 'vapid-keys.json';
const isKeyPair = (value: unknown): value is { publicKey: string; privateKey: string } =>
  typeof value === 'object' &&
  value !== null &&
  /^[A-Za-z0-9_-]{87}$/.test(String((value as { publicKey?: unknown }).publicKey)) &&
  /^[A-Za-z0-9_-]{43}$/.test(String((value as { privateKey?: unknown }).privateKey));

/**
 * The VAPID keys that sign every push: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set. Otherwise, outside
 * production, a pair generated once and kept in DATA_DIR/vapid-keys.json (so `npm start` works with no setup and
 * browsers stay subscribed across restarts). In production without keys, push is off (null): a key generated per
 * instance would not match the subscriptions another instance made.
 */
export function resolveVapidKeys(config: Pick<Config, 'vapid' | 'vapidSubject' | 'env' | 'dataDir'>): VapidKeys | null {
  const subject = config.vapidSubject;
  if (config.vapid) return { ...config.vapid, subject };
  if (config.env === 'production') return null;
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    const stored: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (isKeyPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  } catch {
    // Missing or unreadable: make a new pair below.
  }
  const { publicKey, privateKey } = webpush.generateVAPIDKeys();
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ publicKey, privateKey }, null, 2)}\n`, { mode: 0o600 });
  return { publicKey, privateKey, subject };
}
