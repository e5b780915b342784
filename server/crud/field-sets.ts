/**
 * Which fields of an entity may be written, which are never returned, and where secrets hide inside
 * nested objects. Derived once from the schema's field metadata.
 */
import { z } from 'zod';
import { type Entity, recordFields } from '../../schemas/define-entity';
import type { Permission } from '../../schemas/permissions';
import { storageOf } from '../db/columns';
import { baseType, fieldMeta } from '../../schemas/introspect';

export interface FieldSets {
  /** Accepted in request bodies. */
  writable: Set<string>;
  /** Known but silently ignored in request bodies (server-owned fields, embedded relations). */
  ignored: Set<string>;
  /** Top-level write-only fields: stored, never selected for answers. */
  writeOnly: Set<string>;
  /** Fields a user may not set on their own record (FieldMeta notOnOwnRecord). */
  notOnOwnRecord: Set<string>;
  /** Fields only holders of one of the listed permissions may change (FieldMeta editableWith). */
  editableWith: Map<string, readonly Permission[]>;
  /** Paths of write-only leaves inside stored objects, e.g. device_settings.sip.password. */
  nestedSecrets: string[][];
  /** Columns selected for answers. */
  readableColumns: string[];
  /** The body schema for create: writable fields only, unknown keys refused. */
  createBody: z.ZodObject;
}

function secretPaths(type: z.ZodType, prefix: string[]): string[][] {
  const base: any = baseType(type);
  if (base._zod.def.type !== 'object') return [];
  return Object.entries(base.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
    fieldMeta(child).writeOnly ? [[...prefix, key]] : secretPaths(child, [...prefix, key]),
  );
}

const cache = new Map<Entity, FieldSets>();

export function fieldSets(entity: Entity): FieldSets {
  const cached = cache.get(entity);
  if (cached) return cached;
  const writable = new Set<string>();
  const ignored = new Set<string>([...Object.keys(recordFields), ...Object.keys(entity.relations ?? {}), ...Object.keys(entity.composites ?? {})]);
  const writeOnly = new Set<string>();
  const notOnOwnRecord = new Set<string>();
  const editableWith = new Map<string, readonly Permission[]>();
  const nestedSecrets: string[][] = [];
  const shape: Record<string, z.ZodType> = {};
  for (const [name, type] of Object.entries(entity.fields) as [string, z.ZodType][]) {
    const meta = fieldMeta(type);
    if (meta.readOnly) ignored.add(name);
    else (writable.add(name), (shape[name] = type));
    if (meta.writeOnly) writeOnly.add(name);
    if (meta.notOnOwnRecord) notOnOwnRecord.add(name);
    if (meta.editableWith) editableWith.set(name, meta.editableWith);
    else nestedSecrets.push(...secretPaths(type, [name]));
  }
  const storage = storageOf(entity);
  const readableColumns = ['id', 'created_at', 'updated_at', 'created_by', ...storage.columns.map((c) => c.name)].filter(
    (column) => !writeOnly.has(column),
  );
  const sets = { writable, ignored, writeOnly, notOnOwnRecord, editableWith, nestedSecrets, readableColumns, createBody: z.strictObject(shape) };
  cache.set(entity, sets);
  return sets;
}
