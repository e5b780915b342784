/**
 * The columns of an entity's export (schemas/define-entity.ts `export`): each is a field of the record or a
 * to-one relation, whose cell is the related record's title when the caller may see it. Checked once per
 * entity, so a wrong declaration fails at start-up, not in a user's download.
 */
import type { Entity } from '../../schemas/define-entity';
import { fieldSets } from '../crud/field-sets';

export type ExportColumn = { key: string; kind: 'field' } | { key: string; kind: 'relation'; titleField: string };

const cache = new Map<Entity, ExportColumn[]>();

export function exportColumns(entity: Entity, entities: readonly Entity[]): ExportColumn[] {
  const cached = cache.get(entity);
  if (cached) return cached;
  const keys = entity.export?.columns ?? ['id', ...entity.list.columns.filter((name) => name !== 'id')];
  const columns = keys.map((key): ExportColumn => {
    const relation = entity.relations?.[key];
    if (relation) {
      const target = entities.find((e) => e.path === relation.entity);
      if (!target || relation.kind !== 'to-one') throw new Error(`${entity.name}: export column ${key} must be a to-one relation`);
      return { key, kind: 'relation', titleField: target.titleField };
    }
    if (!(key in entity.record.shape) || fieldSets(entity).writeOnly.has(key)) throw new Error(`${entity.name}: cannot export ${key}`);
    return { key, kind: 'field' };
  });
  cache.set(entity, columns);
  return columns;
}

/** The relations the columns name, to embed (`with=`). */
export const relationNames = (columns: ExportColumn[]) => columns.filter((c) => c.kind === 'relation').map((c) => c.key);

export type CellValue = string | number | boolean | null;

/** A record's value for a column, as a plain cell: lists joined, objects as JSON, unseen relations empty. */
export function cellValue(record: Record<string, unknown>, column: ExportColumn): CellValue {
  const value = record[column.key];
  if (column.kind === 'relation') {
    const title = (value as Record<string, unknown> | null)?.[column.titleField];
    return title === undefined || title === null ? null : String(title);
  }
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') return value;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null)) return value.join(', ');
  return JSON.stringify(value);
}
