/**
 * The tables an entity needs, derived from its description: one column per stored field, a join table
 * per to-many reference. Migrations are generated from this (make-migration.ts) and checked against it.
 */
import { z } from 'zod';
import { type Entity, uniqueKeys } from '../../schemas/define-entity';
import { baseType, fieldMeta, storageKind, type StorageKind } from '../../schemas/introspect';
import { seesOwnCreations } from '../access/own-creations';

type UniqueKeyFields = ReturnType<typeof uniqueKeys>[number];

export interface Column {
  name: string;
  kind: StorageKind;
}

export interface EntityStorage {
  table: string;
  columns: Column[];
  /** field name -> join table holding (owner_id, ref_id) */
  joins: Record<string, string>;
  /** Columns that get an index: filterable and sortable ones. */
  indexed: string[];
  /** The indexes lists use, derived from `indexed` and the list's default sort (listIndexesOf). */
  listIndexes: ListIndex[];
  /** Columns whose values are unique ignoring case (a unique index on the folded value). */
  unique: string[];
  /** Composite unique keys: their columns, the text ones folded (compared ignoring case). */
  composite: CompositeKey[];
  /** Search-box text columns indexed by their folded value on SQLite (searchedColumns, less the unique ones). */
  folded: string[];
  /** Search-box text columns (searchedColumns): a contains search reads their trigram index (migration-helpers.ts createSearchIndex). */
  searched: string[];
}

const RECORD_COLUMNS = new Set(['id', 'created_at', 'updated_at', 'created_by']);

/** The largest id a table holds: ids and references to them are PostgreSQL `integer` columns. */
export const MAX_ID = 2_147_483_647;

export function joinTableName(entity: Entity, field: string) {
  return `${entity.table}_${field}`;
}

/** An index for lists: its columns in order; a text column is compared folded (lower case) on PostgreSQL. */
export interface ListIndex {
  name: string;
  table: string;
  /** `folded`: a word the list orders by, indexed on PostgreSQL as `lower(column) text_pattern_ops` (sort-order.ts). */
  columns: { name: string; kind: StorageKind; folded?: true }[];
}

/** A field a list compares for equality rather than a range: a choice (type, status), a flag, a reference. */
function comparedForEquality(entity: Entity, field: string) {
  const type = (entity.fields as Record<string, Parameters<typeof baseType>[0]>)[field];
  if (!type) return false;
  const kind = (baseType(type) as { _zod: { def: { type: string } } })._zod.def.type;
  return kind === 'enum' || kind === 'boolean' || Boolean(fieldMeta(type).reference);
}

/**
 * Words: the text fields the list's search box searches (a name, a login, a description), as opposed to
 * moments, choices and codes. Lists order them ignoring case on both databases (server/crud/sort-order.ts).
 */
export function isSearchedWord(entity: Entity, field: string) {
  const type = (entity.fields as Record<string, Parameters<typeof storageKind>[0]>)[field];
  return Boolean(type) && entity.list.search.includes(field) && storageKind(type) === 'text';
}

/**
 * One index per indexed column; a column compared for equality leads an index with the list's default sort
 * after it instead ("cards, by name", "cards whose name begins with Al, by name", "this device's events,
 * newest first" each read one index range, in order, and count within it). A sort by words is folded there,
 * as PostgreSQL filters and orders it. The default sort's own column keeps a single-column index.
 */
export function listIndexesOf(entity: Entity, indexed: string[], columns: Column[]): ListIndex[] {
  const column = (name: string) => columns.find((c) => c.name === name) ?? { name, kind: 'text' as StorageKind };
  const sort = entity.list.sort.replace(/^-/, '');
  const sortable = indexed.includes(sort) || sort === 'created_at';
  const sortColumn = isSearchedWord(entity, sort) ? { ...column(sort), folded: true as const } : column(sort);
  return indexed.map((field) => {
    const leads = sortable && field !== sort && comparedForEquality(entity, field);
    const names = leads ? [field, sort] : [field];
    return { name: `${entity.table}_${names.join('_')}`, table: entity.table, columns: leads ? [column(field), sortColumn] : [column(field)] };
  });
}

/**
 * The text columns the search box searches, on records listed by one of them (groups, users, identifiers by
 * name); not on logs, whose rows arrive by the million and are searched by time.
 * - SQLite folds non-ASCII text with a JavaScript function (server/db/casefold.ts), so an equals or a
 *   begins_with for Cyrillic text would call it for every row: an index on the folded value holds it instead
 *   (`folded`: where no unique index already does).
 * - A contains search ("has", the search box) can use no b-tree: both databases index these columns by their
 *   folded trigrams (`searched`: an FTS5 trigram table on SQLite, pg_trgm on PostgreSQL).
 */
