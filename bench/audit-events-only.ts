/**
 * `npx tsx bench/audit-events-only.ts [--events 500000]`: the system audit's list (server/audit-events) on the bench
 * estate (bench/seed.ts) with an audit trail of that many events (devices, users, groups, identifiers, access
 * rules in turn), on SQLite: a page of 25 with its total for the administrator (every record: no scope clause)
 * and for the one-building administrator given audit.view (each audited entity's access filter), and a device's
 * own events for both; best of three.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type Actor, loadActor } from '../server/access/actor';
import type { AuditFilters } from '../server/audit-events/audit-query';
import { auditPage, auditTotal } from '../server/audit-events/audit-rows';
import { connect } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { seedingStore } from '../server/domain-hooks';
import { FULL, SCOPED_LOGIN, seedEstate } from './seed';

const SUBJECTS = ['devices', 'users', 'groups', 'identifiers', 'access-rules'];
const { values } = parseArgs({ options: { events: { type: 'string', default: '500000' } } });
const dir = mkdtempSync(join(tmpdir(), 'console-bench-audit-'));
const database = connect(`sqlite:${join(dir, 'bench.db')}`);
try {
  await migrateToLatest(database.db);
  const store = seedingStore(database.db, database.dialect);
  const estate = await seedEstate(store, { ...FULL, identifiers: 1_000, events: 1_000 });
  const count = Number(values.events);
  const started = Date.UTC(2026, 0, 1);
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, k) => {
      const i = first + k;
      return { at: new Date(started + i * 1000).toISOString(), user_id: 1, ip: '127.0.0.1', entity: SUBJECTS[i % SUBJECTS.length], record_id: 1 + (i % 1_000), action: 'update', changes: '{"name":{"before":"a","after":"b"}}' };
    });
    await database.db.insertInto('audit_events').values(rows).execute();
  }
  const idOf = async (login: string) => Number((await database.db.selectFrom('users').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id);
  const scoped = (await loadActor(database.db, await idOf(SCOPED_LOGIN)))!;
  const actors: [string, Actor][] = [
    ['admin', (await loadActor(database.db, await idOf('admin')))!],
    ['one building', { ...scoped, permissions: new Set([...scoped.permissions, 'audit.view']) }],
  ];
  const best = async (actor: Actor, filters: AuditFilters) => {
    let fastest = Infinity;
    for (let i = 0; i < 3; i++) {
      const begun = performance.now();
      await Promise.all([auditPage(store, actor, filters, { page: 1, size: 25 }), auditTotal(store, actor, filters)]);
      fastest = Math.min(fastest, performance.now() - begun);
    }
    return `${Math.round(fastest)} ms`;
  };
  console.log(`estate: ${estate.groups} groups, ${estate.users} users, ${estate.devices} devices; ${count} audit events`);
  for (const [who, actor] of actors) {
    console.log(`| ${who} | first page and total ${await best(actor, {})} | a device's events ${await best(actor, { entity: 'devices', record_id: 6 })} |`);
  }
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
