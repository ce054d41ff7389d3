// Load for the benchmarks. At a rate: requests arrive as a Poisson process (random gaps averaging 1/rate, the way
// independent visitors arrive), each timed from the moment it was due, so a server that falls behind pays for the
// queue it made (no coordinated omission). autocannon's own rate sends each connection's share of a second back to
// back at the start of the second: 200 requests in a burst every second, which measured the burst, not the rate
// (decision 048). At the maximum: autocannon, closed loop.
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { clockNow, dueClock } from './due-clock.mjs';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

// The contract's seeded generator (mulberry32); a TypeScript file, so the caller registers tsx first (bench:scale does).
const rng = path.resolve(import.meta.dirname, '../../packages/contract/src/rules/shuffle.ts');

/** Due times (ms from the start) of a Poisson process at `rate` a second over `duration` seconds. */
export async function arrivals(rate, duration, seed = 15) {
  const { createRng } = await import(rng);
  const next = createRng(seed);
  const out = [];
  for (let t = -Math.log(1 - next()) * (1000 / rate); t < duration * 1000; t += -Math.log(1 - next()) * (1000 / rate)) {
    out.push(t);
  }
  return out;
}

function summary(times, statuses, errors, seconds, extra = {}) {
  times.sort((a, b) => a - b);
  let non2xx = 0;
  let s5xx = 0;
  for (const [status, n] of statuses) {
    if (status < 200 || status > 299) non2xx += n;
    if (status >= 500) s5xx += n;
  }
  return {
    rps: times.length / seconds,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    errors,
    s5xx,
    non2xx,
    statuses,
    ...extra,
  };
}

/** Requests at `rate` a second (Poisson arrivals, at most `connections` open at once; the rest wait in line). */
async function paced(base, target, { rate, duration, connections }) {
  const due = await arrivals(rate, duration);
  const url = new URL(base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const requests = target.requests ?? [{ path: target.path, headers: target.headers }];
  const times = [];
  const statuses = new Map();
  let errors = 0;
  let done = 0;
  // How late this process sent (its own stalls show here, not as the server's) and when the slow answers came.
  let maxLate = 0;
  const slow = [];
  const clock = await dueClock(due);
  const { start } = clock;
  return new Promise((resolve, reject) => {
    const send = (k) => {
      const { path, headers } = requests[k % requests.length];
      const dueAt = start + due[k];
      maxLate = Math.max(maxLate, clockNow() - dueAt);
      const req = http.get({ host: url.hostname, port: url.port, path, headers, agent }, (res) => {
        res.resume();
        res.on('end', () => {
          const took = clockNow() - dueAt;
          times.push(took);
          if (took > 50) slow.push([due[k], due[k] + took]);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          finish();
        });
      });
      // A request that never ends is an error, not a hang of the bench.
      req.setTimeout(30_000, () => req.destroy(new Error('timed out')));
      req.on('error', () => {
        errors += 1;
        finish();
      });
    };
    const finish = () => {
      done += 1;
      if (done === due.length) {
        agent.destroy();
        // The span from the first slow request's due time to the last slow answer: one stall, or spread out.
        const span = slow.length ? Math.max(...slow.map((x) => x[1])) - Math.min(...slow.map((x) => x[0])) : 0;
        resolve(summary(times, statuses, errors, (clockNow() - start) / 1000, { maxLate, slow: slow.length, span }));
      }
    };
    // Each request is sent when the clock's thread says it is due; a main thread busy then sends late, and the
    // lateness is counted.
    clock.run(send).catch(reject);
  });
}

/** At `rate` requests a second (paced, above), or as fast as `connections` closed-loop clients go without one. */
export function measure(base, target, { rate, duration = 10, connections = 50 } = {}) {
  if (rate) return paced(base, target, { rate, duration, connections });
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = new Map();
    const instance = autocannon(
      { url: `${base}${target.path}`, headers: target.headers, connections, duration, requests: target.requests },
      (err, result) => {
        if (err) return reject(err);
        resolve({ ...summary(times, statuses, result.errors + result.timeouts, 1), rps: result.requests.average });
      },
    );
    instance.on('response', (_c, status, _b, time) => {
      times.push(time);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
}

export const line = (title, r) =>
  `${title.padEnd(58)} ${String(Math.round(r.rps)).padStart(5)} req/s  p50 ${r.p50.toFixed(1).padStart(7)} ms  p95 ${r.p95
    .toFixed(1)
    .padStart(
      7,
    )} ms${r.non2xx ? `  (${r.non2xx} non-2xx, ${r.s5xx} 5xx)` : ''}${r.errors ? `  ${r.errors} errors` : ''}`;
