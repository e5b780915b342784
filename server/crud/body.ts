/**
 * Validates a create or update body with the entity's own zod schema. Server-owned fields are ignored,
 * unknown ones refused, a password placeholder means "unchanged" (000 §5.3). An update merges the sent
 * fields over the stored record (nested objects deeply) and validates the result as a whole.
 */
import { type Entity, PASSWORD_PLACEHOLDER } from '../../schemas/define-entity';
import { issuePath, validationMessage } from '../../schemas/validation-issue';
import { AppError, type FieldMessage, fieldMessage } from '../errors';
import { fieldSets } from './field-sets';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** No schema nests deeper than a few levels; hostile nesting is refused before it can exhaust the stack. */
const MAX_BODY_DEPTH = 32;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Drops placeholder passwords and prototype-polluting keys, at any depth. Refuses text with NUL
 * characters, which PostgreSQL cannot store (and SQLite would), so both databases answer alike.
 */
function clean(value: unknown, path: string[] = []): unknown {
  if (path.length > MAX_BODY_DEPTH) {
    throw new AppError('invalid_data', { [path.slice(0, 4).join('.')]: fieldMessage('wrong_format') });
  }
  if (typeof value === 'string' && value.includes('\u0000')) {
    throw new AppError('invalid_data', { [path.join('.') || '_']: fieldMessage('wrong_format') });
  }
  if (Array.isArray(value)) return value.map((child, index) => clean(child, [...path, String(index)]));
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (FORBIDDEN_KEYS.has(key) || child === PASSWORD_PLACEHOLDER) continue;
    out[key] = clean(child, [...path, key]);
  }
  return out;
}

function deepMerge(stored: unknown, sent: unknown): unknown {
  if (!isPlainObject(stored) || !isPlainObject(sent)) return sent;
  const out: Record<string, unknown> = { ...stored };
  for (const [key, child] of Object.entries(sent)) out[key] = deepMerge(Object.hasOwn(stored, key) ? stored[key] : undefined, child);
  return out;
}

export function validationError(issues: import('zod').z.core.$ZodIssue[]) {
  const fields: Record<string, FieldMessage> = {};
  for (const issue of issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => issuePath(issue, key)) : [issuePath(issue)];
    for (const path of keys) fields[path || '_'] ??= validationMessage(issue);
  }
  return new AppError('invalid_data', fields);
}

/**
 * A request body or query checked by a zod schema; a failure is 422 invalid_data with per-field messages.
 * @example const { login, password } = parseRequest(loginBody, request.body);
 */
export function parseRequest<T>(schema: import('zod').z.ZodType<T>, value: unknown): T {
  // reportInput: validationMessage tells a missing field (no input) from a wrong one.
  const parsed = schema.safeParse(value, { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

/**
 * @example validateBody(device, { name: 'Gate' })                 // create: defaults filled in
 * @example validateBody(device, { port: '8080' }, storedDevice)     // update: merged, port becomes 8080
 */
export function validateBody(entity: Entity, body: unknown, stored?: Record<string, unknown>) {
  if (!isPlainObject(body)) throw new AppError('bad_request', { _: 'body must be a JSON object' });
  const sets = fieldSets(entity);
  const sent = clean(body) as Record<string, unknown>;
  for (const key of sets.ignored) delete sent[key];
  let candidate = sent;
  if (stored) {
    candidate = {};
    for (const field of sets.writable) {
      if (Object.hasOwn(sent, field)) candidate[field] = deepMerge(stored[field], sent[field]);
      else if (!sets.writeOnly.has(field) && stored[field] !== undefined) candidate[field] = stored[field];
    }
    for (const key of Object.keys(sent)) if (!sets.writable.has(key)) candidate[key] = sent[key];
  }
  // reportInput tells a wrong type (input present) from a missing field (no input).
  const parsed = sets.createBody.safeParse(candidate, { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error.issues);
  const data = parsed.data as Record<string, unknown>;
  // An update writes only what changed; write-only fields only when sent.
  if (stored) for (const field of sets.writeOnly) if (!Object.hasOwn(sent, field)) delete data[field];
  return { data, sent };
}
