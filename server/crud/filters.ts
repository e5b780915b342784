/**
 * Compiles the `filters` JSON of a list request into a parameterised where-clause over the entity's
 * declared filterable fields. Anything else (unknown field or rule, a value of the wrong type, nesting
 * deeper than MAX_FILTER_DEPTH) is an `invalid data sent` error, never SQL.
 */
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import {
  type FilterCondition,
  type FilterGroup,
  filterGroup,
  isCondition,
  MAX_FILTER_DEPTH,
} from '../../schemas/list-query';
import { filterBeginsWith, filterContains, filterEquals } from '../db/casefold';
import { MAX_ID, storageOf } from '../db/columns';
import { searchTableOf } from '../db/migration-helpers';
import type { DialectName } from '../db/connect';
import type { StorageKind } from '../../schemas/introspect';
import { fieldNormalizer, normalizeFilterValue } from '../../schemas/normalizers';
import { AppError } from '../errors';

type Builder = ExpressionBuilder<any, any>;
type FieldKind = StorageKind | 'id-list';

const RECORD_FIELDS: Record<string, FieldKind> = { id: 'integer', created_at: 'text', updated_at: 'text', created_by: 'integer' };

/** field -> kind, for the fields a list may filter and sort on. Computed once per entity. */
const fieldKinds = new Map<Entity, Map<string, FieldKind>>();
export function filterableFields(entity: Entity): Map<string, FieldKind> {
  let kinds = fieldKinds.get(entity);
  if (kinds) return kinds;
  const storage = storageOf(entity);
  kinds = new Map();
  // The search box filters on list.search fields, so they are filterable too.
  for (const field of new Set([...entity.list.filters, ...entity.list.search])) {
    const kind: FieldKind | undefined =
      RECORD_FIELDS[field] ?? (storage.joins[field] ? 'id-list' : storage.columns.find((c) => c.name === field)?.kind);
    if (!kind || kind === 'json') throw new Error(`${entity.name}.${field} cannot be a filter`);
    kinds.set(field, kind);
  }
  fieldKinds.set(entity, kinds);
  return kinds;
}

export function parseFilters(raw: string | undefined): FilterGroup | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw.length > 16_384) throw new AppError('bad_request', { filters: 'too_long' });
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError('bad_request', { filters: 'invalid_json' });
  }
  if (nestingDepth(json) > MAX_FILTER_DEPTH * 2 + 1) throw new AppError('bad_request', { filters: 'too_deep' });
  const parsed = filterGroup.safeParse(json);
  if (!parsed.success) throw new AppError('bad_request', { filters: parsed.error.issues[0]?.message ?? 'invalid' });
  return parsed.data;
}

/** Depth of a parsed JSON value, stopping early: hostile nesting is refused before validation recurses. */
function nestingDepth(value: unknown, depth = 0): number {
  if (depth > MAX_FILTER_DEPTH * 2 + 1 || value === null || typeof value !== 'object') return depth;
  return Math.max(depth, ...Object.values(value).map((child) => nestingDepth(child, depth + 1)));
}

function invalid(field: string, reason: string): never {
  throw new AppError('bad_request', { [`filters.${field}`]: reason });
}

/** Id columns and id lists are PostgreSQL `integer`; a larger value would be a database error, not "no match". */
const ID_FIELDS = new Set(['id', 'created_by']);

