// Compiles the server for production (decision 022): one ES module bundle of the server and the contract it uses,
// with the packages of node_modules left as imports, plus the data files the code reads beside itself (migrations,
// the assessment question bank), so `import.meta.dirname` finds them in dist/ as it does in src/.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'dist');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
// Bundled: the contract (TypeScript source in the workspace) and packages whose JSON files the code imports (an
// external JSON import would need its import attribute kept). Everything else stays a package import.
const bundled = new Set(['@app/contract', 'i18n-iso-countries']);
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.has(name));

await rm(dist, { recursive: true, force: true });
const started = Date.now();
await build({
  entryPoints: { server: path.join(root, 'src/server.ts') },
  outdir: dist,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Packages written as CommonJS call require(); an ES module has none of its own.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
await cp(path.join(root, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
await cp(path.join(root, 'src/modules/assessments/bank'), path.join(dist, 'bank'), { recursive: true });
console.log(`server built in ${Date.now() - started} ms: ${path.relative(process.cwd(), dist)}/server.js`);
