/**
 * react-admin's list parameters as the API's list query (001 §7): `sort=-field`, `filters` JSON.
 *
 * Filter keys:
 * - `q`: the search box, a substring of any of the entity's `list.search` fields;
 * - `field`: equals (a list means any of), or membership for id lists such as a user's `domain_ids`;
 * - `field_begins`, `field_gte`, `field_lte`: begins_with, equals_above, equals_below.
 *
 * @example toFilters(user, { q: 'ann', role_id: 2 })
 * // {matching:'match_all', items:[{matching:'match_any', items:[{field:'name',rule:'has',value:'ann'}, …]},
 * //                               {field:'role_id', rule:'equals', value:2}]}
 */
import type { SortPayload } from 'react-admin';
import type { Entity } from '../../schemas/define-entity';
import { baseType, fieldMeta } from '../../schemas/introspect';
import type { FilterCondition, FilterGroup, FilterRule } from '../../schemas/list-query';

const SUFFIX_RULES: [suffix: string, rule: FilterRule][] = [
  ['_begins', 'begins_with'],
  ['_gte', 'equals_above'],
  ['_lte', 'equals_below'],
];

type FieldKind = 'number' | 'boolean' | 'id-list' | 'other';

const RECORD_NUMBERS = new Set(['id', 'created_by']);

function kindOf(entity: Entity | undefined, field: string): FieldKind {
  if (RECORD_NUMBERS.has(field)) return 'number';
  const type = entity?.fields[field];
  if (!type) return 'other';
  const base = baseType(type)._zod.def as { type: string };
  if (base.type === 'array' && fieldMeta(type).reference) return 'id-list';
  if (base.type === 'number') return 'number';
  if (base.type === 'literal') return 'number'; // the only literal filters are numeric type ids
  if (base.type === 'boolean') return 'boolean';
  return 'other';
}

/** Values typed in a URL or a text input arrive as strings; the API compares typed values. */
function coerce(kind: FieldKind, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if ((kind === 'number' || kind === 'id-list') && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (kind === 'boolean' && (value === 'true' || value === 'false')) return value === 'true';
  return value;
}

export function isIdListField(entity: Entity | undefined, field: string) {
  return kindOf(entity, field) === 'id-list';
}

function anyOf(items: FilterCondition[]): FilterCondition | FilterGroup {
  return items.length === 1 ? items[0] : { matching: 'match_any', items };
}

function condition(entity: Entity | undefined, key: string, value: unknown): FilterCondition | FilterGroup {
  const [suffix, rule] = SUFFIX_RULES.find(([end]) => key.endsWith(end)) ?? ['', 'equals' as FilterRule];
  const field = key.slice(0, key.length - suffix.length);
  const kind = kindOf(entity, field);
  const typed = Array.isArray(value) ? value.map((v) => coerce(kind, v)) : coerce(kind, value);
  if (kind === 'id-list' && rule === 'equals') {
    // An id list matches by membership; several ids mean "has any of them".
    const ids = ([] as unknown[]).concat(typed) as FilterCondition['value'][];
    return anyOf(ids.map((id) => ({ field, rule: 'has', value: id })));
  }
  return { field, rule, value: typed as FilterCondition['value'] };
}

export function toFilters(entity: Entity | undefined, filter: Record<string, unknown> = {}): FilterGroup | undefined {
  const items: (FilterCondition | FilterGroup)[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === '') continue;
    if (key === 'q') {
      const text = String(value).trim();
      const fields = entity?.list.search ?? [];
      if (text && fields.length) items.push(anyOf(fields.map((field) => ({ field, rule: 'has', value: text }))));
      continue;
    }
    items.push(condition(entity, key, value));
  }
  return items.length ? { matching: 'match_all', items } : undefined;
}

/**
 * `name` or `-name`. A field the API cannot sort on (not a declared filter, or an id list) is left out,
 * so the list keeps the entity's default order instead of failing.
 */
export function toSort(entity: Entity | undefined, sort: SortPayload | undefined): string | undefined {
  if (!sort?.field) return undefined;
  const sortable = !entity || sort.field === 'id' || (entity.list.filters.includes(sort.field as never) && !isIdListField(entity, sort.field));
  if (!sortable) return undefined;
  return `${sort.order === 'DESC' ? '-' : ''}${sort.field}`;
}

/** `meta.with` of a query: relations to embed, e.g. ['role', 'domains']. */
export function toWith(meta: { with?: string | string[] } | undefined): string | undefined {
  const names = ([] as string[]).concat(meta?.with ?? []);
  return names.length ? names.join(',') : undefined;
}
