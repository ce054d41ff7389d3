// The built production server (`npm run build` first) for the web benchmarks: a fresh data directory, migrated and
// seeded with the demo data on start (as the browser tests run it), quiet and without SMTP; stopped and removed by
// `stop()`, and killed if the benchmark dies first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const DEMO_TALENT = { email: 'james.park@demo.talentbridge.dev', password: 'TalentBridge-demo-2026' };

export async function startProductionServer(port) {
  const serverFile = path.join(root, 'apps/server/dist/server.js');
  if (!fs.existsSync(serverFile) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('No production build: run `npm run build` first.');
  }
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tb-bench-web-'));
  // As deployed: NODE_ENV=production (libraries' production paths; the server bundle of the web app is production
  // whatever it says, decision 049).
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    LOG_LEVEL: 'warn',
  };
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  env.SHUTDOWN_DRAIN_SECONDS = '0';
  const child = spawn(process.execPath, [serverFile], {
    cwd: path.join(root, 'apps/server'),
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => child.kill('SIGTERM'));
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function waitForReady(base, child) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server was not ready within 120 s');
}

/** Signs the demo talent in; returns its cookies (name, value, and whether scripts may not read it). */
export async function signInDemoTalent(base) {
  const response = await fetch(`${base}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(DEMO_TALENT),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => {
    const [pair, ...attributes] = c.split(';');
    const at = pair.indexOf('=');
    const httpOnly = attributes.some((a) => a.trim().toLowerCase() === 'httponly');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), httpOnly };
  });
}

/**
 * The main pages, in the order measured; `posting` opens the first posting of the talent's job search, signed in,
 * and `public-posting` the same posting at its public path, as a visitor or a crawler sees it.
 */
export async function mainPages(base, cookies) {
  const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const response = await fetch(`${base}/api/v1/jobs?page=1&size=1`, { headers: { Cookie: cookie } });
  const body = await response.json();
  const id = body?.data?.data?.[0]?.id;
  if (!response.ok || id === undefined) throw new Error(`no posting to measure: ${JSON.stringify(body).slice(0, 300)}`);
  return [
    { name: 'landing', path: '', signedIn: false },
    { name: 'sign-in', path: '/auth/signin', signedIn: false },
    { name: 'careers', path: '/talent/careers', signedIn: true },
    { name: 'posting', path: `/talent/careers/${id}`, signedIn: true },
    { name: 'public-posting', path: `/jobs/${id}`, signedIn: false },
    { name: 'dashboard', path: '/talent/mypage/dashboard', signedIn: true },
  ];
}
