/**
 * What a read answers beside a record's stored columns: its to-many id lists, and the relations asked for with
 * `with=` embedded as `{ id, <title> }`. Each is a correlated subquery of the read's own statement, so a page of
 * 25 records with two relations is ONE statement, not four whose rows are then matched up in JavaScript (each
 * statement costs its building, preparing and a round trip; the bench's list rows, bench/README.md "Lists at estate scale").
 *
 * Only related records the actor may view are embedded in full; the others appear as `{ id }`, so nothing outside
 * the scope leaks, or as `{ id, <title> }` where the relation says why its title may be told (titleBeyondView). The subqueries read the join tables' primary keys (owner_id, ref_id), in ref_id order.
 */
import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { rowToRecord } from '../db/codec';
import { storageOf } from '../db/columns';
import type { DialectName } from '../db/connect';
import type { SortKey } from './list-params';
import { orderedBy } from './sort-order';

/**
 * The name the read's outer select gives its rows: not the entity's table, so a relation to the entity's own
 * table (a group's parent) can name both the record and the related row.
 */
const ROWS = '$rows';

interface Reader {
  db: Kysely<any>;
  dialect: DialectName;
  entities: readonly Entity[];
}

/** A JSON object of SQL values, by key. */
function jsonObject(dialect: DialectName, entries: [string, Expression<unknown>][]): RawBuilder<unknown> {
  const name = sql.raw(dialect === 'postgres' ? 'json_build_object' : 'json_object');
  return sql`${name}(${sql.join(entries.flatMap(([key, value]) => [sql.lit(key), value]))})`;
}

/** A JSON array of `value` over a query's rows in `order` ([] for none); SQLite aggregates in its input's order (refsOf's). */
function jsonArray(dialect: DialectName, value: Expression<unknown>, order: Expression<unknown>): RawBuilder<unknown> {
  return dialect === 'postgres' ? sql`coalesce(json_agg(${value} order by ${order}), '[]'::json)` : sql`coalesce(json_group_array(${value}), '[]')`;
}

/** A record's ref ids in a join table, ordered (the order SQLite's aggregate keeps). */
function refsOf(db: Kysely<any>, join: string) {
  return db.selectFrom(join).select('ref_id').whereRef('owner_id', '=', `${ROWS}.id`).orderBy('ref_id');
}

function idList(reader: Reader, join: string): RawBuilder<unknown> {
  const refs = reader.db.selectFrom(refsOf(reader.db, join).as('j')).select(jsonArray(reader.dialect, sql.ref('j.ref_id'), sql.ref('j.ref_id')).as('ids'));
  return sql`(${refs})`;
}

/** The related record as embedded when the actor sees it: its id and title. */
function titled(dialect: DialectName, target: Entity, id: Expression<unknown>) {
  return jsonObject(dialect, [['id', id], [target.titleField, sql.ref(`${target.table}.${target.titleField}`)]]);
}

/** `unseen`: how a related record the actor may not view is told, `{ id }` (with=) or `null` (a composite's part). */
function embedOne(reader: Reader, target: Entity, actor: Actor, field: string, titleBeyondView: boolean, unseen: 'id' | 'null' = 'id'): RawBuilder<unknown> {
  const id = sql.ref(`${ROWS}.${field}`);
  const related = reader.db
    .selectFrom(target.table)
    .select(titled(reader.dialect, target, sql.ref(`${target.table}.id`)).as('embedded'))
    .whereRef(`${target.table}.id`, '=', `${ROWS}.${field}`);
  const visible = titleBeyondView ? related : related.where(accessFilter(target, actor, 'view'));
  const fallback = unseen === 'id' ? jsonObject(reader.dialect, [['id', id]]) : sql`null`;
  return sql`case when ${id} is null then null else coalesce((${visible}), ${fallback}) end`;
}

function embedMany(reader: Reader, target: Entity, actor: Actor, join: string): RawBuilder<unknown> {
  const { db, dialect } = reader;
  const related = db
    .selectFrom(refsOf(db, join).as('j'))
    .leftJoin(target.table, `${target.table}.id`, 'j.ref_id')
    .select((eb) => {
      const seen = eb.and([eb(`${target.table}.id`, 'is not', null), accessFilter(target, actor, 'view')(eb)]);
      const value = eb.case().when(seen).then(titled(dialect, target, sql.ref('j.ref_id'))).else(jsonObject(dialect, [['id', sql.ref('j.ref_id')]])).end();
      return jsonArray(dialect, value, sql.ref('j.ref_id')).as('embedded');
    });
  return sql`(${related})`;
}

/** The column a composite's relation part is read into; no field is named with a `$`. */
const partColumn = (composite: string, key: string) => `$${composite}$${key}`;

/** The to-one relations a composite names, by their column (entity.composites). */
function compositeRelations(entity: Entity): [string, string][] {
  return Object.entries(entity.composites ?? {}).flatMap(([composite, parts]) =>
    Object.entries(parts)
      .filter(([, name]) => entity.relations?.[name])
      .map(([key, name]): [string, string] => [partColumn(composite, key), name]),
  );
}

function embedRelation(reader: Reader, entity: Entity, actor: Actor, name: string, unseen: 'id' | 'null') {
  const { joins } = storageOf(entity);
  const relation = entity.relations![name];
  const target = reader.entities.find((e) => e.path === relation.entity)!;
  if (relation.kind === 'to-many') return embedMany(reader, target, actor, joins[relation.field]);
  return embedOne(reader, target, actor, relation.field, Boolean(relation.titleBeyondView), unseen);
}

/**
 * `rows` (a select of the entity's readable columns, filtered, ordered and limited) with each record's id lists
 * and the `relations` embedded; ordered again by `sort`, since an outer select need not keep its subquery's order.
 */
export function withRelated(reader: Reader, entity: Entity, actor: Actor, rows: SelectQueryBuilder<any, any, any>, relations: string[], sort: SortKey[] = []) {
  const { joins } = storageOf(entity);
  const columns = Object.entries(joins).map(([field, join]) => idList(reader, join).as(field));
  for (const name of relations) columns.push(embedRelation(reader, entity, actor, name, 'id').as(name));
  for (const [column, name] of compositeRelations(entity)) columns.push(embedRelation(reader, entity, actor, name, 'null').as(column));
  const outer = reader.db.selectFrom(rows.as(ROWS)).selectAll(ROWS).select(columns);
  return orderedBy(outer, entity, reader.dialect, sort, ROWS);
}

const parsed = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

/** A row withRelated read, as the API's record (SQLite answers the JSON as text; PostgreSQL's driver parses it). */
export function readRelated(entity: Entity, relations: string[], row: Record<string, unknown>): Record<string, unknown> {
  const record = rowToRecord(entity, row);
  for (const field of Object.keys(storageOf(entity).joins)) record[field] = parsed(record[field]) ?? [];
  for (const name of relations) record[name] = parsed(record[name]);
  for (const [composite, parts] of Object.entries(entity.composites ?? {})) {
    const value: Record<string, unknown> = {};
    for (const [key, name] of Object.entries(parts)) {
      const column = partColumn(composite, key);
      value[key] = entity.relations?.[name] ? (parsed(record[column]) ?? null) : (record[name] ?? null);
      record[column] = undefined; // emptied, not deleted (a deleted key makes each record a slow dictionary); JSON leaves it out
    }
    record[composite] = value;
  }
  return record;
}
