/**
 * An entity's record as the API answers it (001 §7): its record without write-only or transient fields, at any
 * depth (device_settings.sip.password), which the server never sends. Answers that carry a record (GET
 * /profile, a file upload, a found device added) build on it.
 */
import { z } from 'zod';
import type { Entity } from './define-entity';
import { fieldMeta } from './introspect';

const hidden = (type: z.ZodType) => fieldMeta(type).writeOnly || fieldMeta(type).transient;

/**
 * The type as answered: a default is always filled in by then, and an object keeps only what is answered. An
 * object under a default or prefault is rebuilt as that object; anything else is answered as it is.
 */
function answered(type: z.ZodType): z.ZodType {
  const def = (type as unknown as { _zod: { def: { type: string; innerType?: z.ZodType } } })._zod.def;
  if (def.type === 'default' || def.type === 'prefault') return answered(def.innerType!);
  if (def.type === 'nullable') return answered(def.innerType!).nullable();
  if (def.type === 'optional') return answered(def.innerType!).optional();
  if (type instanceof z.ZodObject) return z.object(Object.fromEntries(Object.entries(type.shape as Record<string, z.ZodType>).filter(([, field]) => !hidden(field)).map(([name, field]) => [name, answered(field)])));
  return type;
}

/** @example answeredRecord(user).extend({ role: profileRole.nullable() }) */
export function answeredRecord<E extends Pick<Entity, 'record'>>(entity: E): E['record'] {
  return answered(entity.record) as E['record'];
}
