/**
 * The backup rows (issue 36 "Measured"): on a seeded bench database, copying the SQLite file (the floor; a
 * PostgreSQL database has no file to copy), then making a backup (server/backups/make.ts) and applying it onto the
 * same database (a fresh database swapped in one transaction), each operation in a process of its own
 * (bench/backup-child.ts, under tsx) with its time and that process's peak RSS beside the RSS it started with.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BackupOperation {
  ms: number;
  startRssMb: number;
  peakRssMb: number;
}

export interface BackupFigures {
  /** SQLite only: the database file's size and the time to copy it. */
  file?: { mb: number; copyMs: number };
  backupMb: number;
  make: BackupOperation;
  apply: BackupOperation;
}

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function runChild(operation: 'make' | 'apply', databaseUrl: string, filesDir: string, backup: string): BackupOperation {
  const child = new URL('./backup-child.ts', import.meta.url).pathname;
  const output = execFileSync(process.execPath, ['--import', 'tsx', child, operation, databaseUrl, filesDir, backup, 'bench key'], { encoding: 'utf8' });
  return JSON.parse(output.trim().split('\n').pop()!) as BackupOperation;
}

/** Measures on `databaseUrl` (no server should be writing to it); its contents end as they began. */
export function measureBackups(databaseUrl: string): BackupFigures {
  const dir = mkdtempSync(join(tmpdir(), 'console-bench-backup-'));
  try {
    const filesDir = join(dir, 'files');
    mkdirSync(filesDir);
    const sqliteFile = /^sqlite:(.+)$/.exec(databaseUrl)?.[1];
    let file: BackupFigures['file'];
    if (sqliteFile) {
      const begun = performance.now();
      copyFileSync(sqliteFile, join(dir, 'copy.db'));
      file = { mb: mb(statSync(sqliteFile).size), copyMs: Math.round(performance.now() - begun) };
    }
    const backup = join(dir, 'bench.backup');
    const make = runChild('make', databaseUrl, filesDir, backup);
    const apply = runChild('apply', databaseUrl, filesDir, backup);
    return { file, backupMb: mb(statSync(backup).size), make, apply };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as the bench's table shows them: time against the file copy, and memory. */
export function backupRows(figures: BackupFigures) {
  const operation = (what: BackupOperation) => `${what.ms.toLocaleString('en')} ms, peak RSS ${what.peakRssMb} MB (${what.startRssMb} MB at start)`;
  const copy = figures.file && `${figures.file.copyMs.toLocaleString('en')} ms (copy the ${figures.file.mb} MB file)`;
  const ratio = (ms: number) => (figures.file ? (ms / Math.max(1, figures.file.copyMs)).toFixed(1) : '');
  return [
    { measure: `make a backup (${figures.backupMb} MB file); baseline: copy the SQLite file, same run`, ours: operation(figures.make), baseline: copy ?? '', ratio: ratio(figures.make.ms) },
    { measure: 'apply it onto the same database (fresh database, swapped in one transaction)', ours: operation(figures.apply), baseline: copy ?? '', ratio: ratio(figures.apply.ms) },
  ];
}
