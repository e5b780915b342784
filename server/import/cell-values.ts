/**
 * A row's cells as a body for the repository: each mapped cell read by its field's type, or by the column's
 * resolver (a group path, an e-mail). A formula is refused and the exports' guarded form reads back as text
 * (unguardedCell, beside the guard in server/export/spreadsheet-cell.ts).
 */
import type { Entity } from '../../schemas/define-entity';
import type { ImportMessage } from '../../schemas/import';
import type { z } from 'zod';
import { partSteps, partType } from '../../schemas/field-parts';
import { baseType } from '../../schemas/introspect';
import { type LocaleCode, locales, translate } from '../../locales';
import { AppError, fieldMessage } from '../errors';
import { unguardedCell } from '../export/spreadsheet-cell';
import { type ImportColumnOf, columnKey, importColumns } from './columns';
import type { ImportResolvers, ResolveContext } from './resolvers';
import { splitList } from './resolvers';
import { type RowPart, withParts } from './row-parts';

/** A message without its text yet: rendered in the caller's language when answered (row-messages.ts), a parameter may be a key. */
export type RowMessage = Omit<ImportMessage, 'text' | 'params'> & { params?: Record<string, string | number | { key: string }> };

const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false, yes: true, no: false, да: true, нет: false, так: true, ні: false };

type AnyZod = z.core.$ZodType;

const kindOf = (type: AnyZod | undefined) => (type ? (baseType(type) as { _zod: { def: { type: string; element?: AnyZod; values?: unknown[]; entries?: Record<string, unknown> } } })._zod.def : undefined);

/** A text as its field's type; what does not fit is passed on as it is, for the schema to refuse in its words. */
function typed(def: ReturnType<typeof kindOf>, text: string): unknown {
  if (!def) return text;
  if (def.type === 'number') return /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text;
  if (def.type === 'boolean') return BOOLEANS[text.trim().toLowerCase()] ?? text;
  if (def.type === 'literal' && typeof def.values?.[0] === 'number') return /^-?\d+$/.test(text.trim()) ? Number(text) : text;
  if (def.type === 'array') return splitList(text).map((item) => typed(kindOf(def.element), item));
  return text;
}

const fold = (text: string) => text.trim().toLowerCase();

/** A choice written as its label in any language ("Building", "Здание") is its value; a value passes as it is. */
/** Each choice's labels in every language, folded, to its value: built once per field (a file repeats them per row). */
const choiceTables = new Map<string, Map<string, unknown>>();

function choiceTable(entity: Entity, labels: string, values: readonly unknown[]) {
  const key = `${entity.path} ${labels}`;
  let table = choiceTables.get(key);
  if (!table) {
    table = new Map();
    // The first value with a label wins, as a search of the values in order would find it.
    for (const value of values) {
      for (const locale of Object.keys(locales)) {
        const label = fold(translate(locale as LocaleCode, `resources.${entity.path}.enums.${labels}.${String(value)}`));
        if (!table.has(label)) table.set(label, value);
      }
    }
    choiceTables.set(key, table);
  }
  return table;
}

function choiceOf(entity: Entity, labels: string, def: ReturnType<typeof kindOf>, text: string): unknown {
  const values = def?.type === 'enum' ? Object.values((def as { entries?: Record<string, unknown> }).entries ?? {}) : def?.type === 'literal' ? def.values ?? [] : [];
  return values.length ? choiceTable(entity, labels, values).get(fold(text)) : undefined;
}

/** A part column's schema, and where its choices' labels are (the path's keys, a list's items left out). */
function partOf(entity: Entity, column: ImportColumnOf) {
  const steps = partSteps(column.part!);
  const keys = steps.flatMap((step) => ('key' in step ? [step.key] : []));
  return { steps, type: partType((entity.fields as Record<string, AnyZod>)[column.field], steps), labels: [column.field, ...keys].join('.') };
}

/** What the cell says its column holds: its resolved reference, its choice by label, or its typed value. */
async function cellValue(entity: Entity, column: ImportColumnOf, text: string, resolvers: ImportResolvers, context: ResolveContext) {
  if (column.resolve) return resolvers[column.resolve].read(text, context);
  const { type, labels } = column.part ? partOf(entity, column) : { type: (entity.fields as Record<string, AnyZod>)[column.field], labels: column.field };
  const def = kindOf(type);
  return choiceOf(entity, labels, def, text) ?? typed(def, text);
}

/** A notice an error carries (a licence conflict's: errors.licence_consistency.*), its parameters keys or values. */
interface Notice {
  key: string;
  params?: Record<string, string | number | { key: string }>;
}

/**
 * The messages an AppError carries: its notices (what exactly conflicts), else per field, named by the column
 * `field`, or the column `columns` maps the field's path to (a part of a JSON field's), else the path's field.
 */
export function messagesOf(error: AppError, field: string | null = null, columns: ReadonlyMap<string, string> = new Map()): RowMessage[] {
  const notices = error.details?.notices as Notice[] | undefined;
  if (notices?.length) return notices.map((notice) => ({ field, key: notice.key, ...(notice.params && { params: notice.params }) }));
  const fields = Object.entries(error.fields ?? {});
  if (!fields.length) return [{ field, key: `errors.codes.${error.key}` }];
  return fields.map(([name, message]) => {
    const at = field ?? columns.get(name) ?? name.split('.')[0];
    if (typeof message === 'string') return { field: at, key: `errors.codes.${error.key}`, params: { detail: message } };
    return { field: at, key: message.key, ...(message.params && { params: message.params }) };
  });
}

/**
 * The row's body (the description's defaults, then each mapped cell), the parts of JSON fields its cells give
 * (in the body over the field's default; the writer puts them over a stored record's), and the cells refused.
 */
export async function rowBody(entity: Entity, mapping: (string | null)[], cells: string[], resolvers: ImportResolvers, context: ResolveContext) {
  const body: Record<string, unknown> = { ...entity.import?.defaults };
  const parts: RowPart[] = [];
  const errors: RowMessage[] = [];
  for (const column of importColumns(entity)) {
    const key = columnKey(column);
    const index = mapping.indexOf(key);
    const raw = index < 0 ? '' : (cells[index] ?? '').trim();
    const text = unguardedCell(raw);
    if (text === undefined) errors.push({ field: key, ...fieldMessage('formula') });
    // An empty cell leaves the field as it is, but an empty reference is said: no owner, no parent (the root).
    else if (!text && !(index >= 0 && column.resolve)) {
      if (column.required) errors.push({ field: key, ...fieldMessage('required') });
    } else {
      try {
        const value = await cellValue(entity, column, text, resolvers, context);
        // A resolver's undefined leaves the field as it is (an empty licence period's end).
        if (value === undefined) continue;
        if (column.part) parts.push({ key, field: column.field, steps: partSteps(column.part), value });
        else body[column.field] = value;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push(...messagesOf(error, key));
      }
    }
  }
  for (const part of parts) body[part.field] = withParts(body[part.field], parts.filter((other) => other.field === part.field));
  return { body, parts, errors };
}

/** The row's cells by field, as the dry run shows them. */
export const rowValues = (mapping: (string | null)[], cells: string[]) =>
  Object.fromEntries(mapping.flatMap((field, index) => (field ? [[field, cells[index] ?? '']] : [])));
