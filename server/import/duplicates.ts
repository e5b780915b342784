/**
 * The record a row duplicates: one the importer sees whose duplicate key (ImportDescription.duplicate) holds the
 * row's values, texts ignoring case and normalised fields compared normalised (an identifier's value), each as
 * stored where its column's resolver says how (a hex card number). A match the importer cannot see is no
 * duplicate: creating the row then answers as the API would.
 */
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { fieldNormalizer, normalize } from '../../schemas/normalizers';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import type { DialectName } from '../db/connect';
import { casefold, equalsIgnoringCase } from '../db/casefold';
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

/** The row's duplicate key as the record would store it, or undefined when the row has none (a key field empty). */
export async function duplicateValues(entity: Entity, body: Record<string, unknown>, resolvers: ImportResolvers, context: ResolveContext) {
  // A key field the file leaves out is the one the record would get: its default (an identifier's type: card).
  const entered = Object.fromEntries((entity.import?.duplicate ?? []).map((field) => [field, body[field] !== undefined ? body[field] : defaultOf(entity, field)]));
  const values = await storedForms(entity, body, entered, resolvers, context);
  const key = Object.keys(values);
  if (!key.length || key.some((field) => values[field] === undefined || values[field] === '')) return undefined;
  return values;
}

const columnOf = (entity: Entity, field: string) => fieldNormalizer(entity, field)?.column ?? field;

/** One key value as the lookup compares it: texts ignoring case, normalised fields normalised. */
function compared(entity: Entity, field: string, value: unknown) {
  const normalizer = fieldNormalizer(entity, field);
  if (typeof value === 'string') return normalizer ? normalize(normalizer.rule, value) : casefold(value);
  return typeof value === 'boolean' ? Number(value) : value;
}

/** The key's values as compared, as one text: two rows with the same text name the same record. */
export const duplicateKey = (entity: Entity, values: Record<string, unknown>) => JSON.stringify(Object.entries(values).map(([field, value]) => compared(entity, field, value)));

/** The stored record's key values as compared (its columns, as read back). */
const storedKey = (entity: Entity, fields: readonly string[], row: Record<string, unknown>) =>
  JSON.stringify(fields.map((field) => {
    const value = row[columnOf(entity, field)];
    if (value === null || value === undefined) return null;
    return fieldNormalizer(entity, field) ? value : typeof value === 'string' ? casefold(value) : Number(value);
  }));

function keyCondition(dialect: DialectName, entity: Entity, values: Record<string, unknown>) {
  return sql.join(Object.entries(values).map(([field, value]) => {
    const column = `${entity.table}.${columnOf(entity, field)}`;
    if (value === null) return sql<SqlBool>`${sql.ref(column)} is null`;
    // A normalised column holds exactly what the normaliser makes of a value: plain equality reads its index.
    if (typeof value === 'string' && fieldNormalizer(entity, field)) return sql<SqlBool>`${sql.ref(column)} = ${compared(entity, field, value)}`;
    if (typeof value === 'string') return equalsIgnoringCase(dialect, column, value);
    return sql<SqlBool>`${sql.ref(column)} = ${typeof value === 'boolean' && dialect === 'sqlite' ? Number(value) : value}`;
  }), sql` and `);
}

export async function duplicateOf(db: Kysely<any>, dialect: DialectName, entity: Entity, actor: Actor, body: Record<string, unknown>, resolvers: ImportResolvers = {}): Promise<number | undefined> {
  const values = await duplicateValues(entity, body, resolvers, { db, actor, cache: new Map() });
  if (!values) return undefined;
  const found = await db.selectFrom(entity.table).select(`${entity.table}.id`).where(accessFilter(entity, actor, 'view')).where(sql<SqlBool>`(${keyCondition(dialect, entity, values)})`).executeTakeFirst();
  return found ? Number(found.id) : undefined;
}

/**
 * A condition every row's key match implies, that an index answers (an IN list on a normalised column, or one of
 * numbers): the database reads only those rows rather than weighing each stored row against every row's key.
 * Texts compared ignoring case are not narrowed: PostgreSQL answered an IN list of folded values by reading the
 * whole table (a 5,000 users' import: 21 s against 4 s with the ORs alone).
 */
function narrowing(entity: Entity, keys: Record<string, unknown>[]) {
  const field = Object.keys(keys[0]).find((name) =>
    keys.every((values) => typeof values[name] === 'number' || (typeof values[name] === 'string' && fieldNormalizer(entity, name))),
  );
  if (field === undefined) return undefined;
  const values = keys.map((values) => (typeof values[field] === 'string' ? compared(entity, field, values[field]) : values[field]));
  return sql<SqlBool>`${sql.ref(`${entity.table}.${columnOf(entity, field)}`)} in (${sql.join(values.map((value) => sql`${value}`))})`;
}

/**
 * The records many rows duplicate (duplicateValues of each; undefined: none), read in one statement per 200 rows.
 * Answers undefined as a whole when a record read matches no row's key here (the databases fold some letters
 * otherwise than JavaScript): the caller then asks duplicateOf row by row.
 */
export async function duplicatesOf(db: Kysely<any>, dialect: DialectName, entity: Entity, actor: Actor, keys: (Record<string, unknown> | undefined)[]) {
  const fields = entity.import?.duplicate ?? [];
  const asked = keys.flatMap((values, index) => (values ? [{ values, index, key: duplicateKey(entity, values) }] : []));
  const byKey = new Map<string, number>();
  for (let i = 0; i < asked.length; i += 200) {
    const part = asked.slice(i, i + 200);
    const any = sql.join(part.map(({ values }) => sql<SqlBool>`(${keyCondition(dialect, entity, values)})`), sql` or `);
    const narrowed = narrowing(entity, part.map(({ values }) => values));
    let query = db.selectFrom(entity.table).select([`${entity.table}.id`, ...fields.map((field) => `${entity.table}.${columnOf(entity, field)}`)]).where(accessFilter(entity, actor, 'view'));
    if (narrowed) query = query.where(narrowed);
    // For a key of one field, the IN list is the whole condition.
    if (!narrowed || fields.length > 1) query = query.where(sql<SqlBool>`(${any})`);
    const rows = await query.orderBy(`${entity.table}.id`).execute();
    const wanted = new Set(part.map(({ key }) => key));
    for (const row of rows) {
      const key = storedKey(entity, fields, row);
      if (!wanted.has(key)) return undefined;
      // The lowest id, as a single lookup's first row would most often be: every such record is a duplicate.
      if (!byKey.has(key)) byKey.set(key, Number(row.id));
    }
  }
  return keys.map((values) => (values ? byKey.get(duplicateKey(entity, values)) : undefined));
}
