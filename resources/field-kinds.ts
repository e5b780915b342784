/**
 * What the list and show screens need to know about each field of an entity, read from its zod schema:
 * how to display it, what it refers to, and its nested fields. Computed once per entity.
 *
 * @example describeField(user, 'role_id') // { name: 'role_id', path: ['role_id'], kind: 'reference', reference: 'roles', … }
 */
import type { z } from 'zod';
import type { Entity, FieldMeta } from '../schemas/define-entity';
import { baseType, fieldMeta } from '../schemas/introspect';

export type FieldKind =
  | 'text'
  | 'number'
  | 'boolean'
  | 'date' // a moment
  | 'day' // a calendar date, no time or zone (`z.iso.date()`): a reservation's date
  | 'enum'
  | 'reference' // an id of another entity
  | 'references' // a list of ids of another entity
  | 'list' // a list of scalars (values set when they are enum values)
  | 'file' // a file kept by its own routes (schemas/file-field.ts); its name, size and type are one value
  | 'object' // nested fields
  | 'objects'; // a list of records with nested fields

export interface FieldDescription {
  name: string;
  /** From the record's root: ['device_settings', 'sip', 'talk_timeout']; list items add no index. */
  path: string[];
  kind: FieldKind;
  /** Path of the referenced entity, for references. */
  reference?: string;
  /** Allowed values, for enums and lists of enum values. */
  values?: (string | number)[];
  /** Nested fields, for objects and lists of objects. */
  children?: FieldDescription[];
  writeOnly: boolean;
  readOnly: boolean;
  transient: boolean;
  /** A dedicated display (schemas' `display` fact), e.g. identifier values in the user's hex or decimal. */
  display?: FieldMeta['display'];
  /** Followed over the live channel (schemas' `live` fact): marked as possibly out of date while it is down. */
  live?: boolean;
  /** Shown only while the named siblings hold these values (schemas' `visibleWhen` fact). */
  visibleWhen?: FieldMeta['visibleWhen'];
}

type AnyZod = z.core.$ZodType;
type Def = { type: string; [key: string]: any };

const defOf = (type: AnyZod) => baseType(type)._zod.def as Def;

/** A union such as `'' | email` or `T | null` is displayed as its one substantial option. */
function substantialOption(def: Def): AnyZod | undefined {
  const options = (def.options as AnyZod[]).filter((option) => {
    const inner = defOf(option);
    return !(inner.type === 'null' || (inner.type === 'literal' && inner.values.length === 1 && inner.values[0] === ''));
  });
  return options.length === 1 ? options[0] : undefined;
}

function enumValues(def: Def): (string | number)[] | undefined {
  if (def.type === 'enum') return Object.values(def.entries as Record<string, string | number>);
  if (def.type === 'literal' && def.values.length > 1) return [...def.values];
  return undefined;
}

/** `z.iso.datetime()`: a moment, whatever the field is called. */
const isMoment = (def: Def) => def.type === 'string' && def.format === 'datetime';
/** `z.iso.date()`: a day of the calendar. */
const isDay = (def: Def) => def.type === 'string' && def.format === 'date';

function kindOf(def: Def, meta: FieldMeta): Omit<FieldDescription, 'name' | 'path' | 'writeOnly' | 'readOnly' | 'transient'> {
  const { reference, codes } = meta;
  if (meta.file) return { kind: 'file' };
  if (reference) return { kind: def.type === 'array' ? 'references' : 'reference', reference };
  if (isMoment(def)) return { kind: 'date' };
  if (isDay(def)) return { kind: 'day' };
  if (codes) return { kind: 'enum', values: [...codes] };
  const values = enumValues(def);
  if (values) return { kind: 'enum', values };
  switch (def.type) {
    case 'boolean':
      return { kind: 'boolean' };
    case 'number':
      return { kind: 'number' };
    case 'object':
    case 'record': // a free map (a task's payload): a structure without declared fields
      return { kind: 'object' };
    case 'array': {
      const element = defOf(def.element);
      return element.type === 'object' ? { kind: 'objects' } : { kind: 'list', values: enumValues(element) };
    }
    case 'union': {
      const option = substantialOption(def);
      return option ? kindOf(defOf(option), {}) : { kind: 'text' };
    }
    default:
      return { kind: 'text' };
  }
}

function shapeOf(def: Def): Record<string, AnyZod> | undefined {
  if (def.type === 'object') return def.shape;
  if (def.type === 'array') return shapeOf(defOf(def.element));
  return undefined;
}

export function describe(name: string, type: AnyZod, parent: string[] = []): FieldDescription {
  const meta = fieldMeta(type);
  const def = defOf(type);
  const path = [...parent, name];
  const description: FieldDescription = {
    name,
    path,
    ...kindOf(def, meta),
    writeOnly: Boolean(meta.writeOnly),
    readOnly: Boolean(meta.readOnly),
    transient: Boolean(meta.transient),
    ...(meta.display ? { display: meta.display } : {}),
    ...(meta.live ? { live: true } : {}),
    ...(meta.visibleWhen ? { visibleWhen: meta.visibleWhen } : {}),
  };
  const shape = description.kind === 'object' || description.kind === 'objects' ? shapeOf(def) : undefined;
  if (shape) description.children = Object.entries(shape).map(([child, childType]) => describe(child, childType, path));
  return description;
}

const cache = new WeakMap<Entity, FieldDescription[]>();

/** Every field of the record (id and timestamps first), nested fields included. */
export function describeFields(entity: Entity): FieldDescription[] {
  let fields = cache.get(entity);
  if (!fields) {
    fields = Object.entries(entity.record.shape as Record<string, AnyZod>).map(([name, type]) => describe(name, type));
    cache.set(entity, fields);
  }
  return fields;
}

export function describeField(entity: Entity, name: string): FieldDescription {
  const field = describeFields(entity).find((candidate) => candidate.name === name);
  if (!field) throw new Error(`${entity.path} has no field ${name}`);
  return field;
}

/** Fields a reader sees: secrets and create-time instructions are never shown. */
export const isDisplayed = (field: FieldDescription) => !field.writeOnly && !field.transient;

/** A nested object or list of objects with declared fields: its label is a section title (`fields.<path>._`). */
export const isGroup = (field: FieldDescription) => (field.kind === 'object' || field.kind === 'objects') && Boolean(field.children);
