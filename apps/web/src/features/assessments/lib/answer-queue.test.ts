import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaveQueue } from './answer-queue';

type Call = { id: number; body: unknown; resolve: () => void; reject: (e: unknown) => void };

function harness(overrides: Partial<ConstructorParameters<typeof AnswerSaveQueue>[0]> = {}) {
  const calls: Call[] = [];
  const states: Record<number, string> = {};
  const closed: unknown[] = [];
  const remaining: number[] = [];
  const queue = new AnswerSaveQueue({
    send: (id, body) =>
      new Promise((resolve, reject) => {
        calls.push({ id, body, resolve: () => resolve({ remainingSeconds: 100 - calls.length }), reject });
      }),
    onState: (id, state) => {
      states[id] = state;
    },
    onRemaining: (s) => remaining.push(s),
    onClosed: (e) => closed.push(e),
    isFinal: (e) => e === 'expired',
    isPermanent: (e) => e === 'invalid',
    retryDelays: [1000, 5000],
    ...overrides,
  });
  return { queue, calls, states, closed, remaining };
}

describe('AnswerSaveQueue', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('sends a choice at once and marks it saved', async () => {
    const h = harness();
    h.queue.save(1, { optionIds: ['a'] });
    expect(h.calls).toHaveLength(1);
    expect(h.states[1]).toBe('saving');
    h.calls[0]!.resolve();
    await vi.runAllTimersAsync();
    expect(h.states[1]).toBe('saved');
    expect(h.remaining).toEqual([99]);
    expect(h.queue.hasUnsaved()).toBe(false);
  });

  it('debounces text and sends only the latest value', async () => {
    const h = harness();
    h.queue.save(2, { text: 'o' }, 500);
    h.queue.save(2, { text: 'ob' }, 500);
    h.queue.save(2, { text: 'object' }, 500);
    expect(h.calls).toHaveLength(0);
    expect(h.states[2]).toBe('pending');
    await vi.advanceTimersByTimeAsync(500);
    expect(h.calls.map((c) => c.body)).toEqual([{ text: 'object' }]);
  });

  it('sends a value changed during a request right after it', async () => {
    const h = harness();
    h.queue.save(1, { optionIds: ['a'] });
    h.queue.save(1, { optionIds: ['b'] });
    expect(h.calls).toHaveLength(1);
    h.calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls.map((c) => c.body)).toEqual([{ optionIds: ['a'] }, { optionIds: ['b'] }]);
    h.calls[1]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.states[1]).toBe('saved');
  });

  it('retries a failed save with growing waits, and at once on retryNow', async () => {
    const h = harness();
    h.queue.save(1, { optionIds: ['a'] });
    h.calls[0]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    expect(h.states[1]).toBe('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(h.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls).toHaveLength(2);
    h.calls[1]!.reject(new Error('offline'));
    await vi.advanceTimersByTimeAsync(0);
    h.queue.retryNow();
    expect(h.calls).toHaveLength(3);
    h.calls[2]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.states[1]).toBe('saved');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(h.calls).toHaveLength(3);
  });

  it('does not retry a refused value automatically', async () => {
    const h = harness();
    h.queue.save(1, { text: 'x' });
    h.calls[0]!.reject('invalid');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(h.calls).toHaveLength(1);
    expect(h.states[1]).toBe('error');
  });

  it('closes when the attempt is over', async () => {
    const h = harness();
    h.queue.save(1, { optionIds: ['a'] });
    h.calls[0]!.reject('expired');
    await vi.advanceTimersByTimeAsync(0);
    expect(h.closed).toEqual(['expired']);
    expect(h.queue.isClosed()).toBe(true);
    h.queue.save(2, { optionIds: ['a'] });
    expect(h.calls).toHaveLength(1);
  });

  it('flush sends debounced text now and waits for it', async () => {
    const h = harness();
    h.queue.save(3, { text: 'border-box' }, 5000);
    const done = h.queue.flush();
    await Promise.resolve();
    expect(h.calls).toHaveLength(1);
    h.calls[0]!.resolve();
    await vi.advanceTimersByTimeAsync(0);
    await expect(done).resolves.toBe(true);
  });
});
