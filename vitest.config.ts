/**
 * Unit and integration tests (vitest). Server tests use real HTTP and real databases: globalSetup starts a
 * throwaway PostgreSQL for the run (server/test-support/global-setup.ts); SQLite runs in memory.
 */
import { defineConfig } from 'vitest/config';
import { formValidators } from './resources/form/validators-vite-plugin.js';

export default defineConfig({
  // The forms' precompiled validators (virtual:form-validators), as the console's build makes them.
  plugins: [formValidators()],
  test: {
    environment: 'node',
    include: ['{schemas,server,fleet,src,resources,locales,custom}/**/*.test.{ts,tsx}'],
    // Playwright owns e2e/; its specs must never run under vitest.
    exclude: ['e2e/**', '**/node_modules/**', 'dist/**'],
    globalSetup: ['server/test-support/global-setup.ts'],
    // Vitest's default is one worker less than the cores: one worker on CI's two. The server tests wait on
    // their databases half the time, so two workers share two cores well: 344 s -> 191 s for the suite.
    maxWorkers: 2,
    // Passwords hashed at scrypt N=2^10, not 2^14 (66 ms a hash on CI's cores): the suite signs in and creates
    // users thousands of times. server/auth/passwords.test.ts checks the production cost.
    env: { PASSWORD_HASH_COST: '10' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
