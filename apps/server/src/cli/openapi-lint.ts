import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './openapi-document';

/**
 * `npm run lint:openapi`: builds the API document without a database or a port, writes it to a temporary file and
 * runs `redocly lint` on it with the repository's `redocly.yaml` (recommended rules, telemetry off; no network).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dir = await mkdtemp(path.join(os.tmpdir(), 'tb-openapi-lint-'));
try {
  const file = path.join(dir, 'openapi.json');
  await writeFile(file, JSON.stringify(await buildOpenApiDocument(), null, 2));
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/redocly'),
    ['lint', '--config', path.join(root, 'redocly.yaml'), '--format', 'summary', file],
    {
      stdio: 'inherit',
      timeout: 120_000,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
  if (result.error) throw result.error;
  process.exitCode = result.status ?? 1;
} finally {
  await rm(dir, { recursive: true, force: true });
}
