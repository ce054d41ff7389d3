import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/src/**/*.test.ts', 'apps/server/{src,test}/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
    // Each integration file builds its own app and database; two workers fit this machine's two cores.
    maxWorkers: 2,
    // A worker keeps its loaded modules from one file to the next instead of importing the whole server again for
    // each of ~180 files: the suite used 60% less CPU (2.0 vs 4.9 min) with the same 1,764 passes. Files must leave
    // no global state behind (each builds its own app and database; fake timers are restored after each test).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // In CI a JSON report lets .ci/run print one total with the browser tests.
    reporters: process.env.CI ? ['default', 'json'] : ['default'],
    outputFile: { json: 'test-results/vitest.json' },
  },
});
