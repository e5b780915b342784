/**
 * What a create or update sends: the entity's writable fields only. Server-owned fields (id, created_at,
 * updated_at, created_by, read-only ones) and embedded relations (`role: {id, name}`) are left out; an
 * update sends only what changed, so a user editing their own record never touches fields they may not.
 */
import { type Entity, keepsStoredSecret, recordFields } from '../../schemas/define-entity';
import { fieldMeta } from '../../schemas/introspect';

type Data = Record<string, unknown>;

function serverOwned(entity: Entity | undefined, field: string) {
  if (field in recordFields) return true;
  if (!entity) return false;
  if (entity.relations?.[field] || entity.composites?.[field]) return true;
  const type = entity.fields[field];
  return Boolean(type && fieldMeta(type).readOnly);
}

function isWriteOnly(entity: Entity | undefined, field: string) {
  const type = entity?.fields[field];
  return Boolean(type && fieldMeta(type).writeOnly);
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a).filter((key) => (a as Data)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Data)[key] !== undefined);
  return keysA.length === keysB.length && keysA.every((key) => sameValue((a as Data)[key], (b as Data)[key]));
}

/** The create body. Unknown keys stay, so the server can say which one is wrong. */
export function createBody(entity: Entity | undefined, data: Data): Data {
  const body: Data = {};
  for (const [field, value] of Object.entries(data)) {
    if (serverOwned(entity, field) || value === undefined) continue;
    if (isWriteOnly(entity, field) && keepsStoredSecret(value)) continue;
    body[field] = value;
  }
  return body;
}

/**
 * @example updateBody(user, { name: 'Ann', login: 'ann' }, { id: 1, name: 'Anna', login: 'ann' }) // { name: 'Ann' }
 * Without previous data every writable field is sent.
 */
export function updateBody(entity: Entity | undefined, data: Data, previous?: Data): Data {
  const body = createBody(entity, data);
  if (!previous) return body;
  for (const field of Object.keys(body)) {
    if (!isWriteOnly(entity, field) && sameValue(body[field], previous[field])) delete body[field];
  }
  return body;
}
