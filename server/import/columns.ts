/**
 * An entity's import columns and how a file's headers map to them: a header matches a column when it is the
 * field's label in any language (`resources.<path>.fields.<field>`: en, ru, uk) or the field's name, ignoring
 * case and spaces. The mapping is then the user's to change.
 */
import type { Entity, ImportColumnDescription } from '../../schemas/define-entity';
import type { ImportColumn, ImportFileColumn } from '../../schemas/import';
import { type LocaleCode, locales, translate } from '../../locales';

export type ImportColumnOf = ImportColumnDescription<string>;

export const importColumns = (entity: Entity): readonly ImportColumnOf[] => entity.import?.columns ?? [];

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** The column's header in a language. */
export const columnLabel = (entity: Entity, field: string, locale: LocaleCode) => {
  const key = `resources.${entity.path}.fields.${field}`;
  const label = translate(locale, key);
  return label === key ? field : label;
};

/** Every header that names the column: its labels in every language and its field name. */
function namesOf(entity: Entity, field: string) {
  return new Set([field, ...Object.keys(locales).map((locale) => columnLabel(entity, field, locale as LocaleCode))].map(fold));
}

export function describedColumns(entity: Entity, locale: LocaleCode): ImportColumn[] {
  return importColumns(entity).map((column) => ({ field: column.field, label: columnLabel(entity, column.field, locale), required: Boolean(column.required) }));
}

/** Each header's column (by field), a column mapped once at most; null where none matches. */
export function autoMapping(entity: Entity, header: string[]): (string | null)[] {
  const used = new Set<string>();
  return header.map((title) => {
    const found = importColumns(entity).find((column) => !used.has(column.field) && namesOf(entity, column.field).has(fold(title)));
    if (!found) return null;
    used.add(found.field);
    return found.field;
  });
}

/** The file's columns with a few sample values each, as the mapping step shows them. */
export function fileColumns(header: string[], rows: string[][], mapping: (string | null)[]): ImportFileColumn[] {
  return header.map((title, index) => ({
    index,
    header: title,
    samples: rows.map((row) => row[index] ?? '').filter((cell) => cell.trim()).slice(0, 3),
    field: mapping[index] ?? null,
  }));
}
