/**
 * `npx tsx bench/licence-reports-only.ts [--users 20000]`: the licence reports (server/licensing/reports) on the
 * bench estate (bench/seed.ts: 1,964 groups, one apartment per user; few identifiers and events, which the
 * reports do not read), on SQLite: each report's time for the administrator (every group) and for the
 * one-building administrator, best of three, against the spec's 300 s budget.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Actor, loadActor } from '../server/access/actor';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { periodReport } from '../server/licensing/reports/period-report';
import { periodReportQuery, usedReportQuery } from '../schemas/licence-report-query';
import { usedReport } from '../server/licensing/reports/used-report';
import { FULL, SCOPED_LOGIN, seedEstate } from './seed';

const { values } = parseArgs({ options: { users: { type: 'string', default: String(FULL.users) } } });
const dir = mkdtempSync(join(tmpdir(), 'console-bench-reports-'));
const database = connect(`sqlite:${join(dir, 'bench.db')}`);
try {
  await migrateToLatest(database.db);
  const store = seedingStore(database.db, database.dialect);
  const estate = await seedEstate(store, { ...FULL, users: Number(values.users), identifiers: 1_000, events: 1_000 });
  const idOf = async (login: string) => Number((await database.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id);
  // The scoped administrator may read the reports here (the bench's role has no report permission).
  const scoped = (await loadActor(database.db, await idOf(SCOPED_LOGIN)))!;
  const actors: [string, Actor][] = [
    ['admin', (await loadActor(database.db, await idOf('admin')))!],
    ['one building', { ...scoped, permissions: new Set([...scoped.permissions, 'reports.licenses_used', 'reports.license_period']) }],
  ];
  const best = async (run: () => Promise<unknown>) => {
    let fastest = Infinity;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      await run();
      fastest = Math.min(fastest, performance.now() - started);
    }
    return `${Math.round(fastest)} ms`;
  };
  console.log(`estate: ${estate.groups} groups, ${estate.users} users`);
  for (const [who, actor] of actors) {
    const used = await best(() => usedReport(database.db, database.dialect, actor, usedReportQuery.parse({})));
    const page = await best(() => periodReport(database.db, database.dialect, actor, periodReportQuery.parse({})));
    const all = await best(() => periodReport(database.db, database.dialect, actor, periodReportQuery.parse({}), false));
    const ending = await best(() => periodReport(database.db, database.dialect, actor, periodReportQuery.parse({ status: 'ending,expired' })));
    console.log(`| ${who} | used ${used} | period page ${page} | period every row ${all} | period ending or expired ${ending} |`);
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
