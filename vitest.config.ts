/**
 * Unit and integration tests (vitest). Server tests use real HTTP and real databases: globalSetup starts a
 * throwaway PostgreSQL for the run (server/test-support/global-setup.ts); SQLite runs in memory.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['{schemas,server,src,resources,locales,custom}/**/*.test.{ts,tsx}'],
    // Playwright owns e2e/; its specs must never run under vitest.
    exclude: ['e2e/**', '**/node_modules/**', 'dist/**'],
    globalSetup: ['server/test-support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
