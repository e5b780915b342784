/**
 * One order for empty values on both databases: an empty value sorts before every other (SQLite's own
 * rule), so "never seen" comes first when sorting by last seen, on PostgreSQL too (whose rule is the
 * opposite). Only fields that may be empty get the clause: the others keep an order their indexes serve.
 */
import type { OrderByItemBuilder, SelectQueryBuilder } from 'kysely';
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import type { DialectName } from '../db/connect';
import type { SortKey } from './list-params';

const nullable = new WeakMap<Entity, Map<string, boolean>>();

function mayBeEmpty(entity: Entity, field: string) {
  let fields = nullable.get(entity);
  if (!fields) nullable.set(entity, (fields = new Map()));
  let answer = fields.get(field);
  if (answer === undefined) {
    const type = (entity.fields as Record<string, z.ZodType>)[field];
    answer = Boolean(type?.safeParse(null).success);
    fields.set(field, answer);
  }
  return answer;
}

/**
 * The query ordered by the keys, empty values first ascending and last descending, on either database.
 * `table`: the name the query gives the entity's rows, when not its table's (a subquery's alias).
 */
export function orderedBy<Q extends SelectQueryBuilder<any, any, any>>(query: Q, entity: Entity, dialect: DialectName, sort: SortKey[], table = entity.table): Q {
  let ordered = query;
  for (const key of sort) {
    const column = `${table}.${key.field}`;
    if (dialect !== 'postgres' || !mayBeEmpty(entity, key.field)) ordered = ordered.orderBy(column, key.direction) as Q;
    else ordered = ordered.orderBy(column, (item: OrderByItemBuilder) => (key.direction === 'asc' ? item.asc().nullsFirst() : item.desc().nullsLast())) as Q;
  }
  return ordered;
}
