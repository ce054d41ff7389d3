// Load for the benchmarks: autocannon at a fixed rate (or the maximum), keeping every response time.
import autocannon from 'autocannon';

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/** autocannon at `rate` requests a second (or as fast as it goes without one), keeping every response time. */
export function measure(base, target, { rate, duration = 10, connections = 20 } = {}) {
  return new Promise((resolve, reject) => {
    const times = [];
    const statuses = new Map();
    const instance = autocannon(
      {
        url: `${base}${target.path}`,
        headers: target.headers,
        connections,
        duration,
        ...(rate ? { overallRate: rate } : {}),
        requests: target.requests,
      },
      (err, result) => {
        if (err) return reject(err);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.average,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          errors: result.errors + result.timeouts,
          s5xx: result['5xx'],
          non2xx: result.non2xx,
          statuses,
        });
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
