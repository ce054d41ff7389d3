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

/** Runs the statements in order inside one transaction (rolled back), `runs` times: p50 and p95 of the whole. */
export async function timeStatements(client, statements, runs = 20) {
  const totals = [];
  const each = statements.map(() => []);
  for (let i = 0; i < runs; i += 1) {
    await client.query('begin');
    const t = performance.now();
    for (const [k, s] of statements.entries()) {
      const ts = performance.now();
      await client.query(s.sql, s.params);
      each[k].push(performance.now() - ts);
    }
    totals.push(performance.now() - t);
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
