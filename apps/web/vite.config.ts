import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3200';

// react-router's package exports point every condition at its development build; use the production one.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
