/**
 * Test support: what a backup must bring back. `projectFingerprint`: every table (server.ts beside it, this
 * database's own digest) and every held file. `portableFingerprint`: the same in a form both databases give
 * alike (rows as JSON, sorted), to compare a project moved from one database to the other.
 */
import { createHash } from 'node:crypto';
import { entities } from '../../schemas';
import type { Store } from '../crud/repository';
import { storeFingerprint } from './server';
import { tablesOf } from '../backups/catalog';
import { heldFileKeys } from '../backups/file-keys';
import { encodeValue } from '../backups/format';

async function filesFingerprint(store: Store) {
  const files: Record<string, string> = {};
  for (const key of [...(await heldFileKeys(store.db, entities))].sort()) {
    const bytes = await store.files?.get(key);
    files[key] = bytes ? createHash('sha256').update(bytes).digest('hex') : 'missing';
  }
  return files;
}

export async function projectFingerprint(store: Store) {
  return { tables: await storeFingerprint(store), files: await filesFingerprint(store) };
}

export async function portableFingerprint(store: Store) {
  const tables: Record<string, { rows: number; content: string }> = {};
  for (const table of await tablesOf(store.db, store.dialect)) {
    const columns = [...table.columns].sort();
    const rows = await store.db.selectFrom(table.name).select(columns).execute();
    const lines = rows.map((row) => JSON.stringify(columns.map((column) => encodeValue(row[column])))).sort();
    tables[table.name] = { rows: rows.length, content: createHash('sha1').update(lines.join('\n')).digest('hex') };
  }
  return { tables, files: await filesFingerprint(store) };
}
