// The SQL behind an API request, run directly: the server started with SQL_TRACE_FILE appends each statement and its
// parameters; bench:scale makes one request, reads what it ran, and replays it here on its own connection, so each
// list prints its API time beside its SQL time (the ratio is what the request path adds), and EXPLAIN of the slowest.
import fs from 'node:fs';
import { percentile } from './load.mjs';

const CONTROL = /^(begin|commit|rollback|savepoint|release)\b/i;

/** The statements `request()` made the traced server run (transaction control left out: the replay adds its own). */
export async function statementsOf(traceFile, request) {
  fs.writeFileSync(traceFile, '');
  await request();
  // The server appends synchronously before answering, so the file is complete once the response arrived.
  return fs
    .readFileSync(traceFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l))
    .filter((s) => !CONTROL.test(s.sql.trim()));
}

/**
 * Runs the statements in order inside one transaction (rolled back), once untimed and then `runs` times: p50 and p95
 * of the whole. The untimed run fills this connection's caches of the tables' definitions, which the server's warm
 * connections hold already (a first run took up to 10 ms where the next took 2). With 20 runs the p95 was the 20th of
 * 20 (`percentile` takes the value at floor(0.95 n)): the slowest run, most often that first one.
 */
export async function timeStatements(client, statements, runs = 100) {
  const totals = [];
  const each = statements.map(() => []);
  for (let i = -1; i < runs; i += 1) {
    await client.query('begin');
    const t = performance.now();
    for (const [k, s] of statements.entries()) {
      const ts = performance.now();
      await client.query(s.sql, s.params);
      if (i >= 0) each[k].push(performance.now() - ts);
    }
    if (i >= 0) totals.push(performance.now() - t);
    await client.query('rollback');
  }
  totals.sort((a, b) => a - b);
  const medians = each.map((times) =>
    percentile(
      times.sort((a, b) => a - b),
      0.5,
    ),
  );
  const slowest = medians.indexOf(Math.max(...medians));
  return { p50: percentile(totals, 0.5), p95: percentile(totals, 0.95), slowest };
}

/** EXPLAIN (ANALYZE, BUFFERS) of statement `k`, after the session settings (`set local …`) the request made before it. */
export async function explain(client, statements, k) {
  await client.query('begin');
  try {
    for (const s of statements.slice(0, k)) if (/^set\s/i.test(s.sql.trim())) await client.query(s.sql, s.params);
    const { rows } = await client.query(`explain (analyze, buffers) ${statements[k].sql}`, statements[k].params);
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  } finally {
    await client.query('rollback');
  }
}
