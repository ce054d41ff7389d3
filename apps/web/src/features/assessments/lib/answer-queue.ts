import type { SaveAnswerRequest } from '@app/contract/schemas/assessment';
import type { SaveState } from './answers';

type QueueOptions = {
  /** Saves one answer on the server; resolves with the seconds left by the server's clock. */
  send: (questionId: number, body: SaveAnswerRequest) => Promise<{ remainingSeconds: number }>;
  onState: (questionId: number, state: SaveState) => void;
  onRemaining?: (seconds: number) => void;
  /** The attempt is over (time ran out, or it was submitted elsewhere): nothing more can be saved. */
  onClosed?: (error: unknown) => void;
  /** Errors that end the attempt (no retry, the queue closes). */
  isFinal?: (error: unknown) => boolean;
  /** Errors a retry cannot fix (e.g. a refused value): marked as failed, not retried automatically. */
  isPermanent?: (error: unknown) => boolean;
  /** Waits between automatic retries of a failed save; the last one repeats. */
  retryDelays?: readonly number[];
};

const DEFAULT_RETRY_DELAYS = [1_000, 2_000, 4_000, 8_000, 15_000];

/**
 * Saves answers one request at a time per question, always sending the latest value: a value typed while an
 * earlier one is on its way is sent right after it; text may wait a moment (debounce) so every key stroke is not a
 * request; a failed save is retried with growing waits, and `retryNow`/`flush` send everything at once.
 */
export class AnswerSaveQueue {
  private readonly pending = new Map<number, SaveAnswerRequest>();
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private readonly failures = new Map<number, number>();
  private closed = false;

  constructor(private readonly options: QueueOptions) {}

  /** Queues the latest value of a question's answer; sends it now, or after `debounceMs` of quiet. */
  save(questionId: number, body: SaveAnswerRequest, debounceMs = 0) {
    if (this.closed) return;
    this.pending.set(questionId, body);
    this.clearTimer(questionId);
    this.options.onState(questionId, 'pending');
    if (debounceMs > 0) this.schedule(questionId, debounceMs);
    else void this.run(questionId);
  }

  /** Sends what waits (debounced or failed) now and resolves once nothing is on its way; true when all saved. */
  async flush(rounds = 3): Promise<boolean> {
    for (let round = 0; round < rounds && !this.closed; round += 1) {
      this.clearAllTimers();
      const ids = new Set([...this.pending.keys(), ...this.inFlight.keys()]);
      if (ids.size === 0) break;
      await Promise.all([...ids].map((id) => this.run(id)));
    }
    this.clearAllTimers();
    return !this.hasUnsaved();
  }

  /** Sends failed and waiting answers at once (the "retry now" button, or the connection coming back). */
  retryNow() {
    for (const id of this.timers.keys()) {
      this.clearTimer(id);
      void this.run(id);
    }
  }

  hasUnsaved(): boolean {
    return this.pending.size > 0 || this.inFlight.size > 0;
  }

  isClosed(): boolean {
    return this.closed;
  }

  /** Stops: nothing more is sent. */
  close() {
    this.closed = true;
    this.clearAllTimers();
  }

  private schedule(id: number, delay: number) {
    this.timers.set(
      id,
      setTimeout(() => {
        this.timers.delete(id);
        void this.run(id);
      }, delay),
    );
  }

  private clearTimer(id: number) {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
  }

  private clearAllTimers() {
    for (const id of [...this.timers.keys()]) this.clearTimer(id);
  }

  private run(id: number): Promise<void> {
    const running = this.inFlight.get(id);
    if (running) return running;
    if (!this.pending.has(id) || this.closed) return Promise.resolve();
    const job = this.drain(id).finally(() => {
      this.inFlight.delete(id);
      // A value queued in the last moment of the request is sent too, unless a retry or debounce is waiting.
      if (this.pending.has(id) && !this.timers.has(id) && !this.failures.has(id)) void this.run(id);
    });
    this.inFlight.set(id, job);
    return job;
  }

  private async drain(id: number) {
    const { send, onState, onRemaining, onClosed, isFinal, isPermanent } = this.options;
    while (this.pending.has(id) && !this.closed) {
      const body = this.pending.get(id)!;
      this.pending.delete(id);
      onState(id, 'saving');
      try {
        const { remainingSeconds } = await send(id, body);
        this.failures.delete(id);
        onRemaining?.(remainingSeconds);
      } catch (error) {
        if (!this.pending.has(id)) this.pending.set(id, body);
        if (isFinal?.(error)) {
          this.close();
          onState(id, 'error');
          onClosed?.(error);
          return;
        }
        const count = (this.failures.get(id) ?? 0) + 1;
        this.failures.set(id, count);
        onState(id, 'error');
        if (!isPermanent?.(error)) {
          const delays = this.options.retryDelays ?? DEFAULT_RETRY_DELAYS;
          this.schedule(id, delays[Math.min(count - 1, delays.length - 1)] ?? 1_000);
        }
        return;
      }
    }
    if (!this.pending.has(id) && !this.closed) onState(id, 'saved');
  }
}
