// Sign-in and GET /api/v1/user throughput and latency (p50, p95, p99) with autocannon against a local server.
// Starts the server itself on a temporary PGlite database (or DATABASE_URL when set) with the demo accounts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const PORT = Number(process.env.BENCH_PORT ?? 3390);
const base = `http://127.0.0.1:${PORT}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-bench-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.resolve(import.meta.dirname, '../apps/server'),
  env: {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

function percentile(sorted, p) {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs autocannon and keeps every response time, so any percentile can be reported. */
function run(title, { path: urlPath, ...opts }) {
  return new Promise((resolve, reject) => {
    const times = [];
    // autocannon ignores a top-level `path`: the URL carries it.
    const instance = autocannon({ url: `${base}${urlPath}`, connections: 10, duration: 10, ...opts }, (err, result) => {
      if (err) return reject(err);
      times.sort((a, b) => a - b);
      const ok = result['2xx'];
      console.log(
        `${title.padEnd(28)} ${String(Math.round(result.requests.average)).padStart(6)} req/s  ` +
          `p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms  ` +
          `p99 ${percentile(times, 99).toFixed(1)} ms  (${ok} ok, ${result.non2xx} non-2xx, ${result.errors} errors)`,
      );
      resolve(result);
    });
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

try {
  await waitForServer();
  const body = JSON.stringify({ email: 'minji.kim@demo.talentbridge.dev', password: 'TalentBridge-demo-2026' });
  const signin = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const token = (await signin.json()).data;
  console.log(`server on ${base}, ${os.cpus().length} cores, 10 connections, 10 s each\n`);
  await run('POST /api/v1/auth/signin', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    path: '/api/v1/auth/signin',
  });
  await run('GET /api/v1/user', { headers: { authorization: `Bearer ${token}` }, path: '/api/v1/user' });
  await run('GET /api/health', { path: '/api/health' });
} finally {
  stop();
}
