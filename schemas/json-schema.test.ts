/**
 * JSON Schema of every entity: the form's (input, draft-7 for @rjsf) and the record's (output). Checked
 * with Ajv against the draft-7 meta-schema and against real values.
 */
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { entities } from './index';
import { recordFields } from './define-entity';
import { fieldMeta } from './introspect';
import { formJsonSchema, recordJsonSchema } from './json-schema';

type Json = Record<string, any>;

/** Keywords that exist in JSON Schema 2019-09/2020-12 but not in draft-7. */
const NOT_DRAFT_7 = ['$defs', 'prefixItems', 'unevaluatedProperties', 'unevaluatedItems', 'dependentRequired', 'dependentSchemas', '$anchor', '$dynamicRef'];

/** Every keyword used anywhere in a schema (property names under `properties` are not keywords). */
function keywords(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => keywords(item, found));
  else if (schema && typeof schema === 'object') {
    for (const [key, child] of Object.entries(schema)) {
      if (key === 'default' || key === 'const' || key === 'enum' || key === 'examples') {
        found.add(key);
        continue;
      }
      if (key === 'properties') {
        found.add(key);
        Object.values(child as Json).forEach((property) => keywords(property, found));
        continue;
      }
      found.add(key);
      keywords(child, found);
    }
  }
  return found;
}

/** Paths of properties marked writeOnly, at any depth. */
function writeOnlyPaths(schema: Json, prefix: string[] = []): string[] {
  const paths: string[] = [];
  for (const [name, property] of Object.entries<Json>(schema.properties ?? {})) {
    if (property.writeOnly) paths.push([...prefix, name].join('.'));
    paths.push(...writeOnlyPaths(property, [...prefix, name]));
    for (const option of property.anyOf ?? []) paths.push(...writeOnlyPaths(option, [...prefix, name]));
  }
  return paths;
}

const draft7 = new Ajv({ strict: false, allErrors: true, validateFormats: false });

describe.each(entities.map((entity) => [entity.name, entity] as const))('JSON Schema of %s', (_, entity) => {
  const fields = Object.entries(entity.fields) as [string, any][];
  const readOnly = fields.filter(([, type]) => fieldMeta(type).readOnly).map(([name]) => name);
  const writeOnly = fields.filter(([, type]) => fieldMeta(type).writeOnly).map(([name]) => name);
  const transient = fields.filter(([, type]) => fieldMeta(type).transient).map(([name]) => name);

  // File fields are read-only in the JSON body but chosen in the form (uploaded after the save).
  const files = fields.filter(([, type]) => fieldMeta(type).file).map(([name]) => name);
  const writable = fields.filter(([name]) => !readOnly.includes(name) || files.includes(name));

  it('the form schema is a draft-7 object schema of the writable fields, empty only when the server writes every field', () => {
    const form = formJsonSchema(entity);
    expect(form.type).toBe('object');
    const names = Object.keys(form.properties);
    expect(names.length).toBe(writable.length);
    expect(draft7.validateSchema(form), JSON.stringify(draft7.errors)).toBe(true);
    const used = keywords(form);
    for (const keyword of NOT_DRAFT_7) expect(used.has(keyword), keyword).toBe(false);
    expect(form.$schema).toBeUndefined();
    // Writable: every own field except read-only ones; never the record fields.
    expect(names.sort()).toEqual(writable.map(([name]) => name).sort());
    for (const name of Object.keys(recordFields)) expect(names).not.toContain(name);
    for (const name of writeOnly) expect(names).toContain(name);
  });

  /** The smallest value a property accepts: required fields only, one item in a list (`min(1)` lists). */
  function minimalValue(property: Json): unknown {
    const base = property.anyOf?.[0] ?? property;
    // A patterned text says what it looks like by an example (a SIP number, a SIP address).
    if (base.examples?.length) return base.examples[0];
    if (base.format === 'date-time') return '2026-01-01T00:00:00Z';
    if (base.format === 'date') return '2026-01-01';
    const type = property.type ?? property.anyOf?.[0]?.type;
    const choices = property.enum ?? property.anyOf?.[0]?.enum;
    if (choices) return choices[0];
    if (type === 'object') return Object.fromEntries((property.required ?? []).map((name: string) => [name, minimalValue(property.properties[name])]));
    if (type === 'array') return [minimalValue(property.items ?? { type: 'integer' })];
    return type === 'string' ? 'Value' : type === 'integer' || type === 'number' ? 1 : type === 'boolean' ? false : null;
  }

  it('the form schema accepts a minimal valid input and refuses an empty one when fields are required', () => {
    const form = formJsonSchema(entity);
    const validate = draft7.compile(form);
    const required: string[] = form.required ?? [];
    const minimal = minimalValue(form) as Json;
    expect(validate(minimal), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({}), 'an empty input').toBe(required.length === 0);
    const [first] = Object.keys(form.properties);
    expect(validate({ ...minimal, [first ?? 'any_field']: { not: 'a valid value' } })).toBe(false);
  });

  it('the record schema has the record fields and no write-only or transient field, at any depth', () => {
    for (const target of ['draft-2020-12', 'draft-7'] as const) {
      const record = recordJsonSchema(entity, target);
      expect(record.type).toBe('object');
      const names = Object.keys(record.properties);
      for (const name of Object.keys(recordFields)) expect(names, target).toContain(name);
      for (const name of [...writeOnly, ...transient]) expect(names, target).not.toContain(name);
      expect(writeOnlyPaths(record), target).toEqual([]);
    }
    expect(draft7.validateSchema(recordJsonSchema(entity, 'draft-7'))).toBe(true);
  });
});

describe('nested secrets', () => {
  it('device_settings.sip.password and mqtt.password are in the device form, not in the device record', () => {
    const device = entities.find((entity) => entity.path === 'devices')!;
    expect(writeOnlyPaths(formJsonSchema(device)).sort()).toEqual(['device_password', 'device_settings.mqtt.password', 'device_settings.sip.password', 'password']);
    const settings = recordJsonSchema(device).properties.device_settings.properties;
    expect(settings.sip.properties).toHaveProperty('proxy_address');
    expect(settings.sip.properties).not.toHaveProperty('password');
    expect(settings.sip.required).not.toContain('password');
  });
});
