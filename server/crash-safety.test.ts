/**
 * Crash safety with the real server as a child process (node --import tsx server/main.ts) on a SQLite
 * file: SIGKILL in the middle of a burst of writes loses no acknowledged write and leaves a database
 * that passes PRAGMA integrity_check; SIGTERM lets the requests in flight finish and exits 0.
 * (PostgreSQL's durability is PostgreSQL's; this guards our SQLite settings: WAL, synchronous=FULL.)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCasefold } from './db/casefold';
import { compiledEntry } from './test-support/compiled-entry';

/** Read-only, with the casefold() function the case-insensitive indexes are built on (db/connect.ts). */
function openChecked(file: string) {
  const db = new SQLite(file, { readonly: true });
  registerCasefold(db);
  return db;
}

const PASSWORD = 'crash-admin-password';

function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startProcess(databaseUrl: string): Promise<Running> {
  const port = await freePort();
  const child = spawn(process.execPath, [await compiledEntry('server/main.ts')], {
    cwd: process.cwd(),
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, DEMO: '0', MQTT_PORT: 'off', CONSOLE_DIR: '/nonexistent', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is running at')) (clearTimeout(timer), resolve());
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => (clearTimeout(timer), reject(new Error(`server exited:\n${output}`))));
  });
  return { child, url: `http://127.0.0.1:${port}/api/v0`, exited };
}

async function signIn(url: string) {
  const answer = await fetch(`${url}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'admin', password: PASSWORD }) });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as any).sessions[0].token as string;
}

/** One write: its status and stored id when answered, or the connection error's code. */
async function writeGroup(url: string, token: string, name: string): Promise<{ status?: number; id?: number; error?: string }> {
  try {
    const answer = await fetch(`${url}/groups`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name, parent_id: 0 }) });
    const id = ((await answer.json()) as any)?.data?.id;
    return { status: answer.status, id: answer.status >= 200 && answer.status < 300 && typeof id === 'number' ? id : undefined };
  } catch (error) {
    return { error: String((error as any)?.cause?.code ?? (error as Error).message) };
  }
}

/** The stored id when the write was acknowledged (2xx with an id), else undefined. */
const createGroup = async (url: string, token: string, name: string) => (await writeGroup(url, token, name)).id;

describe('crash safety (real process, SQLite file)', () => {
  let folder: string;
  let databaseUrl: string;
  let file: string;
  const running: Running[] = [];

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'crash-'));
    file = join(folder, 'console.db');
    databaseUrl = `sqlite:${file}`;
  });
  afterAll(() => {
    for (const { child } of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(folder, { recursive: true, force: true });
  });

  it('keeps every acknowledged write after SIGKILL mid-burst, and the database stays intact', async () => {
    const first = await startProcess(databaseUrl);
    running.push(first);
    const token = await signIn(first.url);
    const acknowledged = new Map<number, string>();
    let killed = false;
    // Eight writers keep writing until the kill; the kill comes after 60 acknowledgements.
    const writer = async (lane: number) => {
      for (let n = 0; !killed; n++) {
        const name = `crash ${lane}.${n}`;
        const id = await createGroup(first.url, token, name);
        if (id !== undefined) acknowledged.set(id, name);
        if (acknowledged.size >= 60 && !killed) {
          killed = true;
          first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, (_, lane) => writer(lane)));
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(60);

    const second = await startProcess(databaseUrl);
    running.push(second);
    const after = await signIn(second.url);
    const listed = await fetch(`${second.url}/groups/items?size=1000&filters=${encodeURIComponent(JSON.stringify({ name: { beginsWith: 'crash ' } }))}`, { headers: { authorization: `Bearer ${after}` } });
    const stored = new Map<number, string>();
    if (listed.status === 200) for (const group of ((await listed.json()) as any).data) stored.set(group.id, group.name);
    for (const [id, name] of acknowledged) {
      const name2 = stored.get(id) ?? ((await (await fetch(`${second.url}/groups/${id}`, { headers: { authorization: `Bearer ${after}` } })).json()) as any)?.data?.name;
      expect(name2, `acknowledged group ${id}`).toBe(name);
    }
    second.child.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
    const db = openChecked(file);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 30_000);

  it('on SIGTERM finishes the requests in flight and exits 0', async () => {
    const server = await startProcess(databaseUrl);
    running.push(server);
    const token = await signIn(server.url);
    // A write the server has begun (headers read, body still coming) when the signal arrives.
    const body = JSON.stringify({ name: 'term slow', parent_id: 0 });
    const target = new URL(`${server.url}/groups`);
    const slow = request(target, { method: 'PUT', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), authorization: `Bearer ${token}` } });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      slow.on('response', (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      slow.on('error', reject);
    });
    slow.write(body.slice(0, 10));
    // A burst besides: whatever the server answers 2xx must be stored; the rest is refused, not lost.
    const burst = Array.from({ length: 20 }, (_, n) => writeGroup(server.url, token, `term ${n}`));
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    slow.end(body.slice(10));
    const { status, text } = await answered;
    expect(status, text).toBe(201);
    const slowId = JSON.parse(text).data.id;
    const outcomes = await Promise.all(burst);
    expect((await server.exited).code).toBe(0);
    for (const outcome of outcomes) expect(outcome.status === undefined || outcome.status < 500 || outcome.status === 503, JSON.stringify(outcome)).toBe(true);
    const db = openChecked(file);
    expect(db.prepare('select name from groups where id = ?').get(slowId)).toEqual({ name: 'term slow' });
    const stored = db.prepare("select count(*) as n from groups where name like 'term %' and name <> 'term slow'").get() as { n: number };
    expect(stored.n).toBe(outcomes.filter((o) => o.id).length);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
  }, 30_000);
});
