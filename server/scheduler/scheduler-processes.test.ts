/**
 * Several server processes on one database (real child processes, each its own connection and scheduler, on the
 * same manual times), on SQLite (one file) and PostgreSQL: released at once, they run each due time exactly once.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { connect } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { eventually } from '../test-support/eventually';
import { DIALECTS, freshDatabaseUrl } from '../test-support/server';
import { compiledEntry } from '../test-support/compiled-entry';

const PROCESSES = 3;
const FIRST = '2026-04-01T10:00:30.000Z';

function racer(compiled: string, databaseUrl: string, owner: string) {
  const child = spawn(process.execPath, [compiled, databaseUrl, owner, FIRST], { stdio: ['pipe', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output };
}

describe.each(DIALECTS)('schedulers in several processes on %s', (dialect) => {
  it('run each due time exactly once', async () => {
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${join(mkdtempSync(join(tmpdir(), 'scheduler-')), 'console.db')}` : await freshDatabaseUrl('postgres');
    const database = connect(databaseUrl);
    try {
      await migrateToLatest(database.db);
      await database.db.schema.createTable('race_calls').addColumn('owner', 'text').addColumn('due_at', 'text').execute();
      // First sight, before the race: the job is due from 10:01 on.
      await database.db.insertInto('scheduled_jobs').values({ name: 'race', schedule: 'every 60000', next_due_at: '2026-04-01T10:01:00.000Z' }).execute();
      const compiled = await compiledEntry(new URL('./race-process.fixture.ts', import.meta.url));
      const racers = Array.from({ length: PROCESSES }, (_, n) => racer(compiled, databaseUrl, `process-${n}`));
      const ready = await eventually(() => racers.every((r) => r.output().includes('ready')), Boolean, 80_000);
      expect(ready).toBe(true);
      for (const { child } of racers) (child as ChildProcess).stdin!.end('go\n');
      expect(await Promise.all(racers.map((r) => r.exited))).toEqual(racers.map(() => 0));
      const calls = await database.db.selectFrom('race_calls').select(['due_at', 'owner']).orderBy('due_at').execute();
      expect(calls.map((call) => call.due_at)).toEqual(['10:01', '10:02', '10:03', '10:04', '10:05'].map((time) => `2026-04-01T${time}:00.000Z`));
      const runs = await database.db.selectFrom('scheduled_runs').select(['due_at', 'owner', 'result']).orderBy('due_at').execute();
      expect(runs.map((run) => [run.due_at, run.owner, run.result])).toEqual(calls.map((call) => [call.due_at, call.owner, 'succeeded']));
    } finally {
      await database.close();
    }
  }, 120_000);
});
