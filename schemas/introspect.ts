/** Reads what the storage and the generator need from a zod field: its base type and its metadata. */
import { z } from 'zod';
import type { Entity, FieldMeta } from './define-entity';

type AnyZod = z.core.$ZodType;
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The type under optional/nullable/default wrappers and preprocess pipes. */
export function baseType(type: AnyZod): AnyZod {
  let current: any = type;
  for (;;) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = def.out._zod.def.type === 'transform' ? def.in : def.out;
    else return current;
  }
}

/** Metadata set with `.meta()` anywhere along the wrapper chain. */
export function fieldMeta(type: AnyZod): FieldMeta {
  let current: any = type;
  let meta: FieldMeta = {};
  for (;;) {
    meta = { ...(z.globalRegistry.get(current) as FieldMeta | undefined), ...meta };
    const def = current._zod.def;
    if (WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === 'pipe') current = def.out;
    else return meta;
  }
}

export type StorageKind = 'integer' | 'real' | 'text' | 'boolean' | 'json';

export function storageKind(type: AnyZod): StorageKind {
  const base: any = baseType(type);
  const def = base._zod.def;
  switch (def.type) {
    case 'string':
    case 'enum':
      return 'text';
    case 'boolean':
      return 'boolean';
    case 'number':
      return base.isInt ? 'integer' : 'real';
    case 'literal':
      return def.values.every((v: unknown) => Number.isInteger(v)) ? 'integer' : 'text';
    case 'union':
      return def.options.every((o: AnyZod) => storageKind(o) === 'text') ? 'text' : 'json';
    default:
      return 'json';
  }
}

/**
 * The field that says where a record belongs, which placement decides (server/crud/repository.ts): a group's
 * parent, a record's groups, a child's parent. undefined for records attached to no group.
 */
export function placementField(entity: Entity): string | undefined {
  const { ownership } = entity;
  if (ownership.kind === 'group') return 'parent_id';
  return ownership.kind === 'none' ? undefined : ownership.field;
}
