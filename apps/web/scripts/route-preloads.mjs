// Writes dist/route-preloads.json: for the pages people land on, the scripts their route loads after the entry (the
// route's chunk, what it imports, its language files and the core messages of its language). The server adds
// them to the page as <link rel="modulepreload">, so they download beside the entry instead of after it runs.
// The table mirrors src/app/router.tsx and routes-talent.tsx for these pages only; a page left out just loads as
// before (decision 027).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** URL after the language (a regular expression), route module, namespaces its route loads. */
const PAGES = [
  ['/?', 'landing', []],
  ['/auth/signin', 'signin', []],
  ['/talent/careers', 'talent-careers', ['careers', 'postings']],
  ['/talent/careers/[^/]+', 'talent-careers-detail', ['careers', 'postings', 'applications']],
  ['/talent/mypage/dashboard', 'talent-dashboard', ['dashboard', 'assessments', 'careers', 'postings', 'talents']],
];

function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const inEntry = closure(entryKey);
const fileOf = (key) => {
  if (!manifest[key]) throw new Error(`route-preloads: ${key} is not in the build (update scripts/route-preloads.mjs)`);
  return manifest[key].file;
};

// Each language's core messages load before the first render (src/lib/i18n.ts).
const coreMessages = { en: fileOf('src/lib/i18n-en.ts'), ko: fileOf('src/lib/i18n-ko.ts') };

const pages = PAGES.map(([pattern, route, namespaces]) => {
  const routeFiles = [...closure(`src/app/routes/${route}.tsx`)].filter((f) => !inEntry.has(f));
  const files = Object.fromEntries(
    ['en', 'ko'].map((lang) => [
      lang,
      [coreMessages[lang], ...routeFiles, ...namespaces.map((ns) => fileOf(`src/locales/${lang}/${ns}.json`))].map(
        (f) => `/${f}`,
      ),
    ]),
  );
  return { pattern: `^/(en|ko)${pattern}$`, files };
});
// Any other page still needs its language's core messages before its first paint.
pages.push({ pattern: '^/(en|ko)(/.*)?$', files: { en: [`/${coreMessages.en}`], ko: [`/${coreMessages.ko}`] } });
writeFileSync(path.join(dist, 'route-preloads.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
console.log(`route preloads for ${pages.length} pages`);
