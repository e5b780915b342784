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
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /node_modules/ }] } },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false, ws: true } },
  },
});
