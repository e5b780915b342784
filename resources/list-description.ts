/**
 * The list screen of an entity, read from its `list` description: default sort, sortable columns and one
 * filter input per `list.filters` field, named by the dataProvider's filter-key convention
 * (src/providers/list-query.ts: `field` equals or membership, `field_begins`, `field_gte`, `field_lte`).
 *
 * @example filterInputs(user).map((input) => input.source)
 * // ['id', 'name_begins', 'login_begins', 'email_begins', 'role_id', 'domain_ids', 'created_at_gte', 'created_at_lte']
 */
import type { SortPayload } from 'react-admin';
import type { Entity } from '../schemas/define-entity';
import { type FieldDescription, describeField } from './field-kinds';

export type FilterInputKind = 'begins' | 'number' | 'boolean' | 'enum' | 'reference' | 'since' | 'until';

export interface FilterInput {
  /** The filter key, e.g. `name_begins`. */
  source: string;
  kind: FilterInputKind;
  field: FieldDescription;
}

/** '-created_at' → { field: 'created_at', order: 'DESC' } */
export function defaultSort(entity: Entity): SortPayload {
  const descending = entity.list.sort.startsWith('-');
  return { field: descending ? entity.list.sort.slice(1) : entity.list.sort, order: descending ? 'DESC' : 'ASC' };
}

/**
 * A log: a list whose default order is newest first by a moment (device events, access-control events,
 * device tasks). People scan those by age, so that column reads "5 min ago"; answers the field's name.
 */
export function logTimeField(entity: Entity): string | undefined {
  const { field, order } = defaultSort(entity);
  return order === 'DESC' && describeField(entity, field).kind === 'date' ? field : undefined;
}

/** The API sorts on declared filter fields, except id lists. */
export function isSortable(entity: Entity, name: string) {
  return (entity.list.filters as string[]).includes(name) && describeField(entity, name).kind !== 'references';
}

function inputsFor(field: FieldDescription): FilterInput[] {
  switch (field.kind) {
    case 'text':
      return [{ source: `${field.name}_begins`, kind: 'begins', field }];
    case 'number':
      return [{ source: field.name, kind: 'number', field }];
    case 'boolean':
      return [{ source: field.name, kind: 'boolean', field }];
    case 'enum':
      return [{ source: field.name, kind: 'enum', field }];
    case 'reference':
    case 'references':
      return [{ source: field.name, kind: 'reference', field }];
    case 'date':
      return [
        { source: `${field.name}_gte`, kind: 'since', field },
        { source: `${field.name}_lte`, kind: 'until', field },
      ];
    default:
      return [];
  }
}

export function filterInputs(entity: Entity): FilterInput[] {
  return entity.list.filters.flatMap((name) => inputsFor(describeField(entity, name)));
}

/** Pickers list records by their title when the API can sort on it. */
export function titleSort(entity: Entity): SortPayload {
  return { field: isSortable(entity, entity.titleField) ? entity.titleField : 'id', order: 'ASC' };
}

/** A record's name in titles, chips and pickers. */
export function recordTitle(entity: Entity, record: { id?: unknown; [field: string]: unknown } | undefined): string {
  const title = record?.[entity.titleField];
  return title === undefined || title === null || title === '' ? `#${String(record?.id ?? '')}` : String(title);
}
