/**
 * Where uploaded files' bytes live (issue 15 §3). Records hold what a file is; the storage holds its bytes
 * under a key. Local disk by default (FILES_DIR); anything with these three calls (an object store) will do.
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FileStorage {
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the keys; missing ones are no error. */
  remove(keys: readonly string[]): Promise<void>;
}

/** Keys are made by the server (`table/id/field-version`); anything else is refused rather than resolved. */
const KEY = /^[a-z0-9_]+\/\d+\/[a-z0-9_]+-[0-9a-f]{16,64}$/;

function checkedKey(key: string) {
  if (!KEY.test(key)) throw new Error(`not a file key: ${key}`);
  return key;
}

/** Files in a folder, one per key. A write goes to a temporary name first, so a crash never leaves half a file. */
export function diskStorage(folder: string): FileStorage {
  const root = resolve(folder);
  const pathOf = (key: string) => {
    const path = join(root, ...checkedKey(key).split('/'));
    if (!path.startsWith(root + sep)) throw new Error(`not a file key: ${key}`);
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.part`, bytes, { flush: true });
      await rename(`${path}.part`, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(pathOf(key), { force: true })));
    },
  };
}

/** The test double, and the storage of a server whose database is in memory too (nothing else survives either). */
export function memoryStorage(): FileStorage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, bytes) {
      files.set(checkedKey(key), Buffer.from(bytes));
    },
    async get(key) {
      return files.get(checkedKey(key));
    },
    async remove(keys) {
      for (const key of keys) files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}

/** The folder a server with this configuration keeps its files in (see Config.filesDir); none for an in-memory database. */
export function filesFolderOf(config: { filesDir?: string; databaseUrl: string }): string | undefined {
  if (config.filesDir) return config.filesDir;
  if (config.databaseUrl === 'sqlite::memory:') return undefined;
  const sqliteFile = /^sqlite:(.+)$/.exec(config.databaseUrl)?.[1];
  return sqliteFile ? join(dirname(sqliteFile), 'files') : 'data/files';
}

/** The storage a server with this configuration uses (see Config.filesDir). */
export function storageFor(config: { filesDir?: string; databaseUrl: string }): FileStorage {
  const folder = filesFolderOf(config);
  return folder ? diskStorage(folder) : memoryStorage();
}
