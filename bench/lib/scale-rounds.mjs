// One list of bench:scale measured at a fixed rate, with the CPU it cost the server and PostgreSQL, the host's
// counters and the server's event-loop delay; repeated when a round misses the issue's limits (see listRounds).
import { cpuMeter } from './cpu.mjs';
import { hostCounters } from './host-counters.mjs';
import { measure } from './load.mjs';
import { GROWTH_MAX, LIST_P95_MAX_MS } from './scale-verdict.mjs';

/** The server's longest event-loop delay (ms) since the last call (prom-client resets it when scraped). */
async function loopLag(base) {
  const text = await (await fetch(`${base}/api/metrics`)).text();
  return 1000 * Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1] ?? 0);
}

/**
 * A list measured once, or three times when that once misses a limit (p95 over LIST_P95_MAX_MS or the list's own,
 * or more than GROWTH_MAX times its p95 on the small database): the median round of each size is reported and every round's p95
 * printed. This host is a shared virtual machine whose pauses of 100-300 ms (decision 066) put a 1.5-second round of
 * 300 requests over the limit now and then; a list that is slow itself is slow in every round.
 * Each side: { database, at (a started server), who, url }; `lower` (the small database's side) may be absent.
 */
export function listRounds({ rate, seconds }) {
  /** One round after 60 untimed requests (its code paths compile, its pages are read into memory). */
  async function once({ database, at, who, url }) {
    await measure(at.base, { path: url, headers: who.headers }, { rate, duration: 0.3 });
    await loopLag(at.base);
    const meter = cpuMeter(at.proc.pid, database);
    const host = hostCounters();
    const r = await measure(at.base, { path: url, headers: who.headers }, { rate, duration: seconds });
    return { r, cpu: meter.stop(r.rps * seconds), host: host.stop(), lag: await loopLag(at.base) };
  }
  /** `maxP95`: the list's own limit when lower than LIST_P95_MAX_MS (the candidate list's: 3 times its SQL). */
  return async function measureRounds(full, lower, maxP95 = LIST_P95_MAX_MS) {
    const big = [];
    const low = [];
    const round = async () => {
      if (lower) low.push(await once(lower));
      big.push(await once(full));
    };
    await round();
    const grew = lower && big[0].r.p95 / Math.max(low[0].r.p95, 0.1) > GROWTH_MAX;
    if (big[0].r.p95 < Math.min(maxP95, LIST_P95_MAX_MS) && !grew) return { big: big[0], low: low[0] };
    await round();
    await round();
    const median = (xs) => [...xs].sort((a, b) => a.r.p95 - b.r.p95)[1];
    const p95s = (xs) => xs.map((x) => x.r.p95.toFixed(1)).join(', ');
    const rounds = `in 3 rounds (the first missed a limit), p95 ${p95s(big)} ms${lower ? `; small database ${p95s(low)} ms` : ''}: the median shown`;
    return { rounds, big: median(big), low: lower ? median(low) : undefined };
  };
}

/**
 * Each route's code compiled before its first list is timed: two seconds at `rate` of the route's first list (untimed).
 * The 60 requests before each list warm its own statement and pages; the first list of a route also ran its route's
 * code for the first times, so it was measured while V8 still compiled it: candidates' page 1 took p95 5.0, 4.6 and
 * 3.1 ms in three rounds, the next seven lists of that route 2.1-3.5 ms; on a new server the route's CPU a request fell
 * from 1.1 to 0.8 ms over its first 3,000 requests (decision 070). `lists`: [title, who, url].
 */
export async function warmRoutes(at, lists, rate) {
  const seen = new Set();
  for (const [, who, url] of lists) {
    const route = url.split('?')[0];
    if (seen.has(route)) continue;
    seen.add(route);
    await measure(at.base, { path: url, headers: who.headers }, { rate, duration: 2 });
  }
}
