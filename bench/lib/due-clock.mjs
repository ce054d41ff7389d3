// When each paced request is due, told by a thread of its own. The load's 1 ms interval sent each request at the first
// tick after its due time: 0.5 ms late at the median and 1.0 at p95 (measured), lateness every request's time then
// carried as the server's. A worker sleeps (Atomics.wait, to the microsecond, no CPU spent) until each due time and
// posts its index: 0.11 ms late at the median, 0.24 at p95 (decision 070). The main thread stays free to read answers.
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';

/** Both threads' clock, in ms. */
export const clockNow = () => performance.timeOrigin + performance.now();

/**
 * A started clock for `due` (ms from its start): `start` (on clockNow's scale, a few ms from now) and `run(send)`,
 * which calls `send(k)` at each `start + due[k]` and resolves once every index was posted.
 */
export async function dueClock(due) {
  const worker = new Worker(new URL('./due-clock.worker.mjs', import.meta.url), { workerData: { due } });
  await once(worker, 'online');
  const start = clockNow() + 5;
  worker.postMessage(start);
  const run = (send) =>
    new Promise((resolve, reject) => {
      let posted = 0;
      worker.on('message', (k) => {
        send(k);
        posted += 1;
        if (posted === due.length) worker.terminate().then(() => resolve(), reject);
      });
      worker.on('error', reject);
    });
  return { start, run };
}
