import type { OneClickPreview, OneClickResult } from '@app/contract/schemas/notification-flag';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { signingKey, verifyFlagToken } from '../../mail/one-click';
import { findMailRecipients } from '../../mail/recipients';
import { type SettingsRow, upsertNotificationSettings } from './notification-flags.queries';

/** `minji@example.com` → `m•••@example.com`: enough to recognise the account, not to learn the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** The token's user (active) and setting, or 400 TOKEN_INVALID / TOKEN_EXPIRED. */
async function resolve(deps: Deps, token: string) {
  const checked = verifyFlagToken(signingKey(deps.config), token);
  if (!checked.ok) throw new AppError(checked.error, 400);
  const [user] = await findMailRecipients(deps.db, [checked.userId]);
  // A deleted (or never activated) account has nothing to switch off.
  if (!user) throw new AppError('TOKEN_INVALID', 400);
  return { user, flag: checked.flag, expiresAt: checked.expiresAt };
}

/** What the link would change, for the page that asks for the click. */
export async function previewOneClick(deps: Deps, token: string): Promise<OneClickPreview> {
  const { user, flag, expiresAt } = await resolve(deps, token);
  return {
    flag,
    role: user.role,
    email: maskEmail(user.email),
    enabled: user[flag],
    expiresAt: expiresAt.toISOString(),
  };
}

/** Turns the link's setting off without signing in; doing it again changes nothing. */
export async function applyOneClick(deps: Deps, token: string): Promise<OneClickResult> {
  const { user, flag } = await resolve(deps, token);
  await upsertNotificationSettings(deps.db, user.id, { [flag]: false });
  return { flag, enabled: false };
}

/** Saves some of a user's notification flags (the row is created with defaults for the others); returns them all. */
export function saveNotificationFlags(db: DbOrTx, userId: number, values: Partial<Omit<SettingsRow, 'userId'>>) {
  return upsertNotificationSettings(db, userId, values);
}
