/**
 * A real server on an ephemeral loopback port, on a fresh database of the given dialect, with the
 * administrator (`admin` / ADMIN_PASSWORD) and the demo project (every demo user: DEMO_PASSWORD).
 * Tests talk to it with real HTTP (fetch). One server per test file and dialect keeps the suite fast.
 *
 * @example
 * const server = await startServer('postgres');
 * const token = await server.login('manager.a');
 * const { status, body } = await server.request('GET', '/users/items', { token, query: { size: 5 } });
 * await server.close();
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { ensureAdministrator } from '../bootstrap';
import { type Config, configFromEnv } from '../config';
import { TEST_LICENCE_KEY } from './licence-files';
import type { Store } from '../crud/repository';
import type { DialectName } from '../db/connect';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed';
import { createDatabase, providedPostgresUrl } from './postgres';

export const DIALECTS: DialectName[] = ['sqlite', 'postgres'];
export const ADMIN_PASSWORD = 'admin-password';
export { DEMO_PASSWORD };

export interface RequestOptions {
  token?: string;
  /** Sent as JSON, unless `raw` is given. */
  body?: unknown;
  /** Sent as-is with content-type application/json (malformed JSON tests). */
  raw?: string;
  /** Objects and arrays (e.g. filters) are sent as JSON text. */
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestServer {
  dialect: DialectName;
  url: string;
  store: Store;
  /** What the server was started with (its files folder, say). */
  config: Config;
  /** The access token of a fresh sign-in; fails the test when sign-in fails. */
  login(login: string, password?: string): Promise<string>;
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** A fresh database URL for one test file: in-memory SQLite, or a new database on the test PostgreSQL. */
export async function freshDatabaseUrl(dialect: DialectName) {
  if (dialect === 'sqlite') return 'sqlite::memory:';
  return createDatabase(providedPostgresUrl(inject('postgres')));
}

export function testConfig(databaseUrl: string): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    // Real files on disk, one folder per server (the default would be data/files beside a PostgreSQL test).
    filesDir: mkdtempSync(join(tmpdir(), 'console-files-')),
    adminPassword: ADMIN_PASSWORD,
    demo: true,
    accessTokenTtlSeconds: 900,
    refreshTokenTtlSeconds: 3600,
    consoleDir: undefined,
    // TEST_LOG_LEVEL=error shows a failing test's server errors.
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    trustProxy: false,
    corsOrigins: [],
    ipWhitelist: [],
    codeResendSeconds: 60,
    // Loose: tests sign in wrongly on purpose; throttling tests pass their own small thresholds.
    loginThrottle: { ...configFromEnv({}).loginThrottle, freeAttempts: 1000, blockAfter: 100_000 },
    // Loose too: tests refuse duplicates on purpose; the uniqueness throttle's own tests pass small ones.
    uniqueThrottle: { freeRefusals: 100_000, windowSeconds: 900 },
    // Licence files signed for this run (licence-files.ts).
    licenceKeys: [TEST_LICENCE_KEY],
  };
}

export async function startServer(dialect: DialectName, options: { demo?: boolean; config?: Partial<Config> } = {}): Promise<TestServer> {
  const config = { ...testConfig(await freshDatabaseUrl(dialect)), ...options.config };
  const { app, store } = await buildApp(config);
  try {
    await ensureAdministrator(store, ADMIN_PASSWORD);
    if (options.demo !== false) await seedDemo(store);
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const { port } = app.server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  async function request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<Answer<T>> {
    const target = new URL(`/api/v0${path}`, url);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value === undefined) continue;
      target.searchParams.set(key, typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));
    }
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.raw !== undefined) body = options.raw;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(target, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  async function login(login: string, password = login === 'admin' ? ADMIN_PASSWORD : DEMO_PASSWORD) {
    const answer = await request('POST', '/login', { body: { login, password } });
    if (answer.status !== 200) throw new Error(`login ${login} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body.sessions[0].token as string;
  }

  return { dialect, url, store, config, login, request, close: () => app.close() };
}

/**
 * Row counts and the latest change of every entity and join table: equal before and after a request
 * means the request wrote nothing.
 */
export async function storeFingerprint(store: Store) {
  // One statement, not one per table: tests take this before and after thousands of requests (the fuzz test,
  // the authorisation matrix), and on PostgreSQL each statement is a round trip.
  const tables = store.entities.filter((candidate) => !candidate.readModel).map((entity) => entity.table);
  const joinTables = ['users_domain_ids', 'roles_available_roles'];
  const arms = [
    ...tables.map((table) => sql`select ${sql.lit(table)} as name, count(*) as row_count, max(updated_at) as changed from ${sql.table(table)}`),
    ...joinTables.map((table) => sql`select ${sql.lit(table)} as name, count(*) as row_count, null as changed from ${sql.table(table)}`),
  ];
  const { rows } = await sql<{ name: string; row_count: number | string; changed: string | null }>`${sql.join(arms, sql` union all `)}`.execute(store.db);
  const fingerprint: Record<string, unknown> = {};
  for (const row of rows) fingerprint[row.name] = joinTables.includes(row.name) ? Number(row.row_count) : { rows: Number(row.row_count), changed: row.changed };
  return fingerprint;
}
