/**
 * The record a row duplicates: one the importer sees whose duplicate key (ImportDescription.duplicate) holds the
 * row's values, texts ignoring case and normalised fields compared normalised (an identifier's value), each as
 * stored where its column's resolver says how (a hex card number). A match the importer cannot see is no
 * duplicate: creating the row then answers as the API would.
 */
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { fieldNormalizer, normalize } from '../../schemas/normalizers';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import type { DialectName } from '../db/connect';
import { equalsIgnoringCase } from '../db/casefold';
import { importColumns } from './columns';
import type { ImportResolvers, ResolveContext } from './resolvers';

function defaultOf(entity: Entity, field: string) {
  const parsed = (entity.fields as Record<string, z.ZodType>)[field]?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

/** The key's values as the record would store them: a resolver's `stored` form where it has one. */
async function storedForms(entity: Entity, body: Record<string, unknown>, values: Record<string, unknown>, resolvers: ImportResolvers, context: ResolveContext) {
  for (const column of importColumns(entity)) {
    const stored = column.resolve && column.field in values ? resolvers[column.resolve].stored : undefined;
    if (stored && values[column.field] !== undefined) values[column.field] = await stored(values[column.field], { ...body, ...values }, context);
  }
  return values;
}

export async function duplicateOf(db: Kysely<any>, dialect: DialectName, entity: Entity, actor: Actor, body: Record<string, unknown>, resolvers: ImportResolvers = {}): Promise<number | undefined> {
  // A key field the file leaves out is the one the record would get: its default (an identifier's type: card).
  const entered = Object.fromEntries((entity.import?.duplicate ?? []).map((field) => [field, body[field] !== undefined ? body[field] : defaultOf(entity, field)]));
  const values = await storedForms(entity, body, entered, resolvers, { db, actor, cache: new Map() });
  const key = Object.keys(values);
  if (!key.length || key.some((field) => values[field] === undefined || values[field] === '')) return undefined;
  let query = db.selectFrom(entity.table).select(`${entity.table}.id`).where(accessFilter(entity, actor, 'view'));
  for (const field of key) {
    const value = values[field];
    const normalizer = fieldNormalizer(entity, field);
    const column = `${entity.table}.${normalizer?.column ?? field}`;
    if (value === null) query = query.where(column, 'is', null);
    // A normalised column holds exactly what the normaliser makes of a value: plain equality reads its index.
    else if (typeof value === 'string' && normalizer) query = query.where(column, '=', normalize(normalizer.rule, value));
    else if (typeof value === 'string') query = query.where(equalsIgnoringCase(dialect, column, value));
    else query = query.where(sql.ref(column), '=', typeof value === 'boolean' && dialect === 'sqlite' ? Number(value) : value);
  }
  const found = await query.executeTakeFirst();
  return found ? Number(found.id) : undefined;
}
