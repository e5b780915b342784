/**
 * An entity's record as the API answers it (001 §7): its record without write-only or transient fields,
 * which the server never sends. Answers that carry a record (GET /profile) build on it.
 */
import { z } from 'zod';
import type { Entity } from './define-entity';
import { fieldMeta } from './introspect';

/** @example answeredRecord(user).extend({ domains: z.array(answeredRecord(group)) }) */
export function answeredRecord<E extends Pick<Entity, 'record'>>(entity: E): E['record'] {
  const hidden = Object.entries(entity.record.shape)
    .filter(([, type]) => fieldMeta(type as z.ZodType).writeOnly || fieldMeta(type as z.ZodType).transient)
    .map(([name]) => [name, true] as const);
  return entity.record.omit(Object.fromEntries(hidden)) as E['record'];
}
