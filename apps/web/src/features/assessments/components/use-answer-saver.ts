import type { SaveAnswerRequest } from '@app/contract/schemas/assessment';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { saveAnswer } from '../api/save-answer';
import { AnswerSaveQueue } from '../lib/answer-queue';
import type { SaveState } from '../lib/answers';

const isFinal = (error: unknown) =>
  isApiError(error) &&
  (error.errorCode === 'ATTEMPT_EXPIRED' || error.errorCode === 'ATTEMPT_FINISHED' || error.status === 404);
const isPermanent = (error: unknown) => isApiError(error) && error.status === 400;

type Handlers = { onRemaining: (seconds: number) => void; onClosed: () => void };

/** Saves answers as the talent goes (see AnswerSaveQueue), retries when the connection comes back. */
export function useAnswerSaver(attemptId: number, handlers: Handlers) {
  const [states, setStates] = useState<Record<number, SaveState>>({});
  const [isOnline, setIsOnline] = useState(() => navigator.onLine);
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  const [queue] = useState(
    () =>
      new AnswerSaveQueue({
        send: (questionId, body) => saveAnswer(attemptId, questionId, body),
        onState: (id, state) => setStates((prev) => (prev[id] === state ? prev : { ...prev, [id]: state })),
        onRemaining: (seconds) => latest.current.onRemaining(seconds),
        onClosed: () => latest.current.onClosed(),
        isFinal,
        isPermanent,
      }),
  );

  useEffect(() => {
    const online = () => {
      setIsOnline(true);
      queue.retryNow();
    };
    const offline = () => setIsOnline(false);
    // Leaving with an answer still on its way: the browser asks first.
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (queue.hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      window.removeEventListener('beforeunload', beforeUnload);
      // Navigating away inside the app: what waits (debounced text) is sent now.
      void queue.flush(1);
    };
  }, [queue]);

  const save = useCallback(
    (questionId: number, body: SaveAnswerRequest, debounceMs?: number) => queue.save(questionId, body, debounceMs),
    [queue],
  );
  const flush = useCallback(() => queue.flush(), [queue]);
  const retryNow = useCallback(() => queue.retryNow(), [queue]);
  return { states, isOnline, save, flush, retryNow };
}
