/**
 * Unit and integration tests (vitest). Server tests use real HTTP and real databases: globalSetup starts a
 * throwaway PostgreSQL for the run (server/test-support/global-setup.ts); SQLite runs in memory.
 *
 * Two projects. The server's files run without module isolation: each imports the whole server, and loading
 * it once per worker instead of once per file saves about a minute and a half of the suite's two cores (every
 * server test starts its own server and database, so nothing of a file's state leaks through modules). The
 * console's files keep isolation: react-admin and the open registries are module state they each set up.
 */
import { defineConfig } from 'vitest/config';
import { formValidators } from './resources/form/validators-vite-plugin.js';

const EXCLUDE = ['e2e/**', '**/node_modules/**', 'dist/**'];

export default defineConfig({
  // The forms' precompiled validators (virtual:form-validators), as the console's build makes them.
  plugins: [formValidators()],
  test: {
    environment: 'node',
    // Vitest's default is one worker less than the cores: one worker on CI's two. The server tests wait on
    // their databases half the time, so two workers share two cores well: 344 s -> 191 s for the suite.
    maxWorkers: 2,
    // Passwords hashed at scrypt N=2^10, not 2^14 (66 ms a hash on CI's cores): the suite signs in and creates
    // users thousands of times. server/auth/passwords.test.ts checks the production cost.
    env: { PASSWORD_HASH_COST: '10' },
    // A test that asserts nothing fails instead of counting as a pass (a generated case with nothing to
    // check is not generated; a test with nothing to do says why with an assertion).
    expect: { requireAssertions: true },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{schemas,server,fleet}/**/*.test.{ts,tsx}'],
          // Playwright owns e2e/; its specs must never run under vitest.
          exclude: EXCLUDE,
          globalSetup: ['server/test-support/global-setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'console',
          include: ['{src,resources,locales,custom}/**/*.test.{ts,tsx}'],
          exclude: EXCLUDE,
        },
      },
    ],
  },
});
