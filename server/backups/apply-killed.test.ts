/**
 * A failure mid-apply leaves the console on its previous data: a process applying a backup is killed (SIGKILL) at
 * points spread over the apply, on SQLite and PostgreSQL, and the database afterwards holds either the previous
 * project or the backup's, whole, never a mix; killed before its end, the previous one.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { entities } from '../../schemas';
import type { Store } from '../crud/repository';
import { connect } from '../db/connect';
import { diskStorage } from '../files/storage';
import { freshDatabaseUrl, startServer } from '../test-support/server';
import { eventually } from '../test-support/eventually';
import { portableFingerprint } from '../test-support/backup-fingerprint';
import { makeBackup } from './make';
import { compiledEntry } from '../test-support/compiled-entry';

const SECRET = 'killed apply key';
const FIXTURE = new URL('./apply-killed.fixture.ts', import.meta.url).pathname;

/** The project in a database as a portable fingerprint, read by a connection of its own. */
async function fingerprintOf(databaseUrl: string, filesDir: string) {
  const database = connect(databaseUrl);
  try {
    return await portableFingerprint({ db: database.db, dialect: database.dialect, files: diskStorage(filesDir) } as unknown as Store);
  } finally {
    await database.close();
  }
}

/** Runs the fixture; killed `killAfterMs` after it printed `applying`, or left to finish. Answers the apply's time. */
async function applyIn(databaseUrl: string, filesDir: string, file: string, killAfterMs?: number) {
  const child: ChildProcess = spawn(process.execPath, [await compiledEntry(FIXTURE), databaseUrl, filesDir, file, SECRET], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await eventually(() => output, (text) => text.includes('applying'), 60_000);
  if (killAfterMs !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  await exited;
  return Number(/applied (\d+)/.exec(output)?.[1] ?? NaN);
}

describe.each(['sqlite', 'postgres'] as const)('an apply killed part-way on %s', (dialect) => {
  it('leaves the previous project or the backup’s, whole, never a mix', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'backup-killed-'));
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${join(folder, 'console.db')}` : await freshDatabaseUrl('postgres');
    const filesDir = join(folder, 'files');
    const server = await startServer(dialect, { config: { databaseUrl, filesDir } });
    const [older, current] = [join(folder, 'older.backup'), join(folder, 'current.backup')];
    await makeBackup({ ...server.store, files: server.store.files!, entities }, older, SECRET);
    const admin = await server.login('admin');
    for (let group = 0; group < 20; group++) await server.request('PUT', '/groups', { token: admin, body: { name: `After the backup ${group}`, parent_id: 0 } });
    // The project as it is now, to come back to after a run that restored the older one.
    await makeBackup({ ...server.store, files: server.store.files!, entities }, current, SECRET);
    await server.close();
    const previous = await fingerprintOf(databaseUrl, filesDir);

    const duration = await applyIn(databaseUrl, filesDir, older);
    expect(duration).toBeGreaterThan(0);
    const restored = await fingerprintOf(databaseUrl, filesDir);
    expect(restored).not.toEqual(previous);
    const backToPrevious = async () => {
      await applyIn(databaseUrl, filesDir, current);
      expect(await fingerprintOf(databaseUrl, filesDir)).toEqual(previous);
    };
    await backToPrevious();

    const outcomes: string[] = [];
    for (const fraction of [0.05, 0.25, 0.5, 0.75, 0.95]) {
      await applyIn(databaseUrl, filesDir, older, Math.round(fraction * duration));
      const now = JSON.stringify(await fingerprintOf(databaseUrl, filesDir));
      const outcome = now === JSON.stringify(previous) ? 'previous' : now === JSON.stringify(restored) ? 'restored' : 'mixed';
      outcomes.push(outcome);
      if (outcome === 'restored') await backToPrevious();
    }
    expect(outcomes).not.toContain('mixed');
    expect(outcomes).toContain('previous');
  }, 600_000);
});
