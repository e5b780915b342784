/**
 * Reading a backup file entry by entry, refusing anything this format never writes, before any of it is used:
 * a foreign or changed file (cipher.ts), a name outside manifest.json, tables/<table>.jsonl and files/<key>
 * (path traversal, links, devices), an entry the manifest does not list or lists at another size or checksum,
 * and content that expands beyond what the manifest declares (a zip bomb). Every refusal is 'invalid backup image'.
 * The cipher's tag is checked at the end: a caller uses what it was handed only once readBackup has resolved.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { AppError } from '../errors';
import { decryptStream, invalidBackup } from './cipher';
import { LIMITS, type Manifest, decodeValue, entryOf, manifestSchema, tableEntry } from './format';

export interface BackupVisitor {
  /** Called first; a throw refuses the file (a schema newer than the server's). */
  manifest?(manifest: Manifest): Promise<void> | void;
  /** The table's rows, decoded, in batches; the visitor reads them all. */
  table?(table: Manifest['tables'][number], batches: AsyncIterable<unknown[][]>): Promise<void>;
  file?(key: string, bytes: Buffer): Promise<void>;
}

/** Per entry: tar header, pax header and padding. */
const ENTRY_OVERHEAD = 4096;

export async function readBackup(path: string, secret: string, visitor: BackupVisitor = {}): Promise<Manifest> {
  let limit = LIMITS.manifestBytes + ENTRY_OVERHEAD;
  let expanded = 0;
  const bounded = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      expanded += chunk.length;
      done(expanded > limit ? invalidBackup('expands beyond its declared contents') : null, chunk);
    },
  });
  const extract = tar.extract();
  const feeding = pipeline(createReadStream(path), decryptStream(secret), createGunzip(), bounded, extract);
  feeding.catch(() => {});
  let manifest: Manifest | undefined;
  const seen = new Set<string>();
  try {
    for await (const entry of extract) {
      const { name, type, size = 0 } = entry.header;
      const what = entryOf(name);
      if (type !== 'file' || !what) throw invalidBackup(`entry not allowed: ${name.slice(0, 200)}`);
      if (!manifest) {
        if (what.kind !== 'manifest' || size > LIMITS.manifestBytes) throw invalidBackup('manifest.json must come first');
        manifest = parseManifest(await collect(entry as unknown as AsyncIterable<Buffer>, size));
        limit = expanded + manifest.tables.length * ENTRY_OVERHEAD + Object.values(manifest.entries).reduce((sum, { size: bytes }) => sum + bytes + ENTRY_OVERHEAD, ENTRY_OVERHEAD * 4);
        await visitor.manifest?.(manifest);
        continue;
      }
      const declared = manifest.entries[name];
      if (!declared || seen.has(name) || declared.size !== size) throw invalidBackup(`entry not in the manifest, or of another size: ${name.slice(0, 200)}`);
      seen.add(name);
      const hash = createHash('sha256');
      const content = hashed(entry as unknown as AsyncIterable<Buffer>, hash);
      if (what.kind === 'table') await readTable(manifest, what.table, content, visitor);
      else if (what.kind === 'file') {
        // Read whether or not the visitor wants it: its checksum is checked below.
        const bytes = await collect(content, size);
        await visitor.file?.(what.key, bytes);
      }
      else throw invalidBackup('two manifests');
      if (hash.digest('hex') !== declared.sha256) throw invalidBackup(`checksum mismatch: ${name}`);
    }
    await feeding;
  } catch (error) {
    extract.destroy();
    await feeding.catch(() => {});
    throw error instanceof AppError ? error : invalidBackup(error instanceof Error ? error.message : 'unreadable');
  }
  if (!manifest) throw invalidBackup('empty');
  const missing = Object.keys(manifest.entries).find((name) => !seen.has(name));
  if (missing) throw invalidBackup(`entry missing: ${missing}`);
  return manifest;
}

function parseManifest(bytes: Buffer): Manifest {
  let parsed: Manifest;
  try {
    parsed = manifestSchema.parse(JSON.parse(bytes.toString('utf8')));
  } catch {
    throw invalidBackup('manifest unreadable');
  }
  const names = new Set(parsed.tables.map((table) => table.name));
  const listed = [...parsed.tables.map((table) => tableEntry(table.name)), ...parsed.files.map((key) => `files/${key}`)];
  const entries = Object.keys(parsed.entries);
  const fits = names.size === parsed.tables.length && new Set(listed).size === listed.length && listed.length === entries.length && listed.every((name) => name in parsed.entries);
  if (!fits || entries.length > LIMITS.entries || entries.some((name) => entryOf(name)?.kind === 'manifest')) throw invalidBackup('manifest lists other entries');
  if (parsed.files.some((key) => parsed.entries[`files/${key}`].size > LIMITS.fileBytes)) throw invalidBackup('file too large');
  return parsed;
}

async function* hashed(entry: AsyncIterable<Buffer>, hash: ReturnType<typeof createHash>) {
  for await (const chunk of entry) {
    hash.update(chunk);
    yield chunk;
  }
}

async function collect(entry: AsyncIterable<Buffer>, size: number) {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of entry) {
    length += chunk.length;
    if (length > size) throw invalidBackup('entry longer than declared');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

async function readTable(manifest: Manifest, name: string, entry: AsyncIterable<Buffer>, visitor: BackupVisitor) {
  const table = manifest.tables.find((candidate) => candidate.name === name)!;
  let rows = 0;
  const batches = async function* () {
    let pending = '';
    // A character split between two chunks is joined before it is read.
    const decoder = new StringDecoder('utf8');
    for await (const chunk of entry) {
      const lines = (pending + decoder.write(chunk)).split('\n');
      pending = lines.pop()!;
      if (pending.length > LIMITS.lineBytes) throw invalidBackup(`line too long in ${name}`);
      const batch = lines.map((line) => rowOf(line, table.columns.length, name));
      rows += batch.length;
      if (batch.length) yield batch;
    }
    if (pending !== '') throw invalidBackup(`truncated ${name}`);
  };
  const reading = batches();
  if (visitor.table) await visitor.table(table, reading);
  // Whatever the visitor left is still checked (and hashed).
  for await (const _ of reading);
  if (rows !== table.rows) throw invalidBackup(`row count of ${name}`);
}

function rowOf(line: string, columns: number, table: string): unknown[] {
  try {
    const row = JSON.parse(line) as unknown;
    if (Array.isArray(row) && row.length === columns) return row.map(decodeValue);
  } catch {
    // refused below
  }
  throw invalidBackup(`malformed row in ${table}`);
}
