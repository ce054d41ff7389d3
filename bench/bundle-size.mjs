// Prints the gzip size of the JavaScript each route loads first: the entry chunk, the route's lazy chunk and
// everything both import statically. Budget: landing and sign-in under 150 KB gzip.
// Needs a build (`npm run build`); reads Vite's manifest.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'));
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile)) {
  console.error('No build manifest: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
const gzipOf = new Map();
const sizeOf = (file) => {
  if (!gzipOf.has(file)) gzipOf.set(file, gzipSync(fs.readFileSync(path.join(dist, file))).length);
  return gzipOf.get(file);
};
/** A chunk and all it imports statically, as a set of files. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entryFiles = closure(entryKey);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const budgets = { landing: 150, 'sign-in': 150, signin: 150 };

const routes = Object.keys(manifest)
  .filter((k) => manifest[k].isDynamicEntry && k.includes('/routes/'))
  .sort();
console.log(`entry (${entryKey}): ${kb([...entryFiles].reduce((s, f) => s + sizeOf(f), 0))} KB gzip`);
console.log(`${'\nroute'.padEnd(56)}first-load JS (KB gzip)`);
let over = 0;
for (const key of routes) {
  const files = closure(key, new Set(entryFiles));
  const total = [...files].reduce((s, f) => s + sizeOf(f), 0);
  const name = path.basename(key).replace(/\.(t|j)sx?$/, '');
  const budget = budgets[name];
  const flag = budget ? (total / 1024 > budget ? `  OVER ${budget} KB budget` : `  within ${budget} KB budget`) : '';
  if (budget && total / 1024 > budget) over += 1;
  console.log(`  ${key.padEnd(52)}${kb(total)}${flag}`);
}
const css = Object.values(manifest).flatMap((c) => c.css ?? []);
const cssTotal = [...new Set(css)].reduce((s, f) => s + sizeOf(f), 0);
console.log(`\nCSS total: ${kb(cssTotal)} KB gzip`);
if (over) console.log(`\n${over} route(s) over budget`);
