/**
 * The indexes lists use (columns.ts listIndexesOf, own-creations.ts) serve the list statements the repository
 * builds, on both databases: the plan names the index and never scans the table. PostgreSQL is asked with
 * sequential scans, bitmap scans and full sorts discouraged, because on a near-empty table its planner would rightly
 * prefer them.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceEvent, identifier, user } from '../../schemas';
import type { Entity } from '../../schemas/define-entity';
import type { FilterGroup } from '../../schemas/list-query';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { compileFilters } from '../crud/filters';
import { parseSort } from '../crud/list-params';
import { orderedBy } from '../crud/sort-order';
import { freshDatabaseUrl } from '../test-support/server';
import { connect, type Database, type DialectName } from './connect';
import { migrateToLatest } from './migrate';

const all = (...items: FilterGroup['items']): FilterGroup => ({ matching: 'match_all', items });

/** A building administrator: identifiers and users in the building's subtree, plus what they created. */
const buildingAdministrator: Actor = {
  kind: 'user', id: 7, roleId: 2, availableRoles: [], groupIds: [5], groupPaths: ['0.1.5.'], permissions: new Set(['identifiers.view', 'users.view']),
};

async function planOf(db: Kysely<any>, dialect: DialectName, entity: Entity, options: { filters?: FilterGroup; sort?: string; actor?: Actor; count?: boolean }) {
  return db.connection().execute(async (conn) => {
    // And bitmap scans, which give up the index's order, and full sorts (a sort of the few rows an empty table
    // promises is cheaper than any index): what remains is the plan an index can give, or a sort that cannot be avoided.
    if (dialect === 'postgres') await sql`set enable_seqscan = off; set enable_bitmapscan = off; set enable_sort = off`.execute(conn);
    let query = conn.selectFrom(entity.table);
    if (options.actor) query = query.where(accessFilter(entity, options.actor, 'view'));
    if (options.filters) query = query.where(compileFilters({ entity, dialect }, options.filters));
    // The order a list request would get (parseSort adds the id tie-break).
    const compiled = options.count
      ? query.select((eb) => eb.fn.countAll().as('n')).compile()
      : orderedBy(query.select(`${entity.table}.id`), entity, dialect, parseSort(entity, options.sort)).limit(25).compile();
    const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { rows } = await conn.executeQuery(CompiledQuery.raw(`${explain} ${compiled.sql}`, [...compiled.parameters]));
    return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
  });
}

describe.each<DialectName>(['sqlite', 'postgres'])('list indexes on %s', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = connect(await freshDatabaseUrl(dialect));
    await migrateToLatest(database.db);
  });
  afterAll(async () => database?.close());

  const tableScan = (table: string) => (dialect === 'postgres' ? new RegExp(`Seq Scan on ${table}\\b`) : new RegExp(`SCAN ${table}\\b(?! USING)`));

  const fullSort = dialect === 'postgres' ? /(^|->)\s*Sort\s+\(/m : /TEMP B-TREE/;

  it('a type, a name prefix and the order by name, either way, read one range of one composite index, in order', async () => {
    const filters = all({ field: 'type', rule: 'equals', value: 'card' }, { field: 'name', rule: 'begins_with', value: 'Al' });
    for (const sort of ['name', '-name']) {
      const plan = await planOf(database.db, dialect, identifier as unknown as Entity, { filters, sort });
      expect(plan, plan).toMatch(/identifiers_type_name/);
      expect(plan, plan).not.toMatch(tableScan('identifiers'));
      // The prefix bounds the range (PostgreSQL: the folded name's `~>=~`, not a filter over every card) ...
      expect(plan, plan).toMatch(dialect === 'postgres' ? /Index Cond: .*lower\(name\) ~>=~/ : /type=\? AND name>\? AND name<\?/);
      // ... and the index gives the order (PostgreSQL's incremental sort orders only equal names by id).
      expect(plan, plan).not.toMatch(fullSort);
    }
    // The count reads an index too. (PostgreSQL, counting an empty table, may as well take the type's own index;
    // over the bench's 100,000 identifiers it reads the composite one's range.)
    const count = await planOf(database.db, dialect, identifier as unknown as Entity, { filters, count: true });
    expect(count, count).toMatch(dialect === 'postgres' ? /identifiers_type_(name|folded)/ : /identifiers_type_name \(type=\? AND name>\? AND name<\?\)/);
    expect(count, count).not.toMatch(tableScan('identifiers'));
  });

  it('a page of identifiers by name, either way, reads the folded name index in order', async () => {
    for (const sort of ['name', '-name']) {
      const plan = await planOf(database.db, dialect, identifier as unknown as Entity, { sort });
      expect(plan, plan).toMatch(dialect === 'postgres' ? /identifiers_name_folded/ : /identifiers_name\b/);
      expect(plan, plan).not.toMatch(fullSort);
    }
  });

  it("one device's events, newest first (ties by id, newest first too), read the device's index in order", async () => {
    const plan = await planOf(database.db, dialect, deviceEvent as unknown as Entity, { filters: all({ field: 'device_id', rule: 'equals', value: 3 }), sort: '-at' });
    expect(plan, plan).toMatch(/device_events_device_id_at/);
    // PostgreSQL's index has no id: an incremental sort orders only events of one moment, never the whole set.
    expect(plan, plan).not.toMatch(fullSort);
  });

  it('all events, newest first, read the time index backwards with no sort (SQLite: its rowid is the tie-break)', async () => {
    const plan = await planOf(database.db, dialect, deviceEvent as unknown as Entity, { sort: '-at' });
    expect(plan, plan).toMatch(/device_events_at/);
    if (dialect === 'sqlite') expect(plan, plan).not.toMatch(/TEMP B-TREE/);
  });

  it('users of a role by name read the role index in order', async () => {
    const plan = await planOf(database.db, dialect, user as unknown as Entity, { filters: all({ field: 'role_id', rule: 'equals', value: 2 }) });
    expect(plan, plan).toMatch(/users_role_id_name/);
  });

  it("a building administrator's identifiers: the subtree's and their own creations, each arm by its index, no scan", async () => {
    for (const count of [false, true]) {
      const plan = await planOf(database.db, dialect, identifier as unknown as Entity, { actor: buildingAdministrator, count });
      expect(plan, plan).toMatch(/identifiers_created_by/);
      expect(plan, plan).not.toMatch(tableScan('identifiers'));
      // The subtree's groups are one range of the groups' path index (PostgreSQL, on tables this small,
      // rightly prefers reading its few groups whole).
      if (dialect === 'sqlite') expect(plan, plan).toMatch(/groups_path/);
      // The subtree's arm is the join table's ids, not identifiers looked up by id to give their ids back.
      if (dialect === 'sqlite') expect(plan.match(/SEARCH identifiers USING INTEGER PRIMARY KEY/g) ?? [], plan).toHaveLength(1);
    }
  });
});
