/**
 * What the entity descriptions need that the migrated database lacks. Empty means the migrations are
 * up to date; make-migration.ts turns a non-empty drift into the next migration file.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { type CompositeKey, storageOf } from './columns';
import type { StorageKind } from '../../schemas/introspect';

export interface Drift {
  newTables: { table: string; columns: Record<string, StorageKind>; indexed: string[]; unique: string[]; composite: CompositeKey[] }[];
  newColumns: { table: string; name: string; kind: StorageKind }[];
  newJoinTables: { table: string; ownerTable: string }[];
}

export async function schemaDrift(db: Kysely<any>, entities: readonly Entity[]): Promise<Drift> {
  const tables = await db.introspection.getTables();
  const existing = new Map(tables.map((table) => [table.name, new Set(table.columns.map((c) => c.name))]));
  const drift: Drift = { newTables: [], newColumns: [], newJoinTables: [] };
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
  return drift;
}

export function isEmptyDrift(drift: Drift) {
  return !drift.newTables.length && !drift.newColumns.length && !drift.newJoinTables.length;
}
