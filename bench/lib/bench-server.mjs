// The real server for the benches (migrations, vocabulary and demo accounts at start), as `npm start` runs it (the
// production bundle, built once here), and its demo accounts signed in.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'apps/server');
let built = false;

/** Starts the server on `url` at `port` and waits until it is ready; `traceFile` logs its SQL. */
export async function startServer({ url, port, dataDir, traceFile }) {
  const base = `http://127.0.0.1:${port}`;
  // From source through tsx, the server also ran tsx's module loader on a thread of its own, and not the code users run.
  if (!built) execFileSync(process.execPath, ['scripts/build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  built = true;
  const proc = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: url,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Its event-loop delay, read between lists (bench:scale), from the loopback address.
      METRICS: 'on',
      PUBLIC_URL: base,
      ...(traceFile ? { SQL_TRACE_FILE: traceFile } : {}),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return { proc, base };
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  proc.kill('SIGINT');
  throw new Error('server did not start');
}

/** Stops a server started above (null: nothing to stop). */
export async function stopServer(server) {
  if (!server || server.proc.exitCode !== null) return;
  const exited = new Promise((r) => server.proc.once('exit', r));
  server.proc.kill('SIGINT');
  await exited;
}

/** A demo account signed in: its headers, id and company. */
export async function signIn(base, email) {
  const body = JSON.stringify({ email, password: 'TalentBridge-demo-2026' });
  const res = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  const token = (await res.json()).data;
  const me = (await (await fetch(`${base}/api/v1/user`, { headers: { authorization: `Bearer ${token}` } })).json())
    .data;
  return { headers: { authorization: `Bearer ${token}` }, id: me.id, companyId: me.companyId };
}
