// CPU time spent by the server process and by PostgreSQL's backends for one database, read from /proc: what a request
// costs, whatever else the machine is doing (latencies on a shared two-core machine follow its load; CPU time does
// not). Linux only; elsewhere it reads nothing and the bench prints no CPU column.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100);

/** user + system CPU of a process, in ms (0 when it is gone or /proc is missing). */
function cpuOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}

/** PostgreSQL backends serving `database` (their process title names it). */
function backendsOf(database) {
  if (!fs.existsSync('/proc')) return [];
  return fs.readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `);
    } catch {
      return false;
    }
  });
}

/**
 * Starts counting; `stop(requests)` gives the ms of CPU per request of the server and of PostgreSQL. A backend that
 * starts meanwhile counts from zero; one that ends meanwhile is left out (its last figures are gone with it).
 */
export function cpuMeter(serverPid, database) {
  const pgNow = () => new Map(backendsOf(database).map((pid) => [pid, cpuOf(pid)]));
  const server0 = cpuOf(serverPid);
  const pg0 = pgNow();
  return {
    stop(requests) {
      const n = Math.max(requests, 1);
      let pg = 0;
      for (const [pid, cpu] of pgNow()) if (cpu > 0) pg += cpu - (pg0.get(pid) ?? 0);
      return { server: (cpuOf(serverPid) - server0) / n, pg: pg / n };
    },
  };
}