function searchedColumns(entity: Entity, columns: Column[]): string[] {
  const text = new Set(columns.filter((column) => column.kind === 'text').map((column) => column.name));
  if (!entity.list.search.includes(entity.list.sort.replace(/^-/, ''))) return [];
  // A normalised field (an identifier's value) is searched on its normalised column.
  const stored = (field: string) => fieldMeta((entity.fields as Record<string, Parameters<typeof fieldMeta>[0]>)[field]).normalize?.column ?? field;
  return entity.list.search.map(stored).filter((column) => text.has(column));
}

export interface CompositeKey {
  columns: string[];
  folded: string[];
  /**
   * A key whose empty fields count as values (`emptyIsValue`) gets, beside its index, one per set of its fields
   * that may be empty: unique over the others among the rows where those are empty (in both databases, empty
   * ones never clash in an index). `folded` still names every text field of the key, empty ones included.
   */
  empty?: string[];
}

/** Whether a field may be stored empty: NULL, or an empty text (which unique keys treat as NULL). */
function mayBeEmpty(type: z.ZodType, kind: StorageKind) {
  return z.safeParse(type, null).success || (kind === 'text' && z.safeParse(type, '').success);
}

/** Every non-empty subset of `items`, smallest first. */
function subsets<T>(items: readonly T[]): T[][] {
  const all = items.reduce<T[][]>((sets, item) => [...sets, ...sets.map((set) => [...set, item])], [[]]);
  return all.filter((set) => set.length).sort((a, b) => a.length - b.length);
}

/** A composite key's index, and for `emptyIsValue` the partial ones over each set of its fields that may be empty. */
function compositeKeys(entity: Entity, key: UniqueKeyFields, text: Set<string>): CompositeKey[] {
  const folded = key.fields.filter((field) => text.has(field));
  const whole = { columns: [...key.fields], folded };
  if (!key.emptyIsValue) return [whole];
  const fields = entity.fields as Record<string, z.ZodType>;
  const emptiable = key.fields.filter((field) => mayBeEmpty(fields[field], text.has(field) ? 'text' : storageKind(fields[field])));
  if (emptiable.length === key.fields.length) throw new Error(`${entity.name}: a unique key whose fields may all be empty cannot count empty as a value`);
  const partial = subsets(emptiable).map((empty) => ({ columns: key.fields.filter((field) => !empty.includes(field)), folded, empty }));
  return [whole, ...partial];
}

export function entityStorage(entity: Entity): EntityStorage {
  const columns: Column[] = [];
  const joins: Record<string, string> = {};
  for (const [name, type] of Object.entries(entity.fields)) {
    const meta = fieldMeta(type);
    if (meta.transient) continue;
    const kind = storageKind(type);
    if (kind === 'json' && meta.reference) joins[name] = joinTableName(entity, name);
    else columns.push({ name, kind });
  }
  const indexed = entity.list.filters.filter(
    (field) => !RECORD_COLUMNS.has(field) || field === 'created_at',
  ).filter((field) => !(field in joins) && field !== 'id');
  const keys = uniqueKeys(entity);
  const unique = keys.filter((key) => key.fields.length === 1 && !key.emptyIsValue).map((key) => key.fields[0]);
  const text = new Set(columns.filter((column) => column.kind === 'text').map((column) => column.name));
  const composite = keys.filter((key) => key.fields.length > 1 || key.emptyIsValue).flatMap((key) => compositeKeys(entity, key, text));
  const recordColumns: Column[] = [{ name: 'created_at', kind: 'text' }, { name: 'updated_at', kind: 'text' }];
  const listIndexes = listIndexesOf(entity, indexed, [...columns, ...recordColumns]);
  // Every group-scoped access filter reads groups by path range (server/access/scope.ts groupPathMatches).
  if (entity.ownership.kind === 'group') listIndexes.push({ name: `${entity.table}_path`, table: entity.table, columns: [{ name: 'path', kind: 'text' }] });
  // The access filter's "what I created" arm (server/access/own-creations.ts) reads this index.
  if (seesOwnCreations(entity) && !entity.readModel) listIndexes.push({ name: `${entity.table}_created_by`, table: entity.table, columns: [{ name: 'created_by', kind: 'integer' }] });
  const searched = entity.readModel ? [] : searchedColumns(entity, columns);
  const folded = searched.filter((column) => !unique.includes(column));
  return { table: entity.table, columns, joins, indexed, listIndexes, unique, composite, folded, searched };
}

const cache = new Map<Entity, EntityStorage>();
/** Computed once per entity: nothing derivable is recomputed per request. */
export function storageOf(entity: Entity): EntityStorage {
  let storage = cache.get(entity);
  if (!storage) cache.set(entity, (storage = entityStorage(entity)));
  return storage;
}
