// The marketplace at scale (#15): builds 1,000 companies, 200,000 postings, 100,000 talents and 1,000,000
// applications (one posting with ~96,000 applicants) in a new PostgreSQL database, starts the real server on it, and
// measures the main lists and searches at a fixed rate (Poisson arrivals, lib/load.mjs), each route warmed for two seconds
// first and each list after 60 untimed requests (three rounds, the median reported, when the first misses a limit:
// lib/scale-rounds.mjs), each beside the same SQL
// run directly (the server traces one request's statements, see lib/sql-replay.mjs) and the CPU each request cost
// the server and PostgreSQL (lib/cpu.mjs), EXPLAIN (ANALYZE, BUFFERS) of the five slowest, then `GET /api/v1/user`
// against `/api/health` at the maximum, then a mixed soak; ends with the "done when", each check yes or no
// (lib/scale-verdict.mjs). Cleans up after itself.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
// Sizes and times: BENCH_POSTINGS, BENCH_TALENTS, BENCH_APPLICATIONS, BENCH_RATE (requests a second, 200),
// BENCH_SECONDS (each list, 1.5: 300 requests), BENCH_SOAK_SECONDS (600; 0 skips the soak), BENCH_GROWTH (1: job
// search is measured at a twentieth of the sizes too, each list just before the full size, for the growth; 0 skips
// it). BENCH_KEEP=1 keeps the database and BENCH_DB=<name> measures a kept one again without building it;
// BENCH_ONLY=<words> measures only the lists whose title contains them.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { signIn, startServer, stopServer } from './lib/bench-server.mjs';
import { line, measure } from './lib/load.mjs';
import { buildApplications, buildTalents } from './lib/scale-data.mjs';
import { listRounds, warmRoutes } from './lib/scale-rounds.mjs';
import { isCandidateList, scaleTargets } from './lib/scale-targets.mjs';
import { API_SQL_MAX, verdict } from './lib/scale-verdict.mjs';
import { explain, statementsOf, timeStatements } from './lib/sql-replay.mjs';

