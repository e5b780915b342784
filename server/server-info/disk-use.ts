/**
 * Versions and disk use for System info: the database's version and size (SQLite: its pages; PostgreSQL: the
 * database's), and the bytes of the uploaded files' folder. The folder's walk is remembered for a minute, so
 * the page asking every few seconds does not walk a large folder each time.
 */
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connect';
import { sampled } from '../metrics/metric-set';

const FOLDER_SAMPLE_MS = 60_000;

export async function databaseFacts(db: Kysely<any>, dialect: DialectName) {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ version: string; bytes: number }>`select sqlite_version() as version, (select page_count from pragma_page_count()) * (select page_size from pragma_page_size()) as bytes`.execute(db);
    return { dialect, version: `SQLite ${rows[0].version}`, size_bytes: Number(rows[0].bytes) };
  }
  const { rows } = await sql<{ version: string; bytes: number }>`select current_setting('server_version') as version, pg_database_size(current_database()) as bytes`.execute(db);
  return { dialect, version: `PostgreSQL ${rows[0].version}`, size_bytes: Number(rows[0].bytes) };
}

/** Bytes of the files under `folder` (0 when it does not exist yet). */
async function folderBytes(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) total += await folderBytes(path);
    else if (entry.isFile()) total += (await stat(path).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** The files' folder's use, remembered for a minute; null when files live in memory (tests). */
export function filesUse(folder: string | undefined) {
  const read = folder ? sampled(() => folderBytes(folder), FOLDER_SAMPLE_MS) : undefined;
  return async () => (read ? await read() : null);
}
