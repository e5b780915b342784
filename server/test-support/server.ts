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
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompiledQuery, sql } from 'kysely';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { ensureAdministrator } from '../bootstrap';
import { type Config, configFromEnv } from '../config';
import { TEST_LICENCE_KEY } from './licence-files';
import type { Store } from '../crud/repository';
import type { DialectName } from '../db/connect';
import type { Scheduler } from '../scheduler/scheduler';
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
  /** The server's scheduler, with its registry of jobs; it ticks only when told (testConfig). */
  scheduler: Scheduler;
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
    // The scheduler looks only when a test ticks it (server.scheduler.tick(), or a scheduler of its own with a
    // manual clock): a look on a timer would write its rows between two fingerprints of a test.
    schedulerTickMs: 0,
    // TEST_LOG_LEVEL=error shows a failing test's server errors.
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    // Every declared answer is checked against its schema (server/route-answers.ts).
    checkAnswers: true,
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
  const { app, store, scheduler } = await buildApp(config);
  try {
    await ensureAdministrator(store, ADMIN_PASSWORD);
    if (options.demo !== false) await seedDemo(store, config.demoLanguage);
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

  return { dialect, url, store, config, scheduler, login, request, close: () => app.close() };
}

/**
 * Tables a refused request may write, each with its reason; every other table of the database is in the
 * fingerprint. Empty on purpose, as a table left out hides every write to it: the refusals that do write
 * (a refused sign-in's audit event login_failed and, past the threshold, its IP block in ip_blocks; a wrong
 * e-mail code's try in account_tokens) are few and named, and their tests expect that one table to change
 * ({ ...before, audit_events: expect.anything() }). Sessions keep no last-seen time; throttles live in memory.
 */
export const WRITTEN_BY_REFUSALS: Readonly<Record<string, string>> = {};

type FingerprintRow = { name: string; row_count: number | string; content: string | null };
/** The fingerprint's statement, made once per server from the database's own table list. */
const statements = new WeakMap<Store, Promise<CompiledQuery<FingerprintRow>>>();

/** Every table of the database and its columns, as the database itself lists them (a new table is covered unasked). */
async function tableColumns(store: Store): Promise<Map<string, string[]>> {
  const { rows } = store.dialect === 'sqlite'
    // Plain tables only: the search index's FTS5 tables and their shadows are derived from the entity tables.
    ? await sql<{ table_name: string; column_name: string }>`select t.name as table_name, c.name as column_name
        from pragma_table_list as t join pragma_table_info(t.name) as c
        where t.schema = 'main' and t.type = 'table' and substr(t.name, 1, 7) <> 'sqlite_' order by t.name, c.cid`.execute(store.db)
    : await sql<{ table_name: string; column_name: string }>`select c.table_name, c.column_name from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = current_schema() and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`.execute(store.db);
  const columns = new Map<string, string[]>();
  for (const row of rows) {
    if (row.table_name in WRITTEN_BY_REFUSALS) continue;
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  }
  return columns;
}

/** One statement: each table's row count and its rows' whole contents, whatever their order. */
async function fingerprintStatement(store: Store): Promise<CompiledQuery<FingerprintRow>> {
  const columns = await tableColumns(store);
  const arms = [...columns].map(([table, names]) => {
    // No sort (sorting every table's rows cost most of the time): SQLite scans in rowid order, which an update
    // keeps; PostgreSQL sums the rows' 64-bit digests, as an update moves a row in its heap.
    const content = store.dialect === 'sqlite'
      ? sql`group_concat(${sql.join(names.map((name) => sql`quote(${sql.ref(name)})`), sql` || char(31) || `)}, char(30))`
      : sql`sum(hashtextextended(row(${sql.join(names.map((name) => sql.ref(name)))})::text, 0))::text`;
    return sql`select ${sql.lit(table)} as name, count(*) as row_count, ${content} as content from ${sql.table(table)}`;
  });
  const union = sql<FingerprintRow>`${sql.join(arms, sql` union all `)}`.compile(store.db);
  if (store.dialect === 'sqlite') return union;
  // PostgreSQL: planning the 60-odd arms took 20-40 ms a call, and a parallel plan's workers as much again. A
  // PL/pgSQL function keeps its plan per connection, and runs without workers (1-3 ms a call).
  await sql.raw(`create or replace function test_store_fingerprint() returns table(table_name text, table_rows bigint, table_content text)
    language plpgsql set max_parallel_workers_per_gather = 0 as $fingerprint$ begin return query ${union.sql}; end $fingerprint$`).execute(store.db);
  return sql<FingerprintRow>`select table_name as name, table_rows as row_count, table_content as content from test_store_fingerprint()`.compile(store.db);
}

type Fingerprint = Record<string, { rows: number; content: string }>;
/** SQLite: the fingerprint last taken, and the connection's count of rows written then (total_changes()). */
const lastTaken = new WeakMap<Store, { changes: number; fingerprint: Fingerprint }>();

/**
 * Every table's row count and a digest of its rows' contents (every column, join and plain tables alike,
 * updated_at or not): equal before and after a request means the request wrote nothing, outside the tables
 * WRITTEN_BY_REFUSALS names.
 */
export async function storeFingerprint(store: Store): Promise<Fingerprint> {
  // The schema is read once per server; the fingerprint is one statement (a PostgreSQL round trip), as the
  // fuzz and the authorisation matrix take it before and after thousands of requests.
  if (!statements.has(store)) statements.set(store, fingerprintStatement(store));
  // A write's after-effects (a role change notifies its holders after the answer) belong to it, not to what follows.
  await store.events?.settled();
  const statement = await statements.get(store)!;
  // SQLite: a server has one connection, whose total_changes() counts every row any statement (or trigger) on
  // it wrote. Unchanged since the last fingerprint, the contents are too: reading them again (5 ms) is skipped.
  const changes = store.dialect === 'sqlite' ? Number((await sql<{ n: number }>`select total_changes() as n`.execute(store.db)).rows[0].n) : undefined;
  const last = lastTaken.get(store);
  if (changes !== undefined && last?.changes === changes) return structuredClone(last.fingerprint);
  const { rows } = await store.db.executeQuery(statement);
  const fingerprint: Fingerprint = {};
  for (const row of rows) {
    // SQLite hands the rows' text over (in process, no round trip); it is digested here to keep a failure readable.
    const content = store.dialect === 'sqlite' ? createHash('sha1').update(row.content ?? '').digest('hex') : String(row.content);
    fingerprint[row.name] = { rows: Number(row.row_count), content };
  }
  if (changes !== undefined) lastTaken.set(store, { changes, fingerprint: structuredClone(fingerprint) });
  return fingerprint;
}
