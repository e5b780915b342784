/**
 * A minimal valid create body for any entity, derived from its zod schema: required writable fields only,
 * strings that satisfy the field's own constraints, reference ids supplied by the caller. Tests that need
 * "some record of this entity" use it, so a new entity gets bodies without new test code.
 *
 * @example
 * validBody(device, { reference: () => siteId, token: 'x1' }) // { name: 'x1', login: 'x1', domain_id: siteId }
 */
import type { z } from 'zod';
import type { Entity } from '../../schemas/define-entity';
import { baseType, fieldMeta, placementField } from '../../schemas/introspect';
import { fieldSets } from '../crud/field-sets';

type AnyZod = z.core.$ZodType;

export interface BodyOptions {
  /** The id to use for a reference to the entity at this API path (e.g. 'groups'). */
  reference(path: string): number;
  /** A short token that makes unique strings unique (letters, digits and dashes). */
  token: string;
}

function accepts(type: AnyZod, value: unknown) {
  return (type as z.ZodType).safeParse(value).success;
}

/** Whether the field must be sent: its schema refuses a missing value. */
export function isRequired(type: AnyZod) {
  return !accepts(type, undefined);
}

function stringFor(type: AnyZod, token: string): string {
  const base: any = baseType(type);
  const min: number = base._zod.bag?.minimum ?? 0;
  const max: number = base._zod.bag?.maximum ?? 255;
  const padded = (text: string) => (text.length >= min ? text : text.padEnd(min, 'x')).slice(0, Math.max(max, min));
  // A field showing an example (`.meta({ examples })`, e.g. identifier values: digits) gets it, made unique by the token's digits.
  const example = (fieldMeta(type) as { examples?: unknown[] }).examples?.[0];
  const fromExample = typeof example === 'string' ? [`${example}${token.replace(/\D/g, '')}`] : [];
  const candidates = [...fromExample, padded(token), padded(token.replace(/[^A-Za-z0-9]/g, '')), `${token}@example.com`, '1', '12345678', '', '+12345678', '10.0.0.1', '2026-01-01T00:00:00Z', '2026-01-01'];
  const found = candidates.find((candidate) => accepts(type, candidate));
  if (found === undefined) throw new Error(`validBody: no string candidate fits ${JSON.stringify(base._zod.def)}`);
  return found;
}

/** A valid value of one field (its required parts only, for objects). */
export function validValue(type: AnyZod, options: BodyOptions, reference?: string): unknown {
  const meta = fieldMeta(type);
  const ref = meta.reference ?? reference;
  const base: any = baseType(type);
  const def = base._zod.def;
  switch (def.type) {
    case 'string':
      return stringFor(type, options.token);
    case 'number': {
      if (ref) return options.reference(ref);
      const min = base._zod.bag?.minimum;
      return typeof min === 'number' && Number.isFinite(min) ? Math.max(min, 0) : 0;
    }
    case 'boolean':
      return false;
    case 'enum':
      return Object.values(def.entries)[0];
    case 'literal':
      return def.values[0];
    case 'null':
      return null;
    case 'array': {
      // zod 4 keeps an array's `.min()` in its checks, not in the bag strings and numbers use.
      const minCheck = def.checks?.find((check: any) => check._zod.def.check === 'min_length')?._zod.def.minimum;
      const min: number = base._zod.bag?.minimum ?? minCheck ?? 0;
      return Array.from({ length: Math.max(min, ref ? 1 : 0) }, () => validValue(def.element, options, ref));
    }
    case 'object':
      return requiredFields(def.shape, options);
    case 'union':
      for (const option of def.options) {
        try {
          const value = validValue(option, options, ref);
          if (accepts(type, value)) return value;
        } catch {
          // try the next option
        }
      }
      throw new Error('validBody: no union option fits');
    default:
      if (accepts(type, null)) return null;
      throw new Error(`validBody: cannot build a ${def.type}`);
  }
}

function requiredFields(shape: Record<string, AnyZod>, options: BodyOptions) {
  const out: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(shape)) if (isRequired(type)) out[name] = validValue(type, options);
  return out;
}

/** Required writable fields of the entity, valid for its create schema (throws if it cannot build one). */
export function validBody(entity: Entity, options: BodyOptions): Record<string, unknown> {
  const sets = fieldSets(entity);
  const shape = Object.fromEntries(Object.entries(entity.fields).filter(([name]) => sets.writable.has(name))) as Record<string, AnyZod>;
  const body = requiredFields(shape, options);
  const parsed = sets.createBody.safeParse(body);
  if (!parsed.success) throw new Error(`validBody(${entity.name}) is invalid: ${JSON.stringify(parsed.error.issues)}`);
  return body;
}

/** The field naming the groups a record of this entity belongs to (none for a child, whose parent places it). */
export function groupField(entity: Entity): string | undefined {
  // A child's placement field names its parent, not a group.
  return entity.ownership.kind === 'parent' ? undefined : placementField(entity);
}
