/**
 * The parts of JSON fields a row's cells give (ImportColumnDescription.part): written over the record's stored
 * value when the row updates a record, so the parts the file leaves out (another package, the notices) stay.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import { type PartStep, partPath, partSteps, writePart } from '../../schemas/field-parts';
import { rowToRecord } from '../db/codec';
import { columnKey, importColumns } from './columns';

export interface RowPart {
  /** The column's key ('license_info.packages[type=plus].qty'). */
  key: string;
  field: string;
  steps: PartStep[];
  value: unknown;
}

/** The field's value with the parts written over `base` (undefined: the field's default fills the rest). */
export const withParts = (base: unknown, parts: readonly RowPart[]) => parts.reduce((value, part) => writePart(value, part.steps, part.value), base);

/** The body for an update of record `id`: each field with parts holds them over its stored value. */
export async function partsOverStored(db: Kysely<any>, entity: Entity, id: number, body: Record<string, unknown>, parts: readonly RowPart[]) {
  const fields = [...new Set(parts.map((part) => part.field))];
  if (!fields.length) return body;
  const row = await db.selectFrom(entity.table).select(fields).where('id', '=', id).executeTakeFirstOrThrow();
  const stored = rowToRecord(entity, row);
  return { ...body, ...Object.fromEntries(fields.map((field) => [field, withParts(stored[field], parts.filter((part) => part.field === field))])) };
}

/** Each part column's path in the body as errors name it ('license_info.packages.0.qty'), to the column's key. */
export const partColumns = (entity: Entity, body: Record<string, unknown>) =>
  new Map(importColumns(entity).flatMap((column) => {
    const path = column.part ? partPath(body[column.field], partSteps(column.part)) : undefined;
    return path === undefined ? [] : [[`${column.field}.${path}`, columnKey(column)] as const];
  }));
