/** The console's build (dist/, served by the server) and dev server, which passes /api to a running server. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { formValidators } from './resources/form/validators-vite-plugin.js';

export default defineConfig({
  // formValidators: the forms' validators precompiled from schemas/ (the CSP has no 'unsafe-eval').
  plugins: [react(), formValidators()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // No hand-made vendor chunk: Rolldown splits by what each page imports, so the sign-in page loads only
    // what it uses, and the form engine (rjsf, ajv) comes with the first form.
    chunkSizeWarningLimit: 1200,
    // No preload lists: Vite writes, for every lazy import, the list of chunks to fetch with it, and those
    // lists were 9 KB gzipped of the sign-in page (issue 4's target is no more than a bare react-admin app).
    // A lazy page then fetches its imports as it parses them, a few more round trips on first open.
    modulePreload: false,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false, ws: true } },
  },
});
