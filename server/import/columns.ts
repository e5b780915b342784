/**
 * An entity's import columns and how a file's headers map to them: a header matches a column when it is the
 * field's label in any language (`resources.<path>.fields.<field>`: en, ru, uk) or the field's name, ignoring
 * case and spaces. The mapping is then the user's to change.
 */
import type { Entity, ImportColumnDescription } from '../../schemas/define-entity';
import type { ImportColumn, ImportFileColumn } from '../../schemas/import';
import { partSteps } from '../../schemas/field-parts';
import { type LocaleCode, locales, translate } from '../../locales';

export type ImportColumnOf = ImportColumnDescription<string>;

export const importColumns = (entity: Entity): readonly ImportColumnOf[] => entity.import?.columns ?? [];

/** The column's name in mappings and messages: its field, or `<field>.<part>` for a part of a JSON field. */
export const columnKey = (column: ImportColumnOf) => (column.part ? `${column.field}.${column.part}` : column.field);

const fold = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** A label, or a node's own label (`_`, schemas' nested labels); undefined where none is set. */
function labelAt(locale: LocaleCode, key: string) {
  for (const candidate of [key, `${key}._`]) {
    const label = translate(locale, candidate);
    if (label !== candidate) return label;
  }
  return undefined;
}

/** A part column's header: the labels along its path, a list's item by its key's value label ("License: Packages: Plus: Licenses"). */
function partLabel(entity: Entity, field: string, part: string, locale: LocaleCode) {
  let at = field;
  const labels = [labelAt(locale, `resources.${entity.path}.fields.${field}`) ?? field];
  for (const step of partSteps(part)) {
    if ('key' in step) at += `.${step.key}`;
    const label = 'key' in step
      ? labelAt(locale, `resources.${entity.path}.fields.${at}`) ?? step.key
      : labelAt(locale, `resources.${entity.path}.enums.${at}.${step.item.key}.${step.item.value}`) ?? step.item.value;
    labels.push(label);
  }
  return labels.join(': ');
}

/** The column's header in a language (`key`: a column's key, or a field a message names). */
export const columnLabel = (entity: Entity, key: string, locale: LocaleCode) => {
  const column = importColumns(entity).find((candidate) => columnKey(candidate) === key);
  if (column?.part) return partLabel(entity, column.field, column.part, locale);
  return labelAt(locale, `resources.${entity.path}.fields.${key}`) ?? key;
};

/** Every header that names the column: its labels in every language and its key. */
function namesOf(entity: Entity, key: string) {
  return new Set([key, ...Object.keys(locales).map((locale) => columnLabel(entity, key, locale as LocaleCode))].map(fold));
}

export function describedColumns(entity: Entity, locale: LocaleCode): ImportColumn[] {
  return importColumns(entity).map((column) => ({ field: columnKey(column), label: columnLabel(entity, columnKey(column), locale), required: Boolean(column.required) }));
}

/** Each header's column (by field), a column mapped once at most; null where none matches. */
export function autoMapping(entity: Entity, header: string[]): (string | null)[] {
  const used = new Set<string>();
  return header.map((title) => {
    const found = importColumns(entity).map(columnKey).find((key) => !used.has(key) && namesOf(entity, key).has(fold(title)));
    if (!found) return null;
    used.add(found);
    return found;
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
