/**
 * One of several processes racing for the same due runs (scheduler-processes.test.ts): its own connection to the
 * database, a scheduler with one job on a manual clock. It says "ready", waits for "go" on stdin, then looks three
 * times at each of five due times; each run it makes is a row of race_calls, so a due time run twice shows.
 * Arguments: the database URL, this process's name, the first moment (ISO).
 */
import { createInterface } from 'node:readline';
import pino from 'pino';
import { connect } from '../db/connect';
import { manualClock } from './clock';
import { composeJobs } from './registry';
import { createScheduler } from './scheduler';

const [databaseUrl, owner, first] = process.argv.slice(2);
const MINUTE = 60_000;
const database = connect(databaseUrl);
const clock = manualClock(first);
const jobs = composeJobs([
  {
    name: 'race',
    when: { every: MINUTE },
    run: async ({ db, dueAt }) => void (await db.insertInto('race_calls').values({ owner, due_at: dueAt.toISOString() }).execute()),
  },
]);
const scheduler = createScheduler({ db: database.db, jobs, log: pino({ level: 'silent' }), clock, owner });
console.log('ready');
await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));
for (let minute = 1; minute <= 5; minute++) {
  clock.set(new Date(Date.parse(first) + minute * MINUTE));
  await Promise.all([scheduler.tick(), scheduler.tick(), scheduler.tick()]);
}
await scheduler.stop();
await database.close();
console.log('done');
