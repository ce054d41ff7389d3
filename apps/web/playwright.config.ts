import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://localhost:${PORT}`;

/**
 * Browser journeys against the real server (which also serves the built web app: run
 * `npm run build -w @app/web` first; the root `test:e2e` script does). The server gets a fresh data directory,
 * or a fresh PostgreSQL database when DATABASE_URL is set (see e2e/start-server.sh).
 */
// e2e/run-shards.sh runs two groups at once: spec files named a–d (the axe checks, e2e/axe-*.spec.ts, and a few
// journeys) and the rest, about even in time.
const GROUP_ONE = /\/[a-d][^/]*\.spec\.ts$/;
const group = process.env.E2E_GROUP ?? 'all';

export default defineConfig({
  testDir: './e2e',
  // Per group: the two groups run at once, and a shared folder let one delete the other's trace files mid-test.
  outputDir: `test-results/${group}`,
  ...(group === 'one' ? { testMatch: GROUP_ONE } : group === 'two' ? { testIgnore: GROUP_ONE } : {}),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Journeys sign up, sign in and take screenshots on a 2-core machine that may be busy: room for that, while a
  // step that never happens still fails (each expectation waits 7 s at most).
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // In CI a JSON report beside Vitest's lets .ci/run print one total (one per shard: e2e/run-shards.sh).
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `../../${process.env.E2E_JSON ?? 'test-results/playwright.json'}` }]]
    : [['list']],
  use: {
    baseURL,
    // Recording a trace screencasts every frame; CI records only a failed test's retry (its retries: 1).
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 900 },
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'bash e2e/start-server.sh',
    url: `${baseURL}/api/ready`,
    env: { E2E_PORT: String(PORT) },
    reuseExistingServer: false,
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  },
});
