import type { DeadLetterListQuery, DeadLetterPage, DeadLetterRetryResponse } from '@app/contract/schemas/dead-letters';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { pageOfRows } from '../../http/page';
import { countDeadLetters, findDeadLetterPage, mailExists, requeueDeadLetter } from './dead-letters.queries';

/** How many mails are dead letters: a health signal (readiness payload), as nothing retries them by itself. */
export const deadLetterCount = (deps: Pick<Deps, 'db'>) => countDeadLetters(deps.db);

/** Mails the outbox gave up on (status DEAD), newest first; the admin console lists them with a retry button. */
export async function listDeadLetters(deps: Pick<Deps, 'db'>, query: DeadLetterListQuery): Promise<DeadLetterPage> {
  const { rows, total } = await findDeadLetterPage(deps.db, query.page, query.size);
  const data = rows.map((r) => ({
    id: r.id,
    to: r.toAddress,
    subject: r.subject,
    kind: r.kind,
    locale: r.locale,
    attempts: r.attempts,
    lastError: r.lastError,
    firstFailedAt: r.firstFailedAt?.toISOString() ?? null,
    // The worker sets a dead letter's next_attempt_at to the time of its last attempt.
    lastAttemptAt: r.nextAttemptAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  }));
  return pageOfRows(data, query.page, query.size, total);
}

/** Makes a dead letter due again (fresh 72-hour window) and wakes the worker; 404 unknown, 409 not dead. */
export async function retryDeadLetter(
  deps: Pick<Deps, 'db' | 'kickOutbox'>,
  id: number,
): Promise<DeadLetterRetryResponse> {
  if (!(await requeueDeadLetter(deps.db, id))) {
    if (await mailExists(deps.db, id)) throw new AppError('INVALID_STATUS_TRANSITION', 409);
    throw new AppError('NOT_FOUND', 404);
  }
  deps.kickOutbox();
  return { id, status: 'PENDING' };
}
