/**
 * Making a backup file (format.ts): every table of one consistent snapshot (snapshot.ts) and every file its
 * records hold. Tables go to a private work folder first, as a tar entry needs its size and the manifest, which
 * comes first, every entry's checksum; the archive then streams through gzip and the cipher to disk.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Entity } from '../../schemas/define-entity';
import type { DialectName } from '../db/connect';
import { fileFieldsOf, fileKey, storedFileOf } from '../files/record-files';
import type { FileStorage } from '../files/storage';
import { VERSION } from '../version';
import { encryptStream } from './cipher';
import { FORMAT, FORMAT_VERSION, MANIFEST_ENTRY, type Manifest, encodeValue, fileEntry, tableEntry } from './format';
import { type Snapshot, withSnapshot } from './snapshot';
import type { Kysely } from 'kysely';

/** What a backup is made of. */
export interface BackupSource {
  db: Kysely<any>;
  dialect: DialectName;
  files: FileStorage;
  entities: readonly Entity[];
}

type Entries = Manifest['entries'];

/** Writes the backup to `target` (readable by this user only), encrypted with `secret`; answers its manifest. */
export async function makeBackup(source: BackupSource, target: string, secret: string): Promise<Manifest> {
  const work = await mkdtemp(join(tmpdir(), 'backup-make-'));
  try {
    const entries: Entries = {};
    const { manifest, fileKeys } = await withSnapshot(source, async (snapshot) => {
      const fileKeys: string[] = [];
      const tables: Manifest['tables'] = [];
      for (const table of snapshot.tables) {
        const rows = await dumpTable(snapshot, table, join(work, `${table.name}.jsonl`), entries, fileCollector(source.entities, table, fileKeys));
        tables.push({ ...table, rows });
      }
      return { manifest: { format: FORMAT, format_version: FORMAT_VERSION, schema_version: snapshot.schemaVersion, product_version: VERSION, dialect: source.dialect, made_at: new Date().toISOString(), tables, files: [] as string[], entries } satisfies Manifest, fileKeys };
    });
    for (const key of fileKeys) {
      const bytes = await source.files.get(key);
      // A record naming bytes the storage lost restores as it was: naming them still.
      if (!bytes) continue;
      entries[fileEntry(key)] = { size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
      manifest.files.push(key);
    }
    await writeArchive(manifest, work, source.files, `${target}.part`, secret);
    await rename(`${target}.part`, target);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(`${target}.part`, { force: true });
  }
}

/** Collects the storage keys of the files a table's rows hold (its entity's file fields). */
function fileCollector(entities: readonly Entity[], table: Snapshot['tables'][number], keys: string[]) {
  const entity = entities.find((candidate) => candidate.table === table.name);
  const fields = entity ? fileFieldsOf(entity).map(({ field }) => ({ field, at: table.columns.indexOf(field) })).filter(({ at }) => at >= 0) : [];
  const idAt = table.columns.indexOf('id');
  if (!entity || !fields.length || idAt < 0) return undefined;
  return (row: unknown[]) => {
    for (const { field, at } of fields) {
      const file = storedFileOf(row[at]);
      if (file) keys.push(fileKey(entity, Number(row[idAt]), field, file.version));
    }
  };
}

async function dumpTable(snapshot: Snapshot, table: Snapshot['tables'][number], path: string, entries: Entries, onRow?: (row: unknown[]) => void) {
  const out = createWriteStream(path, { mode: 0o600 });
  const hash = createHash('sha256');
  let size = 0;
  let rows = 0;
  const lines = async function* () {
    for await (const batch of snapshot.rows(table)) {
      const text = batch.map((row) => `${JSON.stringify(row.map(encodeValue))}\n`).join('');
      for (const row of batch) onRow?.(row);
      rows += batch.length;
      const bytes = Buffer.from(text);
      hash.update(bytes);
      size += bytes.length;
      yield bytes;
    }
  };
  await pipeline(Readable.from(lines()), out);
  entries[tableEntry(table.name)] = { size, sha256: hash.digest('hex') };
  return rows;
}

async function writeArchive(manifest: Manifest, work: string, files: FileStorage, path: string, secret: string) {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), encryptStream(secret), createWriteStream(path, { mode: 0o600 }));
  written.catch(() => {});
  const add = (name: string, size: number, content: Readable) =>
    new Promise<void>((resolve, reject) => {
      const entry = pack.entry({ name, size, mode: 0o600 }, (error) => (error ? reject(error) : resolve()));
      content.on('error', reject).pipe(entry);
    });
  const text = Buffer.from(JSON.stringify(manifest));
  await add(MANIFEST_ENTRY, text.length, Readable.from([text]));
  for (const table of manifest.tables) {
    await add(tableEntry(table.name), manifest.entries[tableEntry(table.name)].size, createReadStream(join(work, `${table.name}.jsonl`)));
  }
  for (const key of manifest.files) {
    const bytes = (await files.get(key)) ?? Buffer.alloc(0);
    await add(fileEntry(key), bytes.length, Readable.from([bytes]));
  }
  pack.finalize();
  await written;
}
