/**
 * The record a row duplicates: one the importer sees whose duplicate key (ImportDescription.duplicate) holds the
 * row's values, texts ignoring case and normalised fields compared normalised (an identifier's value). A match
 * the importer cannot see is no duplicate: creating the row then answers as the API would.
 */
import { type Kysely, sql } from 'kysely';
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { fieldNormalizer, normalize } from '../../schemas/normalizers';
import type { Actor } from '../access/actor';
import { accessFilter } from '../access/scope';
import type { DialectName } from '../db/connect';
import { equalsIgnoringCase } from '../db/casefold';

function defaultOf(entity: Entity, field: string) {
  const parsed = (entity.fields as Record<string, z.ZodType>)[field]?.safeParse(undefined);
  return parsed?.success ? parsed.data : undefined;
}

export async function duplicateOf(db: Kysely<any>, dialect: DialectName, entity: Entity, actor: Actor, body: Record<string, unknown>): Promise<number | undefined> {
  // A key field the file leaves out is the one the record would get: its default (an identifier's type: card).
  const values = Object.fromEntries((entity.import?.duplicate ?? []).map((field) => [field, body[field] !== undefined ? body[field] : defaultOf(entity, field)]));
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
