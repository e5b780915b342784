/**
 * Text filters can use an index on both databases: the plan of a begins_with, of a case-folded equals and of
 * a contains (the search box) on users.name names an index rather than a scan of the table. Sequential scans are discouraged for the
 * check (PostgreSQL) because on a near-empty table the planner would rightly prefer them.
 */
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity } from '../../schemas/define-entity';
import type { FilterGroup } from '../../schemas/list-query';
import { user } from '../../schemas/user';
import { compileFilters } from '../crud/filters';
import { freshDatabaseUrl } from '../test-support/server';
import { connect, type Database, type DialectName } from './connect';
import { migrateToLatest } from './migrate';

const users = user as unknown as Entity;
const nameFilter = (rule: 'begins_with' | 'equals', value: string): FilterGroup => ({ matching: 'match_all', items: [{ field: 'name', rule, value }] });

async function planOf(db: Kysely<any>, dialect: DialectName, filters: FilterGroup): Promise<string> {
  return db.connection().execute(async (conn) => {
    if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(conn);
    const query = conn.selectFrom('users').select('id').where(compileFilters({ entity: users, dialect }, filters)).compile();
    const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
    const { rows } = await conn.executeQuery(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
    return rows.map((row) => Object.values(row as object).join(' ')).join('\n');
  });
}

async function migrated(dialect: DialectName) {
  const database = connect(await freshDatabaseUrl(dialect));
  await migrateToLatest(database.db);
  return database;
}

describe.each<DialectName>(['sqlite', 'postgres'])('text filter indexes on %s', (dialect) => {
  let database: Database;
  beforeAll(async () => {
    database = await migrated(dialect);
  });
  afterAll(async () => database?.close());

  it('begins_with on a name uses an index', async () => {
    const plan = await planOf(database.db, dialect, nameFilter('begins_with', 'Block'));
    expect(plan).toMatch(dialect === 'postgres' ? /users_name_folded/ : /USING (COVERING )?INDEX users_name/);
  });
});

// SQLite folds non-ASCII text with a JavaScript function; the index on its folded value (migration 0035)
// answers the comparison, so no row calls it.
describe('text filter indexes on sqlite, beyond ASCII', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migrated('sqlite');
  });
  afterAll(async () => database?.close());

  it('equals and begins_with read a range of the folded index', async () => {
    expect(await planOf(database.db, 'sqlite', nameFilter('equals', 'Корпус Б'))).toMatch(/SEARCH users USING (COVERING )?INDEX users_name_folded \(<expr>=\?\)/);
    expect(await planOf(database.db, 'sqlite', nameFilter('begins_with', 'Корп'))).toMatch(/SEARCH users USING (COVERING )?INDEX users_name_folded \(<expr>>\? AND <expr><\?\)/);
  });

  it('has reads the search index from three characters on, and shorter ones scan the folded index alone, never the table', async () => {
    const plan = await planOf(database.db, 'sqlite', { matching: 'match_all', items: [{ field: 'name', rule: 'has', value: 'рпус' }] });
    expect(plan).toMatch(/SCAN users_search VIRTUAL TABLE INDEX/);
    expect(plan).not.toMatch(/SCAN users\b/);
    const short = await planOf(database.db, 'sqlite', { matching: 'match_all', items: [{ field: 'name', rule: 'has', value: 'ру' }] });
    expect(short).toMatch(/SCAN \$search USING COVERING INDEX users_name_folded/);
  });
});

describe('text filter indexes on postgres, equals', () => {
  let database: Database;
  beforeAll(async () => {
    database = await migrated('postgres');
  });
  afterAll(async () => database?.close());

  it('equals on a name (ignoring case) uses an index', async () => {
    const plan = await planOf(database.db, 'postgres', nameFilter('equals', 'Ivan Petrenko'));
    expect(plan).toMatch(/users_name_folded/);
  });

  it('has (the search box) reads the name and login trigram indexes, Cyrillic included', async () => {
    const search = (value: string): FilterGroup => ({ matching: 'match_any', items: ['name', 'login'].map((field) => ({ field, rule: 'has', value })) });
    for (const value of ['рпус', 'van Pe']) {
      const plan = await planOf(database.db, 'postgres', search(value));
      expect(plan).toMatch(/Bitmap Index Scan on users_name_trigram/);
      expect(plan).toMatch(/Bitmap Index Scan on users_login_trigram/);
    }
  });
});
