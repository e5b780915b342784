/**
 * Between a section as the server answers it and the form that edits it, and back as the PATCH body:
 * - lists are typed one item per line (the form holds the text, the section the list);
 * - a secret arrives as a placeholder plus `<name>_filled`: the form starts it empty (empty keeps it) and
 *   remembers whether one is stored, for the hint;
 * - the PATCH carries only what changed (the server merges nested objects deeply), so two users changing
 *   different fields of one section do not undo each other.
 *
 * @example changedFields({ port: 5060, rtp: { min: 1, max: 2 } }, { port: 5060, rtp: { min: 1, max: 3 } })
 * // { rtp: { max: 3 } }
 */
import { sameValue } from '../../src/providers/write-body';
import type { SettingsField } from './section-fields';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a JSON path; list items by their index (`local_networks.1`). */
export function valueAt(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (typeof node === 'object' && node !== null ? (node as Json)[key] : undefined), root);
}

function setAt(root: Json, path: string, value: unknown) {
  const keys = path.split('.');
  let node = root;
  for (const key of keys.slice(0, -1)) node = isObject(node[key]) ? (node[key] as Json) : (node[key] = {});
  node[keys[keys.length - 1]] = value;
}

function deleteAt(root: Json, path: string) {
  const keys = path.split('.');
  const parent = valueAt(root, keys.slice(0, -1).join('.'));
  const target = keys.length === 1 ? root : parent;
  if (isObject(target)) delete target[keys[keys.length - 1]];
}

/** The paths of the secrets that are stored (`<name>_filled` true). */
export function filledSecrets(fields: SettingsField[], section: Json): Set<string> {
  return new Set(fields.filter((field) => field.kind === 'secret' && valueAt(section, `${field.name}_filled`) === true).map((field) => field.name));
}

/** The form's starting values: secrets empty, their `_filled` flags dropped, lists as lines. */
export function toFormValues(fields: SettingsField[], section: Json): Json {
  const values = structuredClone(section);
  for (const field of fields) {
    if (field.kind === 'secret') {
      setAt(values, field.name, '');
      deleteAt(values, `${field.name}_filled`);
    } else if (field.kind === 'lines') {
      const list = valueAt(values, field.name);
      setAt(values, field.name, Array.isArray(list) ? list.join('\n') : '');
    }
  }
  return values;
}

/** Lines back to a list: each trimmed, blank lines dropped. */
export const linesToList = (text: unknown) =>
  String(text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The form's values as the section holds them (lists from lines). */
export function fromFormValues(fields: SettingsField[], values: Json): Json {
  const section = structuredClone(values);
  for (const field of fields) if (field.kind === 'lines') setAt(section, field.name, linesToList(valueAt(values, field.name)));
  return section;
}

/**
 * The fields of `now` that differ from `started`, nested as the section nests them. Lists are compared and
 * sent whole; an empty secret is no change (it keeps the stored one).
 */
export function changedFields(started: Json, now: Json, secrets: string[] = [], prefix = ''): Json {
  const changes: Json = {};
  for (const [key, value] of Object.entries(now)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (secrets.includes(path)) {
      if (typeof value === 'string' && value !== '') changes[key] = value;
      continue;
    }
    const before = started[key];
    if (isObject(value) && isObject(before)) {
      const nested = changedFields(before, value, secrets, path);
      if (Object.keys(nested).length) changes[key] = nested;
    } else if (value !== undefined && !sameValue(before, value)) {
      changes[key] = value;
    }
  }
  return changes;
}

/** The PATCH body for a form: what changed since the form started, as the section holds it. */
export function patchBody(fields: SettingsField[], startedForm: Json, nowForm: Json): Json {
  const secrets = fields.filter((field) => field.kind === 'secret').map((field) => field.name);
  return changedFields(fromFormValues(fields, startedForm), fromFormValues(fields, nowForm), secrets);
}
