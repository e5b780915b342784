/** Parses page, size, sort and with of a list request against the entity's description. */
import type { Entity } from '../../schemas/define-entity';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../schemas/list-query';
import { AppError } from '../errors';
import { filterableFields } from './filters';

export interface SortKey {
  field: string;
  direction: 'asc' | 'desc';
}

export function parsePage(page: unknown, size: unknown) {
  const p = page === undefined ? 1 : Number(page);
  const s = size === undefined ? DEFAULT_PAGE_SIZE : Number(size);
  if (!Number.isInteger(p) || p < 1 || p > 1_000_000) throw new AppError('bad_request', { page: 'positive_integer' });
  if (!Number.isInteger(s) || s < 1 || s > MAX_PAGE_SIZE) throw new AppError('bad_request', { size: `between:1:${MAX_PAGE_SIZE}` });
  return { page: p, size: s };
}

/** `-created_at,name`: comma list, `-` for descending; only filterable, non-list fields. */
export function parseSort(entity: Entity, raw: unknown): SortKey[] {
  const text = typeof raw === 'string' && raw !== '' ? raw : entity.list.sort;
  const parts = text.split(',');
  if (parts.length > 5) throw new AppError('bad_request', { sort: 'too_many_fields' });
  const kinds = filterableFields(entity);
  const keys = parts.map((part) => {
    const field = part.replace(/^[-+]/, '');
    const kind = kinds.get(field);
    if (!kind || kind === 'id-list') throw new AppError('bad_request', { sort: `not_sortable:${field.slice(0, 64)}` });
    return { field, direction: part.startsWith('-') ? 'desc' : 'asc' } as SortKey;
  });
  // Ties go by id in the last key's direction: "newest first" lists the later of two events at one moment first,
  // and an index on (device_id, at) read backwards serves the whole order (an ascending id would need a sort).
  if (!keys.some((key) => key.field === 'id')) keys.push({ field: 'id', direction: keys[keys.length - 1].direction });
  return keys;
}

export function parseWith(entity: Entity, raw: unknown): string[] {
  if (typeof raw !== 'string' || raw === '') return [];
  const names = [...new Set(raw.split(','))];
  // Own keys only: `constructor`, `toString` or `__proto__` are on every object's prototype, not relations.
  const relations = entity.relations ?? {};
  for (const name of names) {
    if (!Object.hasOwn(relations, name)) throw new AppError('bad_request', { with: `unknown_relation:${name.slice(0, 64)}` });
  }
  return names;
}
