/** The console's build (dist/, served by the server) and dev server, which passes /api to a running server. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The library chunk (react-admin, MUI, zod) is large by nature and cached apart; warn only past this.
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // Libraries change less often than the console: their own chunk stays cached across releases.
      output: {
        codeSplitting: {
          groups: [
            // The form engine (rjsf, ajv) is a third of the libraries: apart, its weight shows and it caches on its own.
            { name: 'forms', test: /node_modules[\\/](@rjsf|ajv|ajv-formats|ajv-i18n|lodash|lodash-es|json-schema-merge-allof|jsonpointer|markdown-to-jsx)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false, ws: true } },
  },
});
