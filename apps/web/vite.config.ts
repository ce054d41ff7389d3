import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3200';

// react-router's package exports point every condition at its development build; use the production one.
const reactRouterProduction = fileURLToPath(
  new URL('../../node_modules/react-router/dist/production/index.mjs', import.meta.url),
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss()],
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  // The prerender build (src/prerender.tsx) bundles the workspace's TypeScript packages; Node runs the rest as is.
  ssr: { noExternal: [/^@app\//] },
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
    rolldownOptions: {
      output: {
        // Everything the entry imports statically loads on every page anyway: one file instead of about twenty
        // (each response carries about 1 KB of headers over HTTP/1.1, and one file compresses better).
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
}));
