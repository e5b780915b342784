/**
 * One order on both databases:
 * - words (the fields the search box searches: a name, a login) ignoring case. SQLite's columns are
 *   `collate nocase`; PostgreSQL orders by the folded value in byte order (`lower(name) using ~<~`), the
 *   order of the `lower(column) text_pattern_ops` indexes its filters already read, so "cards whose name
 *   begins with Al, by name" is one index range read in order (server/db/columns.ts listIndexesOf) rather
 *   than every card tested from one end;
 * - an empty value sorts before every other (SQLite's own rule), so "never seen" comes first when sorting by
 *   last seen, on PostgreSQL too (whose rule is the opposite). Only fields that may be empty get the clause:
 *   the others keep an order their indexes serve.
 */
import { type OrderByItemBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { isSearchedWord } from '../db/columns';
import type { DialectName } from '../db/connect';
import type { SortKey } from './list-params';

const nullable = new WeakMap<Entity, Map<string, boolean>>();

const words = new WeakMap<Entity, Map<string, boolean>>();

/** `answer` about an entity's field, computed once. */
function remembered(cache: WeakMap<Entity, Map<string, boolean>>, entity: Entity, field: string, answer: (type: z.ZodType | undefined) => boolean) {
  let fields = cache.get(entity);
  if (!fields) cache.set(entity, (fields = new Map()));
  let known = fields.get(field);
  if (known === undefined) fields.set(field, (known = answer((entity.fields as Record<string, z.ZodType>)[field])));
  return known;
}

const mayBeEmpty = (entity: Entity, field: string) => remembered(nullable, entity, field, (type) => Boolean(type?.safeParse(null).success));
const isWord = (entity: Entity, field: string) => remembered(words, entity, field, () => isSearchedWord(entity, field));

/** PostgreSQL: a word by its folded value in byte order, empty values first ascending and last descending. */
function foldedOrder(column: string, direction: 'asc' | 'desc', empty: boolean) {
  const operator = sql.raw(direction === 'asc' ? '~<~' : '~>~');
  const nulls = sql.raw(!empty ? '' : direction === 'asc' ? ' nulls first' : ' nulls last');
  return sql`lower(${sql.ref(column)}) using ${operator}${nulls}`;
}

/**
 * The query ordered by the keys, empty values first ascending and last descending, on either database.
 * `table`: the name the query gives the entity's rows, when not its table's (a subquery's alias).
 */
export function orderedBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, entity: Entity, dialect: DialectName, sort: SortKey[], table = entity.table): Q {
  let ordered = query;
  for (const key of sort) {
    const column = `${table}.${key.field}`;
    if (dialect === 'postgres' && isWord(entity, key.field)) ordered = ordered.orderBy(foldedOrder(column, key.direction, mayBeEmpty(entity, key.field))) as Q;
    else if (dialect !== 'postgres' || !mayBeEmpty(entity, key.field)) ordered = ordered.orderBy(column, key.direction) as Q;
    else ordered = ordered.orderBy(column, (item: OrderByItemBuilder) => (key.direction === 'asc' ? item.asc().nullsFirst() : item.desc().nullsLast())) as Q;
  }
  return ordered;
}
