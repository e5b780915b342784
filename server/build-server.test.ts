/**
 * The compiled server (scripts/build-server.mjs, what `npm start` runs): built into a folder of .tmp/ (inside
 * the project, so that its packages resolve from node_modules), started with Node alone on a loopback port and
 * a fresh SQLite file with the demo project. It must answer as the TypeScript does: every migration applied
 * (the bundle lists the folder's files at build time), sign-in, the demo's lists.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RUN_ENV, RUN_FLAGS, buildServer, isStale } from '../scripts/build-server.mjs';
import { MIGRATION_FILE } from './db/migration-modules';
import { freePort } from './free-port';
import { stopProcess } from './stop-process';

const PASSWORD = 'compiled-admin-password';
const outdir = `.tmp/compiled-server-test-${process.pid}`;
const dataDir = mkdtempSync(join(tmpdir(), 'compiled-server-'));
let child: ChildProcess | undefined;
let url = '';
let output = '';

beforeAll(async () => {
  const file = await buildServer({ entry: 'server/main.ts', outdir });
  const port = await freePort();
  child = spawn(process.execPath, [...RUN_FLAGS, file], {
    env: {
      ...RUN_ENV, ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dataDir, 'console.db')}`, ADMIN_PASSWORD: PASSWORD,
      DEMO: '1', DEMO_FLEET: '0', MQTT_PORT: '0', CONSOLE_DIR: join(dataDir, 'no-console'), LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  url = `http://127.0.0.1:${port}/api/v0`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the compiled server exited (${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) throw new Error(`the compiled server did not answer in 30 s:\n${output}`);
    // "is running at" comes after the demo project is seeded and the server listens.
    if (output.includes('is running at')) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
});

afterAll(async () => {
  if (child) await stopProcess(child);
  rmSync(join(process.cwd(), outdir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('is a fresh build, with its source map, no longer stale', () => {
    expect(existsSync(join(outdir, 'main.js.map'))).toBe(true);
    expect(isStale(outdir)).toBe(false);
    expect(isStale(`${outdir}-missing`)).toBe(true);
  });

  it('answers server/info', async () => {
    const response = await fetch(`${url}/server/info`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { version: string } }).data.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('applied every migration of server/db/migrations', () => {
    const files = readdirSync('server/db/migrations').filter((file) => MIGRATION_FILE.test(file)).map((file) => file.replace(/\.ts$/, '')).sort();
    const db = new SQLite(join(dataDir, 'console.db'), { readonly: true });
    try {
      const applied = (db.prepare('SELECT name FROM kysely_migration ORDER BY name').all() as { name: string }[]).map((row) => row.name);
      expect(applied).toEqual(files);
    } finally {
      db.close();
    }
  });

  it('signs in and lists the demo project', async () => {
    const login = await fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { sessions: { token: string }[] }).sessions[0].token;
    for (const entity of ['users', 'groups', 'identifiers', 'devices']) {
      const response = await fetch(`${url}/${entity}/items?page=1&size=5`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status, entity).toBe(200);
      expect(((await response.json()) as { data: unknown[] }).data.length, entity).toBeGreaterThan(0);
    }
  });
});
