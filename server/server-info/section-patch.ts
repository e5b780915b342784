/**
 * PATCH of a project settings section: the sent fields merge into the stored section (nested objects
 * deeply), the result is validated as a whole by the section's schema (unknown fields refused), and
 * secrets follow 000 §5.3: answered as a placeholder, and a placeholder or empty value sent back keeps
 * the stored one.
 */
import { PASSWORD_PLACEHOLDER, keepsStoredSecret } from '../../schemas/define-entity';
import { type Actor, hasPermission } from '../access/actor';
import type { Changes } from '../audit/record';
import { validationError } from '../crud/body';
import { AppError, fieldMessage } from '../errors';
import { SETTINGS_SECTIONS } from '../../schemas/settings';
import { SECTIONS, type SectionName, type SectionValue, readSection } from '../settings/project-settings';
import { answerOnlyKeys } from './section-answer-extensions';

type Json = Record<string, unknown>;

/** A section's write-only values (its description's `secrets`), as key paths. */
const secretsOf = (section: SectionName) => (SETTINGS_SECTIONS[section].secrets ?? []).map((path) => path.split('.'));
const generatedOf = (section: SectionName) => (SETTINGS_SECTIONS[section].generated ?? []).map((path) => path.split('.'));
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parentOf(root: Json, path: string[]) {
  let node: unknown = root;
  for (const key of path.slice(0, -1)) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}

function merge(stored: unknown, sent: unknown, path: string[]): unknown {
  if (!isObject(stored) || !isObject(sent)) return sent;
  const out: Json = { ...stored };
  for (const [key, child] of Object.entries(sent)) {
    if (FORBIDDEN_KEYS.has(key)) throw new AppError('invalid_data', { [[...path, key].join('.')]: fieldMessage('unknown_field') });
    out[key] = merge(stored[key], child, [...path, key]);
  }
  return out;
}

/** The merged and validated section, or an invalid_data error naming the fields. */
export function patchedSection<S extends SectionName>(section: S, stored: Json, body: unknown) {
  if (!isObject(body)) throw new AppError('bad_request', { _: 'body must be a JSON object' });
  const sent = structuredClone(body);
  for (const key of answerOnlyKeys(section)) delete sent[key];
  // Set by the section's commands only (a generated key), as an entity's read-only fields are: ignored.
  for (const path of generatedOf(section)) delete parentOf(sent, path)?.[path[path.length - 1]];
  for (const path of secretsOf(section)) {
    const parent = parentOf(sent, path);
    const leaf = path[path.length - 1];
    // The answer's "is one stored?" companion comes back with forms that send what they read.
    delete parent?.[`${leaf}_filled`];
    if (parent && leaf in parent && keepsStoredSecret(parent[leaf])) delete parent[leaf];
  }
  const parsed = SECTIONS[section].safeParse(merge(stored, sent, []), { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data as Json;
}

/** The section as answered: secrets replaced by the placeholder (or '' when none is stored), with a filled flag. */
export function presentedSection(section: SectionName, value: Json): Json {
  const copy = structuredClone(value);
  for (const path of secretsOf(section)) {
    const parent = parentOf(copy, path);
    const leaf = path[path.length - 1];
    if (!parent) continue;
    const filled = typeof parent[leaf] === 'string' && parent[leaf] !== '';
    parent[leaf] = filled ? PASSWORD_PLACEHOLDER : '';
    parent[`${leaf}_filled`] = filled;
  }
  return copy;
}

/** Per changed top-level key, before and after, secrets masked (the audit trail never holds them). */
export function sectionChanges(section: SectionName, before: Json, after: Json): Changes {
  const shownBefore = presentedSection(section, before);
  const shownAfter = presentedSection(section, after);
  const changes: Changes = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    changes[key] = { before: shownBefore[key], after: shownAfter[key] };
  }
  return changes;
}

/**
 * The section a test before saving runs with (a description's `test`: mail, push server): whoever may change the
 * section may test it, with the form's unsaved fields put over the stored ones as a PATCH would merge them (a
 * placeholder keeps the stored secret). Nothing is written.
 */
export async function sectionToTest<S extends SectionName>(db: Parameters<typeof readSection>[0], actor: Actor, section: S, unsaved: unknown = {}): Promise<SectionValue<S>> {
  const change = SETTINGS_SECTIONS[section].access?.change;
  if (!change || !hasPermission(actor, change)) throw new AppError('prohibited');
  return patchedSection(section, (await readSection(db, section)) as Json, unsaved) as SectionValue<S>;
}
