/**
 * How the outbox worker retries mail: the one place for these numbers. An SMTP outage of up to
 * `GIVE_UP_AFTER_HOURS` loses nothing; after it a mail becomes a dead letter an admin can retry.
 */
export const MAIL_DELIVERY = {
  /** Mails claimed per worker pass. */
  batch: 20,
  /** Wait after the first failure; doubles with each further failure up to `maxDelaySeconds`. */
  firstDelaySeconds: 30,
  maxDelaySeconds: 30 * 60,
  /** Failed attempts keep going for at least this long (from the first failure) before the mail is DEAD. */
  giveUpAfterHours: 72,
  /**
   * How long a claimed mail stays with its worker: longer than nodemailer's longest timeout (10 minutes), so a
   * live worker never loses its claim; a worker that died leaves the mail due again after it.
   */
  leaseSeconds: 15 * 60,
} as const;

/** Seconds to wait before the next attempt, after `attempts` attempts of which the last failed. */
export function retryDelaySeconds(attempts: number): number {
  const doublings = Math.max(0, Math.min(attempts - 1, 30));
  return Math.min(MAIL_DELIVERY.maxDelaySeconds, MAIL_DELIVERY.firstDelaySeconds * 2 ** doublings);
}