register();
// The server's planner settings (decision 058), for the SQL timed and explained on connections of our own.
const { PLANNER_OPTIONS } = await import(path.join(import.meta.dirname, '../apps/server/src/db/client.ts'));
// How many searches of a pair of terms build its list (decision 063): the SQL is traced as a warm server answers it.
const { PAIR_AFTER_SEARCHES } = await import(
  path.join(import.meta.dirname, '../apps/server/src/modules/postings/postings.pair-lists.ts')
);
const env = (key, fallback) => Number(process.env[key] ?? fallback);
const POSTINGS = env('BENCH_POSTINGS', 200_000);
const TALENTS = env('BENCH_TALENTS', 100_000);
const APPLICATIONS = env('BENCH_APPLICATIONS', 1_000_000);
const RATE = env('BENCH_RATE', 200);
const SECONDS = env('BENCH_SECONDS', 1.5);
const SOAK_SECONDS = env('BENCH_SOAK_SECONDS', 600);
const GROWTH = env('BENCH_GROWTH', 1) > 0;
const measureRounds = listRounds({ rate: RATE, seconds: SECONDS });
const PORT = env('BENCH_PORT', 3396);
const REUSE = process.env.BENCH_DB;
const KEEP = Boolean(process.env.BENCH_KEEP || REUSE);
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${PORT}`;
if (!process.env.DATABASE_URL) throw new Error('bench:scale needs DATABASE_URL (a PostgreSQL server)');

const started = performance.now();
const seconds = (since) => ((performance.now() - since) / 1000).toFixed(0);
const name = REUSE ?? `tb_scale_${randomBytes(4).toString('hex')}`;
const adminUrl = process.env.DATABASE_URL;
const dbUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
if (!REUSE) await admin.query(`create database ${name}`);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-scale-'));
const traceFile = path.join(dataDir, 'sql-trace.jsonl');
/** The server on the measured database, and (for the growth) the one on the small database beside it. */
let server = null;
let smallServer = null;
const small = `${name}_small`;
const start = ({ trace = false } = {}) =>
  startServer({ url: dbUrl, port: PORT, dataDir, traceFile: trace ? traceFile : undefined });
const stop = async () => {
  await stopServer(server);
  server = null;
};

async function cleanUp() {
  await stop();
  await stopServer(smallServer);
  if (GROWTH) await admin.query(`drop database if exists ${small} with (force)`);
  if (KEEP) console.log(`kept database ${name}`);
  else await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Bulk data in SQL beside the demo data the server wrote: companies, postings, talents, applications. */
async function buildData(pool, { postings, talents, applications }) {
  const raw = async (q, params) => (await pool.query(q, params)).rows;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const schema = await import(path.join(root, 'apps/server/src/db/schema/index.ts'));
  const { buildPostings, withoutIndexes } = await import('./lib/postings-data.mjs');
  const t = performance.now();
  // Postings and talents touch different tables: built side by side (the postings' copies keep one backend busy, the
  // talents another). A few companies hold most postings (random^3), as on real job boards. The applications need
  // both, and set the postings' applicant counts: before the postings' own indexes, beside the search table's
  // (withoutIndexes). The talents' tables' vacuum too (the final one then skips their pages).
  const TALENT_TABLES = 'users, talent_profiles, talent_search, talent_concepts, talent_search_dirty';
  const talentsBuilt = buildTalents(raw, talents)
    .then(() => raw(`vacuum analyze ${TALENT_TABLES}`))
    .then(() => console.log(`talents: ${talents.toLocaleString('en')} in ${seconds(t)} s (beside the postings)`));
  await withoutIndexes(
    raw,
    async () => {
      await buildPostings(drizzle(pool, { schema }), raw, { postings, organizations: 1000, skew: 3 });
      console.log(`postings: ${postings.toLocaleString('en')} written in ${seconds(t)} s`);
    },
    async () => {
      await talentsBuilt;
      const t3 = performance.now();
      await buildApplications(raw, { TALENTS: talents, APPLICATIONS: applications });
      console.log(`applications: ${applications.toLocaleString('en')} in ${seconds(t3)} s`);
    },
  );
  console.log(`postings, talents and applications built in ${seconds(t)} s`);
  const t4 = performance.now();
  // The applications' vacuum (the largest table) beside the others', once nothing else runs: started beside the
  // postings' last indexes, it could mark none of its pages all-visible (their transaction was still open), and every
  // index-only scan of the candidate lists then read the table too (1,001 heap fetches for a page).
  const tables = (await raw(`select tablename from pg_tables where schemaname = 'public'`)).map((r) => r.tablename);
  await Promise.all([
    raw('vacuum analyze applications'),
    raw(`vacuum analyze ${tables.filter((x) => x !== 'applications').join(', ')}`),
  ]);
  const t5 = performance.now();
  // The build's dirty pages written now, not by a checkpoint in the middle of the first lists' measurements.
  await raw('checkpoint');
  console.log(`vacuum ${seconds(t4)} s, checkpoint ${seconds(t5)} s`);
}

/** Each list's statements (one traced request), then their direct time on a connection of our own. */
async function sqlOfEach(targets) {
  server = await start({ trace: true });
  const client = new pg.Client({ connectionString: dbUrl, options: PLANNER_OPTIONS });
  await client.connect();
  const out = new Map();
  try {
    // As a warm server answers them: a pair of terms searched again and again has a list of its own (decision 063).
    for (const [, who, url] of targets) {
      for (let i = 0; i < PAIR_AFTER_SEARCHES; i += 1)
        await (await fetch(`${base}${url}`, { headers: who.headers })).arrayBuffer();
    }
    await new Promise((r) => setTimeout(r, 500));
    for (const [title, who, url] of targets) {
      const statements = await statementsOf(traceFile, () => fetch(`${base}${url}`, { headers: who.headers }));
      out.set(title, { statements, ...(await timeStatements(client, statements)) });
    }
  } finally {
    await client.end();
    await stop();
  }
  return out;
}

const ms = (n) => `${n.toFixed(1).padStart(6)} ms`;

/**
 * The host's speed now: ms to hash 16 MB on one core (median of five). The same code costs more CPU time and waits
 * longer when the machine's host is busy (a shared virtual machine), so a list measured while this is high says more
 * about the host than about the list; printed before and after the lists and after the soak.
 */
const block = Buffer.alloc(16 * 1024 * 1024, 7);
function hostSpeed() {
  const times = Array.from({ length: 5 }, () => {
    const t = performance.now();
    createHash('sha256').update(block).digest();
    return performance.now() - t;
  }).sort((a, b) => a - b);
  return `host: 16 MB hashed in ${times[2].toFixed(0)} ms`;
}

/**
 * How job search grows with the data: the same lists on a database with a twentieth of everything (10,000 postings
 * by default), built first and served beside the measured one (another port), each list measured on it just before
 * the full size, so both see the host alike; stopped and dropped before the soak. Its lists: title → [who, path].
 */
async function buildSmall() {
  const url = Object.assign(new URL(adminUrl), { pathname: `/${small}` }).toString();
  await admin.query(`create database ${small}`);
  const smallDir = path.join(dataDir, 'small');
  fs.mkdirSync(smallDir);
  smallServer = await startServer({ url, port: PORT + 1, dataDir: smallDir });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  await buildData(pool, { postings: POSTINGS / 20, talents: TALENTS / 20, applications: APPLICATIONS / 20 });
  await pool.end();
  const talent = await signIn(smallServer.base, 'minji.kim@demo.talentbridge.dev');
  const company = await signIn(smallServer.base, 'hr@nurisoft.demo.talentbridge.dev');
  const lists = (await scaleTargets(smallServer.base, talent, company)).filter(growsWithPostings);
  return new Map(lists.map(([title, who, url]) => [title, [who, url]]));
}
const growsWithPostings = ([title]) => title.startsWith('job search');

try {
  const smallLists = GROWTH ? await buildSmall() : null;
  if (smallLists) console.log(`${(POSTINGS / 20).toLocaleString('en')} postings built (${seconds(started)} s)\n`);
  server = await start();
  if (!REUSE) {
    const pool = new pg.Pool({ connectionString: dbUrl, max: 4 });
    await buildData(pool, { postings: POSTINGS, talents: TALENTS, applications: APPLICATIONS });
    await pool.end();
    console.log(`data built (${seconds(started)} s)\n`);
  }
  const talent = await signIn(server.base, 'minji.kim@demo.talentbridge.dev');
  const company = await signIn(server.base, 'hr@nurisoft.demo.talentbridge.dev');
  const only = process.env.BENCH_ONLY ?? '';
  const targets = (await scaleTargets(server.base, talent, company)).filter(([title]) => title.includes(only));
  await stop();
  const sql = await sqlOfEach(targets);
  console.log(`statements traced and timed (${seconds(started)} s)`);
  server = await start();
  console.log(
    `${os.cpus().length} cores; each list ${SECONDS} s at ${RATE} requests a second; SQL: the same statements`,
  );
  console.log('run directly, one after the other on one connection (p95 of 100 runs after one untimed)');
  console.log(`${hostSpeed()}\n`);
  await warmRoutes(server, targets, RATE);
  if (smallLists)
    await warmRoutes(
      smallServer,
      [...smallLists.values()].map(([who, url]) => [null, who, url]),
      RATE,
    );
  const results = [];
  const growth = [];
  for (const [title, who, url] of targets) {
    const lower = smallLists?.get(title);
    const s = sql.get(title);
    const { rounds, big, low } = await measureRounds(
      { database: name, at: server, who, url },
      lower && { database: small, at: smallServer, who: lower[0], url: lower[1] },
      isCandidateList(title) ? API_SQL_MAX * s.p95 : undefined,
    );
    const { r, cpu, host, lag } = big;
    results.push({ title, r, s, cpu });
    if (low) growth.push({ title, ratio: r.p95 / Math.max(low.r.p95, 0.1), before: low, after: big });
    console.log(
      `${line(title, r)}  SQL ${ms(s.p95)}  API/SQL ${(r.p95 / Math.max(s.p95, 0.1)).toFixed(1)}  CPU/request: server ${cpu.server.toFixed(1)}, PostgreSQL ${cpu.pg.toFixed(1)} ms`,
    );
    // Why a p95 is far above its p50: one stall or a queue, this process sending late, the server's loop, the host.
    console.log(
      `    ${r.slow} over 50 ms in ${r.span.toFixed(0)} ms; sent ${r.maxLate.toFixed(0)} ms late at most; server loop lag ${lag.toFixed(0)} ms; ${host.text}`,
    );
    if (rounds) console.log(`    measured ${rounds}`);
  }
  await stopServer(smallServer);
  if (smallLists) {
    console.log(
      `\nGrowth, ${(POSTINGS / 20).toLocaleString('en')} → ${POSTINGS.toLocaleString('en')} postings (p95, and CPU per request):`,
    );
    for (const { title, ratio, before, after } of growth) {
      const cpuOf = (c) => c.server + c.pg;
      console.log(
        `${title.padEnd(48)} p95 ${ms(before.r.p95)} → ${ms(after.r.p95)} (${ratio.toFixed(1)}×)  CPU ${cpuOf(before.cpu).toFixed(1)} → ${cpuOf(after.cpu).toFixed(1)} ms (${(cpuOf(after.cpu) / Math.max(cpuOf(before.cpu), 0.1)).toFixed(1)}×)`,
      );
    }
  }
  console.log(`\nlists measured (${seconds(started)} s; ${hostSpeed()})`);
  console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the slowest statement of the five slowest lists:');
  const client = new pg.Client({ connectionString: dbUrl, options: PLANNER_OPTIONS });
  await client.connect();
  // (A list that ran no statement, such as `GET /api/v1/user` on its cached session, has nothing to explain.)
  const explained = results.filter((x) => x.s.statements.length > 0);
  for (const { title, s } of explained.sort((a, b) => b.r.p95 - a.r.p95).slice(0, 5)) {
    console.log(`\n-- ${title}\n${s.statements[s.slowest].sql}\n${await explain(client, s.statements, s.slowest)}`);
  }
  await client.end();
  console.log('\nAt the maximum (10 connections):');
  const user = await measure(base, { path: '/api/v1/user', headers: talent.headers }, { connections: 10, duration: 5 });
  const health = await measure(base, { path: '/api/health' }, { connections: 10, duration: 5 });
  console.log(line('GET /api/v1/user', user));
  console.log(line('GET /api/health', health));
  const userShare = (100 * user.rps) / health.rps;
  console.log(`user / health: ${userShare.toFixed(0)}%`);
  let soak = null;
  if (SOAK_SECONDS > 0 && !only) {
    const mix = targets.filter(([, , , inSoak]) => inSoak);
    const rss = () =>
      Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.proc.pid}/status`, 'utf8'))?.[1] ?? 0);
    const before = rss();
    const r = await measure(
      base,
      {
        path: mix[0][2],
        headers: mix[0][1].headers,
        requests: mix.map(([, who, url]) => ({ path: url, headers: who.headers })),
      },
      { rate: 100, duration: SOAK_SECONDS, connections: 20 },
    );
    console.log(`\nsoak, ${SOAK_SECONDS} s at 100 requests a second, mixed:`);
    console.log(line('mixed lists and searches', r));
    console.log(`server memory ${Math.round(before / 1024)} → ${Math.round(rss() / 1024)} MB; ${hostSpeed()}`);
    soak = r;
  }
  verdict({ results, growth, userShare, soak, seconds: (performance.now() - started) / 1000 });
} finally {
  await cleanUp();
  console.log(`\nbench took ${seconds(started)} s`);
}
