import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.dirname(new URL(import.meta.url).pathname);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

// Decision 057: a backdrop filter re-blurs everything under it on every frame (a full-screen dialog overlay kept a
// core busy while a caret blinked or a toast slid in); solid, slightly translucent surfaces instead.
it('no surface blurs what is behind it', () => {
  const offenders = sourceFiles(root).filter((file) =>
    /backdrop-blur|backdrop-filter/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(root, file))).toEqual([]);
});
