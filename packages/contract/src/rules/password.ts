import { PASSWORD_MAX, PASSWORD_MIN } from '../limits';

export type PasswordProblem = 'validation.passwordLength' | 'validation.passwordCommon' | 'validation.passwordIsEmail';

/**
 * The first problem with a password, or null. Length counts characters, not bytes.
 * The common-password list is large, so the server passes `isCommon`; the web checks the rest.
 */
export function findPasswordProblem(
  password: string,
  email?: string,
  isCommon?: (lowerCasePassword: string) => boolean,
): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN || length > PASSWORD_MAX) return 'validation.passwordLength';
  const lower = password.toLowerCase();
  if (email) {
    const mail = email.trim().toLowerCase();
    if (lower === mail || lower === mail.split('@')[0]) return 'validation.passwordIsEmail';
  }
  if (isCommon?.(lower)) return 'validation.passwordCommon';
  return null;
}
