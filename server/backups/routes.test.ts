/**
 * The backup calls over real HTTP on both databases: each behind its permission, files kept readable by the
 * console's user only, a download audited, a passphrase round trip, one job at a time, a hostile upload refused
 * with nothing kept or changed, and an administrator's restore bringing a deleted resident back.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { projectFingerprint } from '../test-support/backup-fingerprint';

describe.each(DIALECTS)('backup calls on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const dir = mkdtempSync(join(tmpdir(), 'backup-routes-'));
  beforeAll(async () => {
    server = await startServer(dialect, { config: { backups: { dir, key: 'routes test key' } } });
    admin = await server.login('admin');
  });
  afterAll(() => server?.close());

  const make = () => server.request('POST', '/backups', { token: admin });
  const download = async (id: string, body: object = {}) => {
    const response = await fetch(`${server.url}/api/v0/backups/${id}/download`, { method: 'POST', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
  };
  const upload = async (bytes: Buffer, options: { passphrase?: string; apply?: boolean } = {}) => {
    const form = new FormData();
    if (options.passphrase) form.append('passphrase', options.passphrase);
    form.append('file', new Blob([new Uint8Array(bytes)]), 'project.backup');
    const response = await fetch(`${server.url}/api/v0/backups/file${options.apply ? '/apply' : ''}`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    return { status: response.status, body: (await response.json()) as any };
  };

  it('refuses every call to a user without the backup permissions, writing nothing', async () => {
    const made = await make();
    expect(made.status).toBe(201);
    const manager = await server.login('manager.a');
    const before = await projectFingerprint(server.store);
    const id = made.body.data.id;
    for (const [method, path] of [['GET', '/backups/items'], ['POST', '/backups'], ['POST', `/backups/${id}/download`], ['POST', `/backups/${id}/apply`], ['DELETE', `/backups/${id}`]]) {
      const answer = await server.request(method, path, { token: manager, body: method === 'POST' ? {} : undefined });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    expect(await projectFingerprint(server.store)).toEqual(before);
    expect(readdirSync(dir).filter((name) => name.endsWith('.backup'))).toHaveLength(1);
  });

  it('keeps files readable by the console user only and lists them newest first', async () => {
    const made = await make();
    expect(made.body.data).toMatchObject({ kind: 'manual', dialect, tables: expect.any(Number), files: expect.any(Number) });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(dir)) expect(statSync(join(dir, name)).mode & 0o777, name).toBe(0o600);
    const list = await server.request('GET', '/backups/items', { token: admin });
    expect(list.body.data[0].id).toBe(made.body.data.id);
    expect(list.body.data[0].size).toBe(statSync(join(dir, `${made.body.data.id}.backup`)).size);
  });

  it('audits a download, and a passphrase carries the file to an upload', async () => {
    const id = (await make()).body.data.id;
    const plain = await download(id);
    expect(plain.status).toBe(200);
    const events = await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'backups' } });
    expect(events.body.data.map((event: any) => [event.action, event.changes.backup.after])).toContainEqual(['command:download', id]);
    const sealed = await download(id, { passphrase: 'correct horse battery' });
    expect(sealed.status).toBe(200);
    expect(sealed.bytes.equals(plain.bytes)).toBe(false);
    expect((await upload(sealed.bytes)).body.error.code).toBe('invalid_backup_image');
    expect((await upload(sealed.bytes, { passphrase: 'wrong horse battery' })).body.error.code).toBe('invalid_backup_image');
    const kept = await upload(sealed.bytes, { passphrase: 'correct horse battery' });
    expect(kept.status).toBe(201);
    expect(kept.body.data).toMatchObject({ kind: 'uploaded' });
    expect((await upload(plain.bytes)).status).toBe(201);
  });

  it('refuses a hostile upload with invalid backup image, keeping nothing and changing nothing', async () => {
    const files = readdirSync(dir);
    const before = await projectFingerprint(server.store);
    for (const bytes of [randomBytes(10_000), Buffer.from('PK\u0003\u0004 not a backup')]) {
      for (const apply of [false, true]) {
        const answer = await upload(bytes, { apply });
        expect(answer.status).toBe(422);
        expect(answer.body.error.code).toBe('invalid_backup_image');
      }
    }
    expect(readdirSync(dir)).toEqual(files);
    expect(await projectFingerprint(server.store)).toEqual(before);
  });

  it('runs one backup job at a time: parallel makes and applies get a clear refusal', async () => {
    const id = (await make()).body.data.id;
    const answers = await Promise.all([make(), make(), server.request('POST', `/backups/${id}/apply`, { token: admin })]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 409)).toHaveLength(2);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.error.code).toBe('not_in_state');
  });

  it('brings a deleted resident back with a restore, after backing up the state it replaces', async () => {
    const users = await server.request('GET', '/users/items', { token: admin, query: { size: 100 } });
    const resident = users.body.data.find((user: { login: string }) => user.login === 'resident1');
    expect(resident).toBeDefined();
    const made = (await make()).body.data;
    const before = await projectFingerprint(server.store);
    expect((await server.request('DELETE', `/users/${resident.id}`, { token: admin })).status).toBe(200);
    expect((await server.request('GET', `/users/${resident.id}`, { token: admin })).status).toBe(404);
    const applied = await server.request('POST', `/backups/${made.id}/apply`, { token: admin });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data).toMatchObject({ applied: { id: made.id }, before: { kind: 'before_apply' } });
    expect((await server.request('GET', `/users/${resident.id}`, { token: admin })).body.data).toMatchObject({ login: 'resident1' });
    // Everything as it was, and the apply itself in the audit trail.
    const after = await projectFingerprint(server.store);
    expect({ ...after.tables, audit_events: undefined }).toEqual({ ...before.tables, audit_events: undefined });
    expect(after.files).toEqual(before.files);
    // The trail as the backup holds it (without the make's own event, recorded once it was made) and the apply.
    expect(after.tables.audit_events.rows).toBe(before.tables.audit_events.rows);
    const latest = await server.request('GET', '/audit-events/items', { token: admin, query: { size: 1 } });
    expect(latest.body.data[0]).toMatchObject({ entity: 'backups', action: 'command:apply', changes: { backup: { after: made.id } } });
  });

  it('applies an uploaded file and deletes a kept one', async () => {
    const id = (await make()).body.data.id;
    const bytes = (await download(id)).bytes;
    const applied = await upload(bytes, { apply: true });
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.applied.kind).toBe('uploaded');
    expect((await server.request('DELETE', `/backups/${id}`, { token: admin })).status).toBe(200);
    expect(readdirSync(dir).filter((name) => name.startsWith(id))).toEqual([]);
    expect((await server.request('DELETE', `/backups/${id}`, { token: admin })).status).toBe(404);
    expect((await server.request('POST', '/backups/..%2F..%2Fetc%2Fpasswd/apply', { token: admin })).status).toBe(404);
  });
});
