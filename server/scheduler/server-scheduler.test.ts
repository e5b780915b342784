/**
 * The server's own scheduler on its timer, on SQLite and PostgreSQL: it looks by itself once the server is ready
 * (the jobs' rows come back when removed), and closing the server stops it: seen from another connection to the
 * same database, nothing looks any more, and a server process exits by itself once closed (no open handle).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { eventually } from '../test-support/eventually';
import { DIALECTS, freshDatabaseUrl, startServer } from '../test-support/server';
import { compiledEntry } from '../test-support/compiled-entry';

const TICK_MS = 20;

describe.each(DIALECTS)('the server\'s scheduler on %s', (dialect) => {
  it('ticks on its timer while the server runs and not once it is closed', async () => {
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${join(mkdtempSync(join(tmpdir(), 'scheduler-')), 'console.db')}` : await freshDatabaseUrl('postgres');
    const server = await startServer(dialect, { demo: false, config: { databaseUrl, schedulerTickMs: TICK_MS } });
    const other = connect(databaseUrl);
    try {
      const jobs = async () => (await other.db.selectFrom('scheduled_jobs').select('name').execute()).length;
      // A job whose schedule is a setting that is off (scheduled backups, by default) gets no row.
      const schedules = await Promise.all(server.scheduler.jobs.map((job) => (typeof job.when === 'function' ? job.when(other.db) : job.when)));
      const on = schedules.filter(Boolean).length;
      expect(on).toBeGreaterThan(0);
      expect(await eventually(jobs, (count) => count === on)).toBe(on);
      // Removed, the rows come back at the next look.
      await other.db.deleteFrom('scheduled_jobs').execute();
      expect(await eventually(jobs, (count) => count === on)).toBe(on);
      await server.close();
      await other.db.deleteFrom('scheduled_jobs').execute();
      await new Promise((resolve) => setTimeout(resolve, 10 * TICK_MS));
      expect(await jobs()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('a closed server\'s process exits by itself', async () => {
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${join(mkdtempSync(join(tmpdir(), 'scheduler-')), 'console.db')}` : await freshDatabaseUrl('postgres');
    const child = spawn(process.execPath, [await compiledEntry(new URL('./close-exits.fixture.ts', import.meta.url)), databaseUrl], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Loading the server under tsx takes seconds, and a busy machine's many more.
    const closed = await eventually(() => output, (text) => text.includes('closed'), 80_000);
    expect(closed).toContain('closed');
    // Once closed, the process has nothing left to wait for: it ends within a few seconds, or something holds it.
    const code = await Promise.race([exited, new Promise<string>((resolve) => setTimeout(() => resolve('still running'), 5000))]);
    if (code === 'still running') child.kill();
    expect(code).toBe(0);
  }, 100_000);
});