function checkValue(condition: FilterCondition, kind: FieldKind) {
  const { value, rule, field } = condition;
  const values = Array.isArray(value) ? value : [value];
  if (Array.isArray(value) && !['equals', 'not_equals'].includes(rule)) invalid(field, 'list_not_allowed');
  if (kind === 'id-list' && rule !== 'has') invalid(field, `rule_${rule}_not_for_lists`);
  if (rule === 'is') {
    // `is true` / `is false` only for booleans: elsewhere a boolean cannot even be bound (SQLite).
    if (value !== null && (typeof value !== 'boolean' || kind !== 'boolean')) invalid(field, kind === 'boolean' ? 'is_takes_null_or_boolean' : 'is_takes_null');
    return;
  }
  const maxInteger = kind === 'id-list' || ID_FIELDS.has(field) ? MAX_ID : Number.MAX_SAFE_INTEGER;
  for (const v of values) {
    if (v === null && ['equals', 'not_equals'].includes(rule)) continue;
    const ok =
      kind === 'text'
        ? typeof v === 'string' && !v.includes('\u0000')
        : kind === 'boolean'
          ? typeof v === 'boolean'
          : typeof v === 'number' && (kind !== 'integer' && kind !== 'id-list' ? true : Number.isInteger(v) && Math.abs(v) <= maxInteger);
    if (!ok) invalid(field, `expected_${kind === 'id-list' ? 'integer' : kind}`);
  }
  const textOnly = rule === 'begins_with' || (rule === 'has' && kind !== 'id-list');
  if (textOnly && kind !== 'text') invalid(field, `rule_${rule}_needs_text`);
  if (kind === 'boolean' && !['equals', 'not_equals'].includes(rule)) invalid(field, `rule_${rule}_not_for_booleans`);
}

const COMPARISONS = { above: '>', below: '<', equals_above: '>=', equals_below: '<=' } as const;

export interface FilterContext {
  entity: Entity;
  dialect: DialectName;
}

function conditionExpression(eb: Builder, ctx: FilterContext, condition: FilterCondition): Expression<SqlBool> {
  const kind = filterableFields(ctx.entity).get(condition.field);
  if (!kind) invalid(condition.field, 'not_filterable');
  checkValue(condition, kind);
  const { table } = ctx.entity;
  // A normalised field (licence plates) is compared as normalised values, on its normalised column.
  const normalizer = fieldNormalizer(ctx.entity, condition.field);
  const column = `${table}.${normalizer?.column ?? condition.field}`;
  const given = normalizer ? normalizeFilterValue(normalizer.rule, condition.value) : condition.value;
  const value = kind === 'boolean' && typeof given === 'boolean' ? Number(given) : given;
  switch (condition.rule) {
    case 'equals':
    case 'not_equals': {
      const negate = condition.rule === 'not_equals';
      if (value === null) return negate ? eb(column, 'is not', null) : eb(column, 'is', null);
      if (Array.isArray(value)) return value.length ? eb(column, negate ? 'not in' : 'in', value) : sql<SqlBool>`${sql.lit(negate ? 1 : 0)} = 1`;
      if (kind === 'text' && typeof value === 'string') {
        const same = filterEquals(ctx.dialect, column, value);
        return negate ? sql<SqlBool>`not (${same})` : same;
      }
      return eb(column, negate ? '<>' : '=', value);
    }
    case 'is':
      return value === null ? eb(column, 'is', null) : eb(column, '=', value);
    case 'has':
      if (kind === 'id-list') {
        const join = storageOf(ctx.entity).joins[condition.field];
        return eb.exists(
          eb.selectFrom(`${join} as j`).select('j.owner_id').whereRef('j.owner_id', '=', `${table}.id`).where('j.ref_id', '=', value),
        );
      }
      return filterContains(ctx.dialect, column, String(value), ctx.entity.readModel ? undefined : table, searchTableFor(ctx.entity, normalizer?.column ?? condition.field));
    case 'begins_with':
      return filterBeginsWith(ctx.dialect, column, String(value));
    default:
      return eb(column, COMPARISONS[condition.rule], value);
  }
}

/** The search index a column's contains filter may read (columns.ts `searched`), if it has one. */
function searchTableFor(entity: Entity, column: string) {
  return storageOf(entity).searched.includes(column) ? searchTableOf(entity.table) : undefined;
}

export function compileFilters(ctx: FilterContext, group: FilterGroup, depth = 1) {
  if (depth > MAX_FILTER_DEPTH) throw new AppError('bad_request', { filters: 'too_deep' });
  return (eb: Builder): Expression<SqlBool> => {
    const parts = group.items.map((item) =>
      isCondition(item) ? conditionExpression(eb, ctx, item) : compileFilters(ctx, item, depth + 1)(eb),
    );
    if (!parts.length) return sql<SqlBool>`1 = 1`;
    return group.matching === 'match_any' ? eb.or(parts) : eb.and(parts);
  };
}
