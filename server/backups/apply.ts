/**
 * Applying a backup, all or nothing: the file is read and checked whole (read.ts) into a fresh database at its
 * schema version (staging.ts), which is then migrated; only then is a backup of the current state taken
 * (`before`), the files put in place and the live tables replaced in one transaction. Files only the replaced
 * records held go last. A newer schema than the server's, or another product's, is refused.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'kysely';
import { migrationNames } from '../db/migrate';
import { AppError } from '../errors';
import { invalidBackup } from './cipher';
import { heldFileKeys } from './file-keys';
import type { Manifest } from './format';
import type { BackupSource } from './make';
import { type BackupVisitor, readBackup } from './read';
import { type Staging, openStaging } from './staging';

export interface RestoreTarget extends BackupSource {
  databaseUrl: string;
  /** Told of the fresh database's queries, as connect's `log` is of the live one's. */
  log?: Logger;
}

/** Refuses a schema this server does not have: newer (a migration it lacks) or another history. */
function checkSchema(manifest: Manifest, known: string[]) {
  const fits = manifest.schema_version.length <= known.length && manifest.schema_version.every((name, at) => known[at] === name);
  if (!fits) throw invalidBackup('schema version newer than this server or foreign');
}

/** Reads and checks the whole file without using it. */
export async function verifyBackup(path: string, secret: string): Promise<Manifest> {
  const known = await migrationNames();
  return readBackup(path, secret, { manifest: (manifest) => checkSchema(manifest, known) });
}

export async function applyBackup(target: RestoreTarget, path: string, secret: string, before: () => Promise<unknown>): Promise<Manifest> {
  const known = await migrationNames();
  const held = await mkdtemp(join(tmpdir(), 'backup-files-'));
  const files: string[] = [];
  let staging: Staging | undefined;
  try {
    const visitor: BackupVisitor = {
      async manifest(manifest) {
        checkSchema(manifest, known);
        staging = await openStaging(target, target.databaseUrl, manifest.schema_version[manifest.schema_version.length - 1]);
      },
      table: (table, batches) => staging!.load(table, batches),
      async file(key, bytes) {
        await writeFile(join(held, String(files.length)), bytes, { mode: 0o600 });
        files.push(key);
      },
    };
    const manifest = await readBackup(path, secret, visitor).catch((error) => {
      throw error instanceof AppError ? error : invalidBackup(error instanceof Error ? error.message : 'not applicable');
    });
    await staging!.finish();
    await before();
    for (const [at, key] of files.entries()) await target.files.put(key, await readFile(join(held, String(at))));
    const previous = await heldFileKeys(target.db, target.entities);
    await staging!.swapInto(target);
    const now = await heldFileKeys(target.db, target.entities);
    await target.files.remove([...previous].filter((key) => !now.has(key)));
    return manifest;
  } finally {
    await staging?.drop();
    await rm(held, { recursive: true, force: true });
  }
}
