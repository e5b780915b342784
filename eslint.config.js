// The linter (issue 35 item 10): `npm run lint`, part of `npm test`. docs/linting.md says why each rule is on or off.
import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

/** What git ignores (builds, runs' output, scratch folders) is not linted either: one list, in .gitignore. */
const gitIgnored = readFileSync(new URL('.gitignore', import.meta.url), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'))
  // A pattern with no inner slash matches at any depth in git, and only at the top in ESLint.
  .map((line) => (line.replace(/\/$/, '').includes('/') ? line.replace(/^\//, '') : `**/${line}`));

export default defineConfig(
  // tmp/: a local scratch folder like scratch/, one git does not ignore (it shows as untracked).
  globalIgnores([...gitIgnored, 'tmp/']),
  // A suppression comment that suppresses nothing fails: each one left names a rule that still fires there.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // 480 uses today, most at honest boundaries (Kysely<any> in migrations and generic storage, rjsf and
      // react-admin props); the type checker's strict mode is the gate, so this is off, not a wall of warnings.
      '@typescript-eslint/no-explicit-any': 'off',
      // A leading underscore is the house way to name a value left out on purpose (`{ secret: _secret, ...rest }`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // `(a(), b())` as a statement is house style in a few loops; the rule has no option for it.
      '@typescript-eslint/no-unused-expressions': 'off',
      // The patterns that name control characters do so on purpose: they refuse or strip them.
      'no-control-regex': 'off',
      // A drawn tree's indentation is matched as drawn (openapi.test.ts): `│   ` reads better than `│ {3}`.
      'no-regex-spaces': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Hooks exist only in the console; the server has functions named use… that are not React hooks.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'custom/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Type-aware linting, by hand only: `LINT_TYPED=1 npx eslint .` (docs/linting.md: 3 times the CPU, 5 times the memory).
  ...(process.env.LINT_TYPED
    ? [
        {
          files: ['**/*.{ts,tsx}'],
          // In no project tsconfig.json names (the server's and fleet's projects see it: docs/architecture.md).
          ignores: ['schemas/outside-console.d.ts'],
          languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
          rules: { '@typescript-eslint/no-floating-promises': 'error' },
        },
      ]
    : []),
  {
    // File names are kebab-case (docs/linting.md, "File names"); migrations have their own pattern, below.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Migrations run in name order and their names are stored in each database: `0041_what_it_does.ts`.
    files: ['server/db/migrations/*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '[0-9][0-9][0-9][0-9]_+([a-z0-9_])' }],
      // Each migration imports the whole helper set from one template and is frozen once released.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
);
