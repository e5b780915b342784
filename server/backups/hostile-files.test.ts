/**
 * Verify before apply: a corrupt, truncated, foreign or hostile file (path traversal, a link, a zip bomb, a
 * schema newer than the server's, a changed entry) is refused with 'invalid backup image', on both databases,
 * and nothing changes: every table and file as before, no backup of the current state taken, no staging left.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { applyBackup, verifyBackup } from './apply';
import { tablesOf } from './catalog';
import { projectFingerprint } from '../test-support/backup-fingerprint';
import { decryptStream, encryptStream } from './cipher';
import { makeBackup } from './make';

const SECRET = 'hostile test key';
const folder = mkdtempSync(join(tmpdir(), 'backup-hostile-'));

interface Entry {
  name: string;
  content: Buffer;
  type?: 'file' | 'symlink' | 'directory';
}

async function entriesOf(file: string): Promise<Entry[]> {
  const entries: Entry[] = [];
  const extract = tar.extract();
  const reading = pipeline(Readable.from([await readFile(file)]), decryptStream(SECRET), createGunzip(), extract);
  for await (const entry of extract) entries.push({ name: entry.header.name, content: await buffer(entry) });
  await reading;
  return entries;
}

async function packed(entries: Entry[]) {
  const pack = tar.pack();
  for (const { name, content, type = 'file' } of entries) {
    if (type === 'symlink') pack.entry({ name, type, linkname: '/etc/passwd' });
    else if (type === 'file') pack.entry({ name, type }, content);
    else pack.entry({ name, type });
  }
  pack.finalize();
  return buffer(pack);
}

async function sealed(plain: Buffer, secret = SECRET) {
  return buffer(Readable.from([plain]).pipe(encryptStream(secret)));
}

const withManifest = (entries: Entry[], change: (manifest: any) => void): Entry[] =>
  entries.map((entry) => {
    if (entry.name !== 'manifest.json') return entry;
    const manifest = JSON.parse(entry.content.toString());
    change(manifest);
    return { ...entry, content: Buffer.from(JSON.stringify(manifest)) };
  });

describe.each(DIALECTS)('hostile backup files on %s', (dialect) => {
  let server: TestServer;
  let good: string;
  let entries: Entry[];
  const target = () => ({ ...server.store, files: server.store.files!, entities, databaseUrl: server.config.databaseUrl });
  beforeAll(async () => {
    server = await startServer(dialect);
    good = join(folder, `${dialect}-good.backup`);
    await makeBackup(target(), good, SECRET);
    entries = await entriesOf(good);
  });
  afterAll(() => server?.close());

  const bytesOf = {
    'a changed byte': async () => {
      const bytes = await readFile(good);
      bytes[Math.floor(bytes.length / 2)] ^= 1;
      return bytes;
    },
    'a truncated file': async () => (await readFile(good)).subarray(0, -100),
    'a foreign file': async () => gzipSync(await packed(entries)),
    'random bytes': async () => randomBytes(4096),
    'another key': async () => sealed(gzipSync(await packed(entries)), 'another key'),
    'a path traversal name': async () => sealed(gzipSync(await packed([...entries, { name: 'files/../../../etc/cron.d/x', content: Buffer.from('x') }]))),
    'an absolute name': async () => sealed(gzipSync(await packed([entries[0], { name: '/tmp/evil', content: Buffer.from('x') }]))),
    'a link': async () => sealed(gzipSync(await packed([entries[0], { name: entries[1].name, content: Buffer.alloc(0), type: 'symlink' }]))),
    'a directory': async () => sealed(gzipSync(await packed([entries[0], { name: 'tables/', content: Buffer.alloc(0), type: 'directory' }]))),
    'a zip bomb': async () => sealed(gzipSync(Buffer.alloc(64 * 1024 * 1024))),
    'an entry larger than its manifest says': async () => sealed(gzipSync(await packed(entries.map((entry, at) => (at === 1 ? { ...entry, content: Buffer.concat([entry.content, Buffer.alloc(1024 * 1024, 0x20)]) } : entry))))),
    'a changed table': async () =>
      sealed(gzipSync(await packed(entries.map((entry) => (entry.name === 'tables/groups.jsonl' ? { ...entry, content: Buffer.from(entry.content.toString().replace(/"[^"]+"/, (word) => `"${'x'.repeat(word.length - 2)}"`)) } : entry))))),
    'an entry twice': async () => sealed(gzipSync(await packed([...entries, entries[1]]))),
    'an entry missing': async () => sealed(gzipSync(await packed(entries.filter((entry) => entry.name !== 'tables/users.jsonl')))),
    'the manifest after the tables': async () => sealed(gzipSync(await packed([...entries.slice(1), entries[0]]))),
    'a newer schema': async () => sealed(gzipSync(await packed(withManifest(entries, (manifest) => manifest.schema_version.push('9999_from_the_future'))))),
    'another product': async () => sealed(gzipSync(await packed(withManifest(entries, (manifest) => (manifest.format = 'something-else'))))),
  };

  it.each(Object.keys(bytesOf) as (keyof typeof bytesOf)[])('%s is refused and nothing changes', async (kind) => {
    const file = join(folder, `${dialect}-${kind.replace(/\W+/g, '-')}.backup`);
    await writeFile(file, await bytesOf[kind]());
    await expect(verifyBackup(file, SECRET)).rejects.toMatchObject({ key: 'invalid_backup_image' });
    const before = await projectFingerprint(server.store);
    let backedUp = false;
    await expect(applyBackup(target(), file, SECRET, async () => (backedUp = true))).rejects.toMatchObject({ key: 'invalid_backup_image' });
    expect(backedUp).toBe(false);
    expect(await projectFingerprint(server.store)).toEqual(before);
    if (dialect === 'postgres') {
      const { rows } = await sql<{ name: string }>`select nspname as name from pg_namespace where nspname like 'backup_restore_%'`.execute(server.store.db);
      expect(rows).toEqual([]);
    }
  });

  it('an older schema is accepted and migrated after the restore', async () => {
    // The backup as a server one migration behind would have made it: the tables and columns it had then.
    const manifest = JSON.parse(entries[0].content.toString());
    const older = manifest.schema_version.slice(0, -1);
    const then = connect(`sqlite:${join(folder, `${dialect}-older-schema.db`)}`);
    await migrateToLatest(then.db, { target: older[older.length - 1] });
    const shapes = new Map((await tablesOf(then.db, 'sqlite')).map((table) => [table.name, table.columns]));
    await then.close();
    const kept: Entry[] = [];
    const tables = [];
    for (const table of manifest.tables) {
      const columns = shapes.get(table.name);
      if (!columns) continue;
      const at = columns.map((column) => table.columns.indexOf(column));
      const entry = entries.find((candidate) => candidate.name === `tables/${table.name}.jsonl`)!;
      const lines = entry.content.toString().split('\n').filter(Boolean).map((line) => JSON.stringify(at.map((index) => JSON.parse(line)[index])));
      kept.push({ name: entry.name, content: Buffer.from(lines.map((line) => `${line}\n`).join('')) });
      tables.push({ ...table, columns });
    }
    expect(tables.length).toBeLessThanOrEqual(manifest.tables.length);
    const files = entries.filter((entry) => entry.name.startsWith('files/'));
    const digest = (content: Buffer) => ({ size: content.length, sha256: createHash('sha256').update(content).digest('hex') });
    const olderManifest = { ...manifest, schema_version: older, tables, entries: Object.fromEntries([...kept, ...files].map((entry) => [entry.name, digest(entry.content)])) };
    const file = join(folder, `${dialect}-older-schema.backup`);
    await writeFile(file, await sealed(gzipSync(await packed([{ name: 'manifest.json', content: Buffer.from(JSON.stringify(olderManifest)) }, ...kept, ...files]))));
    const before = await projectFingerprint(server.store);
    await applyBackup(target(), file, SECRET, async () => {});
    // The last migration ran on the restored data, which is the project as it was (the backup's, made unchanged).
    expect(await projectFingerprint(server.store)).toEqual(before);
    expect((await server.request('GET', '/users/items', { token: await server.login('admin') })).status).toBe(200);
  });

  it('the good file passes, so each refusal above is its own change', async () => {
    expect((await verifyBackup(good, SECRET)).tables.length).toBeGreaterThan(10);
    expect(await entriesOf(good)).toHaveLength(entries.length);
  });
});
