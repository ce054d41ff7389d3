// EXPLAIN (ANALYZE, BUFFERS) of what one job search runs, on a server already started with SQL_TRACE_FILE (decision
// 054 used it before and after on the same database): each keyword is requested once, its statements are replayed
// warm `RUNS` times in one transaction each (timing off: per-node clocks would cost more than a walk of 15,000
// index entries), and the fastest run's planning + execution time and buffers are printed
// per statement and in all, with the plan of the costliest statement (VERBOSE=1: every plan).
//   BASE=http://127.0.0.1:3401 SQL_TRACE_FILE=… DB_URL=postgres://…/tb_scale_x node bench/explain-search.mjs '서울 핀테크' 의료
import pg from 'pg';
import { statementsOf } from './lib/sql-replay.mjs';

const base = process.env.BASE ?? 'http://127.0.0.1:3401';
const RUNS = Number(process.env.RUNS ?? 5);
const client = new pg.Client({ connectionString: process.env.DB_URL });
await client.connect();
const signin = await fetch(`${base}/api/v1/auth/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'minji.kim@demo.talentbridge.dev', password: 'TalentBridge-demo-2026' }),
});
const headers = { authorization: `Bearer ${(await signin.json()).data}` };

/** One run of every statement under EXPLAIN, in a transaction with the request's settings: time, buffers, plans. */
async function explainAll(statements) {
  await client.query('begin');
  try {
    const out = [];
    for (const s of statements) {
      if (/^set\s/i.test(s.sql.trim())) {
        await client.query(s.sql, s.params);
        continue;
      }
      const { rows } = await client.query(`explain (analyze, timing off, buffers, format json) ${s.sql}`, s.params);
      const [plan] = rows[0]['QUERY PLAN'];
      const top = plan.Plan;
      const buffers = top['Shared Hit Blocks'] + top['Shared Read Blocks'];
      out.push({ sql: s.sql, params: s.params, ms: plan['Planning Time'] + plan['Execution Time'], buffers });
    }
    return out;
  } finally {
    await client.query('rollback');
  }
}

for (const keyword of process.argv.slice(2)) {
  const path = `/api/v1/jobs?keyword=${encodeURIComponent(keyword)}`;
  const statements = await statementsOf(process.env.SQL_TRACE_FILE, () => fetch(`${base}${path}`, { headers }));
  let best = null;
  for (let i = 0; i < RUNS; i += 1) {
    const run = await explainAll(statements);
    const total = run.reduce((sum, s) => sum + s.ms, 0);
    if (!best || total < best.total) best = { run, total };
  }
  const buffers = best.run.reduce((sum, s) => sum + s.buffers, 0);
  console.log(`\n== ${keyword}: ${best.run.length} statements, ${buffers} buffers, ${best.total.toFixed(2)} ms`);
  for (const s of best.run) console.log(`  ${s.ms.toFixed(2)} ms ${s.buffers} buffers: ${s.sql.slice(0, 110)}`);
  const costliest = best.run.reduce((a, b) => (b.ms > a.ms ? b : a));
  const shown = process.env.VERBOSE ? best.run : [costliest];
  for (const s of shown) {
    await client.query('begin');
    for (const t of statements.slice(
      0,
      statements.findIndex((x) => x.sql === s.sql),
    )) {
      if (/^set\s/i.test(t.sql.trim())) await client.query(t.sql, t.params);
    }
    const { rows } = await client.query(`explain (analyze, buffers) ${s.sql}`, s.params);
    await client.query('rollback');
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }
}
await client.end();
