/**
 * The backup engine through its real parts (a demo project on each database, its files on disk): a backup
 * applied brings every table and every file back to what they were when it was made, on SQLite, on
 * PostgreSQL, and from one to the other.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { applyBackup } from './apply';
import { portableFingerprint, projectFingerprint } from '../test-support/backup-fingerprint';
import { type BackupSource, makeBackup } from './make';

const SECRET = 'engine test key';
const folder = mkdtempSync(join(tmpdir(), 'backup-engine-'));
const servers: Partial<Record<(typeof DIALECTS)[number], TestServer>> = {};
const sourceOf = (server: TestServer): BackupSource & { databaseUrl: string } => ({ ...server.store, entities, files: server.store.files!, databaseUrl: server.config.databaseUrl });

beforeAll(async () => {
  for (const dialect of DIALECTS) servers[dialect] = await startServer(dialect);
});
afterAll(async () => {
  for (const server of Object.values(servers)) await server?.close();
});

/** Changes a table, a join table and a file: what applying must undo. */
async function changeEverything(server: TestServer) {
  const admin = await server.login('admin');
  const group = await server.request('PUT', '/groups', { token: admin, body: { name: 'Made after the backup', parent_id: 0 } });
  expect(group.status).toBe(201);
  const users = await server.request('GET', '/users/items', { token: admin, query: { size: 1, sort: '-id' } });
  expect((await server.request('DELETE', `/users/${users.body.data[0].id}`, { token: admin })).status).toBe(200);
  const alerts = await server.request('GET', '/emergency-alerts/items', { token: admin });
  expect((await server.request('DELETE', `/emergency-alerts/${alerts.body.data[0].id}`, { token: admin })).status).toBe(200);
}

describe.each(DIALECTS)('a backup made on %s', (from) => {
  it.each(DIALECTS)('applied on %s brings every table and file back', { timeout: 120_000 }, async (to) => {
    const source = servers[from]!;
    const target = servers[to]!;
    const file = join(folder, `${from}-${to}.backup`);
    const manifest = await makeBackup(sourceOf(source), file, SECRET);
    expect(manifest.files.length).toBeGreaterThan(0);
    // The same database's own digest where it can, the portable one across databases.
    const fingerprint = from === to ? projectFingerprint : portableFingerprint;
    const made = await fingerprint(source.store);
    expect(Object.keys(made.files).length).toBeGreaterThan(0);
    await changeEverything(target);
    expect(await fingerprint(target.store)).not.toEqual(made);
    let before = 0;
    await applyBackup(sourceOf(target), file, SECRET, async () => void before++);
    expect(before).toBe(1);
    expect(await fingerprint(target.store)).toEqual(made);
    // The console works on the restored data: a sign-in and a write.
    const admin = await target.login('admin');
    expect((await target.request('PUT', '/groups', { token: admin, body: { name: `After restore ${from}`, parent_id: 0 } })).status).toBe(201);
  });
});

describe.each(DIALECTS)('applying on %s', (dialect) => {
  // The fresh database's tables are read from its catalogue once, not once per table loaded: on PostgreSQL each
  // read costs tens of milliseconds (an apply of a 0.1 MB backup took 6 to 32 s).
  it('reads the fresh database\'s tables once, however many it loads', { timeout: 120_000 }, async () => {
    const server = servers[dialect]!;
    const file = join(folder, `${dialect}-catalogue.backup`);
    const manifest = await makeBackup(sourceOf(server), file, SECRET);
    const queries: string[] = [];
    await applyBackup({ ...sourceOf(server), log: (event) => void queries.push(event.query.sql) }, file, SECRET, async () => {});
    expect(manifest.tables.length).toBeGreaterThan(30);
    expect(queries.filter((query) => /^insert/i.test(query)).length).toBeGreaterThan(10);
    const times = new Map<string, number>();
    for (const query of queries.filter((text) => /^\s*select/i.test(text))) times.set(query, (times.get(query) ?? 0) + 1);
    // No question to the fresh database is asked once per table.
    expect(Math.max(...times.values())).toBeLessThan(5);
  });
});
