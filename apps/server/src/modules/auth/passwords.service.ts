import { findPasswordProblem } from '@app/contract/rules/password';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../http/app-error';

/** OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane. */
// `algorithm: 2` is Argon2id (the library exports it as a const enum, which isolated modules cannot read).
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${OPTIONS.memoryCost},t=${OPTIONS.timeCost},p=${OPTIONS.parallelism}$`;

const COMMON = new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export function needsRehash(passwordHash: string): boolean {
  return !passwordHash.startsWith(CURRENT_PREFIX);
}

/** A hash to verify against when the account does not exist, so both cases take the same time. */
let dummyHash: Promise<string> | undefined;
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}

/** Throws VALIDATION_FAILED on `field` when the password is too short, too long, too common or the e-mail. */
export function assertAcceptablePassword(password: string, email: string, field: string) {
  const problem = findPasswordProblem(password, email, (lower) => COMMON.has(lower));
  if (problem) throw new AppError('VALIDATION_FAILED', 400, [{ path: field, key: problem }]);
}
