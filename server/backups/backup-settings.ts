/**
 * Where backups are kept and the key they are encrypted with (docs/backups.md). BACKUPS_DIR: default `backups`
 * beside the SQLite database, `data/backups` with PostgreSQL, a temporary folder for an in-memory database.
 * BACKUP_KEY: default a random key made once into `backup.key` beside the database (readable by the console's
 * user only), or kept in memory with an in-memory database (nothing else survives either).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Config } from '../config';

export interface BackupSettings {
  dir: string;
  key: string;
}

export function backupSettings(config: Pick<Config, 'databaseUrl' | 'backups'>): BackupSettings {
  const sqliteFile = /^sqlite:(.+)$/.exec(config.databaseUrl)?.[1];
  const inMemory = sqliteFile === ':memory:';
  const home = sqliteFile ? dirname(sqliteFile) : 'data';
  const dir = config.backups?.dir ?? (inMemory ? mkdtempSync(join(tmpdir(), 'console-backups-')) : join(home, 'backups'));
  const key = config.backups?.key ?? (inMemory ? randomBytes(32).toString('base64') : keyFile(join(home, 'backup.key')));
  return { dir, key };
}

function keyFile(path: string) {
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    // wx: two processes starting at once never overwrite each other's key.
    try {
      writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(path, 'utf8').trim();
}
