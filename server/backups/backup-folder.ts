/**
 * Where backup files are kept (BACKUPS_DIR, docs/backups.md): `<id>.backup` with `<id>.json` beside it (what the
 * list shows, so listing decrypts nothing). Files and folder are readable by the console's user only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chmod, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BACKUP_KINDS, type BackupItem, type BackupKind } from '../../schemas/backups';
import { AppError } from '../errors';
import type { Manifest } from './format';

const ID = new RegExp(`^\\d{8}T\\d{9}Z-(${BACKUP_KINDS.join('|')})-[0-9a-f]{8}$`);

export interface BackupFolder {
  dir: string;
  list(): Promise<BackupItem[]>;
  /** A new backup's id and the path to write it to. */
  reserve(kind: BackupKind): { id: string; path: string };
  /** Records a written backup (its manifest) and answers its list item. */
  record(id: string, manifest: Manifest): Promise<BackupItem>;
  item(id: string): Promise<BackupItem>;
  /** The file's path; not_found for an id the folder does not hold. */
  pathOf(id: string): Promise<string>;
  remove(id: string): Promise<void>;
}

export function backupFolder(dir: string): BackupFolder {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = (id: string) => join(dir, `${id}.backup`);
  const sidecar = (id: string) => join(dir, `${id}.json`);
  const checked = (id: string) => {
    if (!ID.test(id)) throw new AppError('not_found');
    return id;
  };
  const item = async (id: string): Promise<BackupItem> => {
    try {
      return JSON.parse(await readFile(sidecar(checked(id)), 'utf8')) as BackupItem;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('not_found');
      throw error;
    }
  };
  return {
    dir,
    async list() {
      const ids = (await readdir(dir)).flatMap((name) => (name.endsWith('.json') && ID.test(name.slice(0, -5)) ? [name.slice(0, -5)] : []));
      const items = await Promise.all(ids.map((id) => item(id).catch(() => undefined)));
      return items.filter((found): found is BackupItem => Boolean(found)).sort((a, b) => (a.id < b.id ? 1 : -1));
    },
    reserve(kind) {
      const id = `${new Date().toISOString().replace(/[-:.]/g, '')}-${kind}-${randomBytes(4).toString('hex')}`;
      return { id, path: file(id) };
    },
    async record(id, manifest) {
      const kind = /-([a-z_]+)-[0-9a-f]{8}$/.exec(id)![1] as BackupKind;
      await chmod(file(id), 0o600);
      const written: BackupItem = {
        id,
        kind,
        made_at: manifest.made_at,
        size: (await stat(file(id))).size,
        product_version: manifest.product_version,
        schema_version: manifest.schema_version[manifest.schema_version.length - 1],
        dialect: manifest.dialect,
        tables: manifest.tables.length,
        files: manifest.files.length,
      };
      await writeFile(sidecar(id), JSON.stringify(written), { mode: 0o600 });
      return written;
    },
    item,
    async pathOf(id) {
      await item(id);
      return file(id);
    },
    async remove(id) {
      await item(id);
      await rm(sidecar(id), { force: true });
      await rm(file(id), { force: true });
    },
  };
}
