/** Limits shared by the web app and the server. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 50;
export const EMAIL_MAX = 254;
export const COMPANY_NAME_MAX = 100;

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export const SESSION_DAYS = 30;
export const EMAIL_VERIFICATION_HOURS = 24;
export const PASSWORD_RESET_MINUTES = 60;
export const ACCOUNT_DELETION_HOURS = 24;

/** Sign-in throttling: failures allowed per window, per e-mail and per address. */
export const SIGNIN_MAX_FAILURES_PER_EMAIL = 5;
export const SIGNIN_MAX_FAILURES_PER_IP = 20;
export const SIGNIN_WINDOW_SECONDS = 15 * 60;
/** Mails a single address may trigger (resend verification, reset) per window. */
export const MAIL_REQUESTS_PER_WINDOW = 5;
export const MAIL_WINDOW_SECONDS = 15 * 60;
/** E-mail availability checks per address per minute. */
export const EMAIL_CHECKS_PER_MINUTE = 20;

export const REDIRECT_COOKIE_SECONDS = 300;
export const LANG_COOKIE_DAYS = 365;
export const HTTP_TIMEOUT_MS = 40_000;

export const PASS_SCORE = 70;
export const TOTAL_SCORE_DEFAULT = 100;
export const GPA_MIN = 0;
export const GPA_MAX = 5;
