import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { entities } from '../../schemas';
import { defineEntity, type Entity } from '../../schemas/define-entity';
import { device } from '../../schemas/device';
import { freshDatabaseUrl } from '../test-support/server';
import { connect, type Database, type DialectName } from './connect';
import { type Drift, isEmptyDrift, schemaDrift } from './drift';
import { migrationSource } from './make-migration';
import { migrateToLatest } from './migrate';

/**
 * Writes the migration `npm run db:migration` would write for `drift` and runs it. The file goes to the system's
 * temporary folder, its helpers imported by absolute path: a file written into server/ would make a concurrently
 * running build-server.test.ts see the server's sources changed.
 */
async function runGenerated(drift: Drift, db: Kysely<any>) {
  const helpers = pathToFileURL(join(import.meta.dirname, 'migration-helpers.ts')).href;
  const dir = mkdtempSync(join(tmpdir(), 'generated-migration-'));
  try {
    const file = join(dir, '0099_generated.ts');
    writeFileSync(file, migrationSource(drift).replace("'../migration-helpers'", JSON.stringify(helpers)));
    await (await import(/* @vite-ignore */ file)).migration.up(db);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// A made-up entity (markers are real now): what a developer adds before generating its migration.
const marker = defineEntity({
  name: 'badge',
  path: 'badges',
  table: 'badges',
  fields: {
    name: z.string().min(1).max(255),
    kind: z.enum(['visitor', 'staff']).default('visitor'),
    color: z.string().max(16).default(''),
    weight: z.number().int().default(0),
    owners: z.array(z.number().int()).default([]).meta({ reference: 'users' }),
  },
  titleField: 'name',
  unique: ['name', { fields: ['color', 'weight'] }],
  list: { columns: ['name'], search: ['name'], filters: ['name', 'kind', 'weight'], sort: 'name' },
  access: { view: { all: true }, create: { all: true }, update: { all: true }, delete: { all: true } },
  ownership: { kind: 'none' },
}) as unknown as Entity;

/** The device entity as if a developer had just added a field to schemas/device.ts. */
const grownDevice = { ...device, fields: { ...device.fields, firmware: z.string().max(64).default('') } } as unknown as Entity;

describe.each<DialectName>(['sqlite', 'postgres'])('schema drift on %s', (dialect) => {
  let database: Database;

  beforeAll(async () => {
    database = connect(await freshDatabaseUrl(dialect));
    await migrateToLatest(database.db);
  });
  afterAll(async () => database?.close());

  it('is empty after the migrations: they match the entity descriptions', async () => {
    const drift = await schemaDrift(database.db, entities);
    expect(drift).toEqual({ newTables: [], newColumns: [], newCompositeKeys: [], newJoinTables: [], newIndexes: [], supersededIndexes: [], newFoldedIndexes: [], newSearchIndexes: [] });
    expect(isEmptyDrift(drift)).toBe(true);
  });

  it('reports a column and a join table added to entities sharing a table once', async () => {
    const grown = (entity: Entity) => ({ ...entity, fields: { ...entity.fields, note: z.string().max(64).default(''), watchers: z.array(z.number().int()).default([]).meta({ reference: 'users' }) } }) as unknown as Entity;
    const sharing = entities.filter((e) => e.table === 'identifiers');
    expect(sharing.length).toBeGreaterThan(1);
    const drift = await schemaDrift(database.db, [...entities.filter((e) => e.table !== 'identifiers'), ...sharing.map(grown)]);
    expect(drift.newColumns).toEqual([{ table: 'identifiers', name: 'note', kind: 'text' }]);
    expect(drift.newJoinTables).toEqual([{ table: 'identifiers_watchers', ownerTable: 'identifiers' }]);
  });

  it('migrating twice changes nothing', async () => {
    await migrateToLatest(database.db);
    expect(isEmptyDrift(await schemaDrift(database.db, entities))).toBe(true);
  });

  it('reports a new entity, a new column and a new join table, and the generated migration closes the gap', async () => {
    const changed = [...entities.filter((e) => e.path !== 'devices'), grownDevice, marker];
    const drift = await schemaDrift(database.db, changed);
    expect(isEmptyDrift(drift)).toBe(false);
    expect(drift.newTables).toEqual([
      { table: 'badges', columns: { name: 'text', kind: 'text', color: 'text', weight: 'integer' }, indexed: ['name', 'kind', 'weight'], unique: ['name'], composite: [{ columns: ['color', 'weight'], folded: ['color'] }] },
    ]);
    expect(drift.newColumns).toEqual([{ table: 'devices', name: 'firmware', kind: 'text' }]);
    expect(drift.newJoinTables).toEqual([{ table: 'badges_owners', ownerTable: 'badges' }]);

    const source = migrationSource(drift);
    expect(source).toContain(`await createEntityTable(db, 'badges', {"name":"text","kind":"text","color":"text","weight":"integer"});`);
    // A choice (kind) leads an index with the default sort after it: "staff, by name" reads one range in order;
    // created_by serves the access filter's "what I created" arm.
    expect(drift.newIndexes.map((index) => index.name)).toEqual(['badges_name', 'badges_kind_name', 'badges_weight', 'badges_created_by']);
    expect(source).toContain(`await createListIndexes(db, [{"name":"badges_name","table":"badges","columns":[{"name":"name","kind":"text"}]}`);
    expect(source).toContain(`await createUniqueIndexes(db, 'badges', ["name"]);`);
    expect(source).toContain(`await createCompositeUniqueIndex(db, 'badges', {"columns":["color","weight"],"folded":["color"]});`);
    expect(source).toContain(`await addColumn(db, 'devices', 'firmware', 'text');`);
    expect(source).toContain(`await createJoinTable(db, 'badges_owners', 'badges');`);
    expect(source).toContain(`await createSearchIndex(db, 'badges', ["name"]);`);

    // The generated file is real code: run, it leaves no drift.
    await runGenerated(drift, database.db);
    expect(isEmptyDrift(await schemaDrift(database.db, changed))).toBe(true);
  });

  it('reports a field the search box now searches too, and its migration makes the search index anew with it', async () => {
    const schedule = entities.find((entity) => entity.table === 'schedules')!;
    const grown = { ...schedule, fields: { ...schedule.fields, code: z.string().max(32).default('') }, list: { ...schedule.list, search: [...schedule.list.search, 'code'] } } as unknown as Entity;
    const changed = [...entities.filter((entity) => entity !== schedule), grown];
    const drift = await schemaDrift(database.db, changed);
    expect(drift.newSearchIndexes).toEqual([{ table: 'schedules', columns: [...schedule.list.search, 'code'] }]);
    await runGenerated(drift, database.db);
    expect(isEmptyDrift(await schemaDrift(database.db, changed))).toBe(true);
  });

  it('replaces a single-column index by the composite one its column now leads', async () => {
    await database.db.schema.dropIndex('identifiers_type_name').execute();
    await database.db.schema.createIndex('identifiers_type').on('identifiers').column('type').execute();
    const drift = await schemaDrift(database.db, entities);
    expect(drift.newIndexes.map((index) => index.name)).toEqual(['identifiers_type_name']);
    expect(drift.supersededIndexes).toEqual(['identifiers_type']);
    await runGenerated(drift, database.db);
    expect(await schemaDrift(database.db, entities)).toEqual({ newTables: [], newColumns: [], newCompositeKeys: [], newJoinTables: [], newIndexes: [], supersededIndexes: [], newFoldedIndexes: [], newSearchIndexes: [] });
  });
});

describe.each<DialectName>(['sqlite', 'postgres'])('unique values in the database on %s', (dialect) => {
  it('refuses a second login differing only in case even past the repository check', async () => {
    const database = connect(await freshDatabaseUrl(dialect));
    try {
      await migrateToLatest(database.db);
      const row = (login: string) => ({ login, name: login, email: '', locale: 'en', created_at: 'now', updated_at: 'now' });
      await database.db.insertInto('users').values(row('Кирилл')).execute();
      await expect(database.db.insertInto('users').values(row('кИРИЛЛ')).execute()).rejects.toThrow(/unique/i);
    } finally {
      await database.close();
    }
  });

  it('refuses a second group of one parent, type and address, ignoring case, but never for an empty address', async () => {
    const database = connect(await freshDatabaseUrl(dialect));
    try {
      await migrateToLatest(database.db);
      const row = (id: number, logic_address: string | null) => ({ id, name: `g${id}`, parent_id: 0, domain_type_id: 2, logic_address, path: `0.${id}.`, created_at: 'now', updated_at: 'now' });
      await database.db.insertInto('groups').values([row(1, 'B7'), row(2, null), row(3, null), row(4, ''), row(5, '')]).execute();
      await expect(database.db.insertInto('groups').values(row(6, 'b7')).execute()).rejects.toThrow(/unique/i);
    } finally {
      await database.close();
    }
  });

  it('refuses a second row of a key whose empty field counts as a value (one project-level mail template per type), its index made by the generator', async () => {
    const database = connect(await freshDatabaseUrl(dialect));
    try {
      await migrateToLatest(database.db);
      await database.db.schema.dropIndex('mail_templates_mail_type_id_unique_no_domain_id').execute();
      const drift = await schemaDrift(database.db, entities);
      expect(drift.newCompositeKeys).toEqual([{ table: 'mail_templates', key: { columns: ['mail_type_id'], folded: ['mail_type_id'], empty: ['domain_id'] } }]);
      await runGenerated(drift, database.db);
      expect(isEmptyDrift(await schemaDrift(database.db, entities))).toBe(true);
      const row = (mail_type_id: string, domain_id: number | null) => ({ mail_type_id, domain_id, subject: 's', body: 'b', created_at: 'now', updated_at: 'now' });
      await database.db.insertInto('mail_templates').values([row('invitation', null), row('password_reset', null)]).execute();
      await expect(database.db.insertInto('mail_templates').values(row('invitation', null)).execute()).rejects.toThrow(/unique/i);
    } finally {
      await database.close();
    }
  });
});

describe('folded search indexes on sqlite', () => {
  it('finds a missing one among the search columns of records listed by name, and its migration makes it', async () => {
    const database = connect(await freshDatabaseUrl('sqlite'));
    try {
      await migrateToLatest(database.db);
      await database.db.schema.dropIndex('identifiers_name_folded').execute();
      const drift = await schemaDrift(database.db, entities);
      expect(drift.newFoldedIndexes).toEqual([{ table: 'identifiers', columns: ['name'] }]);
      await runGenerated(drift, database.db);
      expect(isEmptyDrift(await schemaDrift(database.db, entities))).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('asks none of logs (listed by time) nor of a column a unique index already folds', async () => {
    const database = connect(await freshDatabaseUrl('sqlite'));
    try {
      await migrateToLatest(database.db);
      const names = (await sql<{ name: string }>`select name from sqlite_master where type = 'index' and name like '%_folded'`.execute(database.db)).rows.map((row) => row.name);
      expect(names).toContain('users_name_folded');
      expect(names).not.toContain('users_login_folded');
      expect(names.filter((name) => /^(device_events|device_tasks|calls|access_control_events)_/.test(name))).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
