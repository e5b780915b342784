/**
 * What the entity descriptions need that the migrated database lacks. Empty means the migrations are
 * up to date; make-migration.ts turns a non-empty drift into the next migration file.
 */
import { type Kysely, sql } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { type CompositeKey, type ListIndex, storageOf } from './columns';
import { compositeIndexName, isPostgres, searchTableOf } from './migration-helpers';
import type { StorageKind } from '../../schemas/introspect';

export interface Drift {
  newTables: { table: string; columns: Record<string, StorageKind>; indexed: string[]; unique: string[]; composite: CompositeKey[] }[];
  newColumns: { table: string; name: string; kind: StorageKind }[];
  /** Composite unique keys of existing tables whose index (migration-helpers.ts compositeIndexName) the database lacks. */
  newCompositeKeys: { table: string; key: CompositeKey }[];
  newJoinTables: { table: string; ownerTable: string }[];
  /** List indexes the entities derive (columns.ts listIndexesOf) that the database lacks. */
  newIndexes: ListIndex[];
  /** Single-column indexes a new composite one leads with the same column, so it serves their lists too. */
  supersededIndexes: string[];
  /** SQLite: search columns whose folded-value index (columns.ts `folded`) the database lacks. */
  newFoldedIndexes: { table: string; columns: string[] }[];
  /** Tables whose search index (migration-helpers.ts createSearchIndex) is missing or covers other columns than `columns`. */
  newSearchIndexes: { table: string; columns: string[] }[];
}

async function indexNames(db: Kysely<any>): Promise<Set<string>> {
  const { rows } = isPostgres(db)
    ? await sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()`.execute(db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'index'`.execute(db);
  return new Set(rows.map((row) => row.name));
}

/** The list indexes of every table, once each (entities sharing a table derive some of the same). */
function derivedIndexes(entities: readonly Entity[]): ListIndex[] {
  const byName = new Map<string, ListIndex>();
  for (const entity of entities.filter((candidate) => !candidate.readModel)) {
    for (const index of storageOf(entity).listIndexes) byName.set(index.name, index);
  }
  return [...byName.values()];
}

export async function schemaDrift(db: Kysely<any>, entities: readonly Entity[]): Promise<Drift> {
  const tables = await db.introspection.getTables();
  const existing = new Map(tables.map((table) => [table.name, new Set(table.columns.map((c) => c.name))]));
  const drift: Drift = { newTables: [], newColumns: [], newCompositeKeys: [], newJoinTables: [], newIndexes: [], supersededIndexes: [], newFoldedIndexes: [], newSearchIndexes: [] };
  // A read model has no table of its own: its rows are a query's.
  for (const entity of entities.filter((candidate) => !candidate.readModel)) {
    const storage = storageOf(entity);
    const columns = existing.get(storage.table);
    // Entities sharing a table (a subset such as the SOS calls over calls) create it once, with every index.
    const planned = drift.newTables.find((table) => table.table === storage.table);
    if (planned) {
      for (const column of storage.columns) planned.columns[column.name] ??= column.kind;
      planned.indexed = [...new Set([...planned.indexed, ...storage.indexed])];
      planned.unique = [...new Set([...planned.unique, ...storage.unique])];
    } else if (!columns) {
      drift.newTables.push({
        table: storage.table,
        columns: Object.fromEntries(storage.columns.map((c) => [c.name, c.kind])),
        indexed: storage.indexed,
        unique: storage.unique,
        composite: storage.composite,
      });
    } else {
      for (const column of storage.columns) {
        const planned = drift.newColumns.some((added) => added.table === storage.table && added.name === column.name);
        if (!columns.has(column.name) && !planned) drift.newColumns.push({ table: storage.table, ...column });
      }
    }
    for (const joinTable of Object.values(storage.joins)) {
      // Entities sharing a table (the SOS calls over the calls) share its join tables too.
      const planned = drift.newJoinTables.some((join) => join.table === joinTable);
      if (!existing.has(joinTable) && !planned) drift.newJoinTables.push({ table: joinTable, ownerTable: storage.table });
    }
  }
  const indexes = await indexNames(db);
  drift.newCompositeKeys = missingCompositeKeys(entities, drift, indexes);
  drift.newIndexes = derivedIndexes(entities).filter((index) => !indexes.has(index.name));
  const superseded = drift.newIndexes.filter((index) => index.columns.length > 1).map((index) => `${index.table}_${index.columns[0].name}`);
  drift.supersededIndexes = [...new Set(superseded)].filter((name) => indexes.has(name));
  if (!isPostgres(db)) drift.newFoldedIndexes = missingFoldedIndexes(entities, indexes);
  drift.newSearchIndexes = await changedSearchIndexes(db, entities, indexes);
  return drift;
}

/** Per table, the searched columns of every entity stored there (entities sharing a table search some of the same). */
function searchedByTable(entities: readonly Entity[]) {
  const byTable = new Map<string, Set<string>>();
  for (const { table, searched } of entities.filter((candidate) => !candidate.readModel).map(storageOf)) {
    if (searched.length) byTable.set(table, new Set([...(byTable.get(table) ?? []), ...searched]));
  }
  return byTable;
}

/** What a table's search index covers now: SQLite's FTS table's columns, PostgreSQL's trigram indexes. */
async function searchIndexColumns(db: Kysely<any>, table: string, indexes: Set<string>, wanted: Set<string>) {
  if (isPostgres(db)) return [...wanted].filter((column) => indexes.has(`${table}_${column}_trigram`));
  const { rows } = await sql<{ name: string }>`select name from pragma_table_info(${searchTableOf(table)})`.execute(db);
  return rows.map((row) => row.name);
}

async function changedSearchIndexes(db: Kysely<any>, entities: readonly Entity[], indexes: Set<string>) {
  const changed: Drift['newSearchIndexes'] = [];
  for (const [table, wanted] of searchedByTable(entities)) {
    const covered = await searchIndexColumns(db, table, indexes, wanted);
    const same = covered.length === wanted.size && covered.every((column) => wanted.has(column));
    if (!same) changed.push({ table, columns: [...wanted] });
  }
  return changed;
}

/** The composite keys of tables that exist (a new table gets its own with it), once each. */
function missingCompositeKeys(entities: readonly Entity[], drift: Drift, indexes: Set<string>) {
  const missing = new Map<string, Drift['newCompositeKeys'][number]>();
  for (const { table, composite } of entities.filter((candidate) => !candidate.readModel).map(storageOf)) {
    if (drift.newTables.some((planned) => planned.table === table)) continue;
    for (const key of composite) if (!indexes.has(compositeIndexName(table, key))) missing.set(compositeIndexName(table, key), { table, key });
  }
  return [...missing.values()];
}

/** Per table, once each (entities sharing a table search some of the same columns). */
function missingFoldedIndexes(entities: readonly Entity[], indexes: Set<string>) {
  const byTable = new Map<string, Set<string>>();
  for (const { table, folded } of entities.filter((candidate) => !candidate.readModel).map(storageOf)) {
    const missing = folded.filter((column) => !indexes.has(`${table}_${column}_folded`));
    if (missing.length) byTable.set(table, new Set([...(byTable.get(table) ?? []), ...missing]));
  }
  return [...byTable].map(([table, columns]) => ({ table, columns: [...columns] }));
}

export function isEmptyDrift(drift: Drift) {
  return (
    !drift.newTables.length && !drift.newColumns.length && !drift.newCompositeKeys.length && !drift.newJoinTables.length && !drift.newIndexes.length &&
    !drift.supersededIndexes.length && !drift.newFoldedIndexes.length && !drift.newSearchIndexes.length
  );
}
