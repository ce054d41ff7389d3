import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3200';

// react-router's package exports point every condition at its development build; use the production one.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

// Decision 052: the Korean web font never replaces the first font drawn. Its ~120 unicode-range subsets came with
// `font-display: swap`, and each subset that arrived laid the page out again (most of Korean pages' blocking time);
// with `optional` a subset that is not there at the first layout is left for the next page. Tailwind's plugin inlines
// the fontsource @import itself, so the rule is rewritten in its output (this plugin runs after it, before bundling).
const KOREAN_FONT_FACE = /@font-face\s*\{[^}]*Noto Sans KR Variable[^}]*\}/g;
function koreanFontDisplayOptional(): Plugin {
  return {
    name: 'korean-font-display-optional',
    transform: {
      filter: { id: /\.css(\?.*)?$/ },
      handler(code) {
        if (!code.includes('Noto Sans KR Variable')) return null;
        return code.replace(KOREAN_FONT_FACE, (rule) => rule.replace(/font-display:\s*swap/, 'font-display:optional'));
      },
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), koreanFontDisplayOptional()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // The server build (src/prerender.tsx) bundles everything it imports: the API server loads it to render signed-in
  // pages (decision 049), and bundled, React's production build is chosen at build time, not by the server's
  // NODE_ENV; nor does it depend on the web app's packages being installed beside the server.
  ssr: { noExternal: true },
  define: isSsrBuild && command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/mail': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest lets bench/ compute the JavaScript each route loads first.
    manifest: true,
    // Font subsets are many small files; keep them as files, never inlined.
    assetsInlineLimit: 0,
    // The browser's chunks only (the prerender build is one file run by Node). Decision 047: every response costs
    // about 1 KB of headers over HTTP/1.1, and the simulated phone opens six connections at a time, so a page of 33
    // small files (careers) paid 33 KB of headers and queued its requests.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          // An app has no entry signature to keep; this lets small shared chunks be inlined (below).
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              // Everything the entry imports statically loads on every page anyway: one file instead of about twenty.
              groups: [{ name: 'app', tags: ['$initial'] }],
              // Shared chunks under 6 KB of source are copied into the chunks that use them instead of being fetched
              // on their own (experimental in Rolldown; it turns on strict execution order).
              experimentalInlineCommonChunks: { maxSize: 6000 },
            },
          },
        },
  },
}));
