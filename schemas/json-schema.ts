/**
 * JSON Schema of an entity, for forms (input side) and for OpenAPI (both sides). zod 4's own converter:
 * zod-to-json-schema returns an empty schema for zod 4 objects.
 */
import { z } from 'zod';
import { type Entity, recordFields } from './define-entity';
import { fieldMeta } from './introspect';

type Io = 'input' | 'output';

function readableShape(entity: Entity) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, type] of Object.entries(entity.record.shape) as [string, z.ZodType][]) {
    const meta = fieldMeta(type);
    if (!meta.writeOnly && !meta.transient) shape[name] = type;
  }
  for (const [name, parts] of Object.entries(entity.composites ?? {})) shape[name] = compositeType(entity, parts, shape);
  return shape;
}

/** A composite answer field (entity.composites): its fields' own types, its relations as `{id, <title>}` or null. */
function compositeType(entity: Entity, parts: Record<string, string>, fields: Record<string, z.ZodType>) {
  const related = z.looseObject({ id: z.number().int() }).nullable();
  return z.object(Object.fromEntries(Object.entries(parts).map(([key, name]) => [key, entity.relations?.[name] ? related : fields[name]])));
}

function writableShape(entity: Entity) {
  const shape: Record<string, z.ZodType> = {};
  for (const [name, type] of Object.entries(entity.fields) as [string, z.ZodType][]) {
    const meta = fieldMeta(type);
    // A file field is chosen in the form, though the JSON body never carries it (the console uploads it after the save).
    if ((!meta.readOnly || meta.file) && !(name in recordFields)) shape[name] = type;
  }
  return shape;
}

/**
 * The create/edit form's schema: writable fields, as the user types them. An entity only the server writes
 * (a poll's responses) has none: an object that accepts no field.
 */
export function formJsonSchema(entity: Entity, target: 'draft-7' | 'draft-2020-12' = 'draft-7') {
  const shape = writableShape(entity);
  if (!Object.keys(shape).length) return { type: 'object', properties: {}, additionalProperties: false } as Record<string, any>;
  return convert(z.object(shape), 'input', target);
}

/** A record as the API answers it: no write-only fields, at any depth (device_settings.sip.password). */
export function recordJsonSchema(entity: Entity, target: 'draft-7' | 'draft-2020-12' = 'draft-2020-12') {
  return dropWriteOnly(convert(z.object(readableShape(entity)), 'output', target));
}

function dropWriteOnly<T>(schema: T): T {
  if (Array.isArray(schema)) schema.forEach(dropWriteOnly);
  else if (schema && typeof schema === 'object') {
    const node = schema as Record<string, any>;
    for (const [key, child] of Object.entries<any>(node.properties ?? {})) {
      if (!child?.writeOnly) continue;
      delete node.properties[key];
      if (Array.isArray(node.required)) node.required = node.required.filter((name: string) => name !== key);
    }
    Object.values(node).forEach(dropWriteOnly);
  }
  return schema;
}

function convert(schema: z.ZodType, io: Io, target: 'draft-7' | 'draft-2020-12') {
  const json = z.toJSONSchema(schema, { target, io, unrepresentable: 'any' }) as Record<string, any>;
  delete json.$schema;
  if (!json.properties || !Object.keys(json.properties).length) throw new Error('empty JSON Schema');
  return json;
}
