/**
 * The schema a form's precompiled validator is compiled from and looked up by: the form's schema without
 * its `default`s. ajv never reads `default` (no useDefaults), and some defaults are computed when the schema
 * is built (an event's `at`: now), so the build's schema and the browser's would differ by them alone and
 * the browser would find no validator. Shared by the build (validator-code.ts) and the browser
 * (entity-validator.ts), so both key the same way.
 */
import type { RJSFSchema } from '@rjsf/utils';

/** Keywords whose value maps names to schemas: a field named "default" there is kept. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);
/** Keywords whose value is data, not schema: kept as they are. */
const DATA = new Set(['const', 'enum', 'examples']);

export function withoutDefaults<S>(schema: S): S {
  if (Array.isArray(schema)) return schema.map(withoutDefaults) as S;
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'default') continue;
    out[key] = DATA.has(key)
      ? value
      : SCHEMA_MAPS.has(key) && value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).map(([name, child]) => [name, withoutDefaults(child)]))
      : withoutDefaults(value);
  }
  return out as S;
}

const keyed = new WeakMap<object, RJSFSchema>();

/** withoutDefaults, kept per schema object: rjsf asks with the same objects over and over while it renders. */
export function validatorKeySchema(schema: RJSFSchema): RJSFSchema {
  let key = keyed.get(schema);
  if (!key) {
    key = withoutDefaults(schema);
    keyed.set(schema, key);
  }
  return key;
}
