/**
 * A row's cells as a body for the repository: each mapped cell read by its field's type, or by the column's
 * resolver (a group path, an e-mail). A formula is refused and the exports' guarded form reads back as text
 * (unguardedCell, beside the guard in server/export/spreadsheet-cell.ts).
 */
import type { Entity } from '../../schemas/define-entity';
import type { ImportMessage } from '../../schemas/import';
import type { z } from 'zod';
import { baseType } from '../../schemas/introspect';
import { type LocaleCode, locales, translate } from '../../locales';
import { AppError, fieldMessage } from '../errors';
import { unguardedCell } from '../export/spreadsheet-cell';
import { importColumns } from './columns';
import type { ImportResolvers, ResolveContext } from './resolvers';
import { splitList } from './resolvers';

/** A message without its text yet: rendered in the caller's language when answered (row-messages.ts). */
export type RowMessage = Omit<ImportMessage, 'text'>;

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
function choiceOf(entity: Entity, field: string, def: ReturnType<typeof kindOf>, text: string): unknown {
  const values = def?.type === 'enum' ? Object.values((def as { entries?: Record<string, unknown> }).entries ?? {}) : def?.type === 'literal' ? def.values ?? [] : [];
  return values.find((value) => Object.keys(locales).some((locale) => fold(translate(locale as LocaleCode, `resources.${entity.path}.enums.${field}.${String(value)}`)) === fold(text)));
}

/** What the cell says its field holds: its resolved reference, its choice by label, or its typed value. */
async function cellValue(entity: Entity, field: string, resolve: string | undefined, text: string, resolvers: ImportResolvers, context: ResolveContext) {
  if (resolve) return resolvers[resolve].read(text, context);
  const def = kindOf((entity.fields as Record<string, AnyZod>)[field]);
  return choiceOf(entity, field, def, text) ?? typed(def, text);
}

/** The messages an AppError carries, per field. */
export function messagesOf(error: AppError, field: string | null = null): RowMessage[] {
  const fields = Object.entries(error.fields ?? {});
  if (!fields.length) return [{ field, key: `errors.codes.${error.key}` }];
  return fields.map(([name, message]) => {
    const at = field ?? name.split('.')[0];
    if (typeof message === 'string') return { field: at, key: `errors.codes.${error.key}`, params: { detail: message } };
    return { field: at, key: message.key, ...(message.params && { params: message.params }) };
  });
}

/** The row's body (the description's defaults, then each mapped cell), and the messages of the cells refused. */
export async function rowBody(entity: Entity, mapping: (string | null)[], cells: string[], resolvers: ImportResolvers, context: ResolveContext) {
  const body: Record<string, unknown> = { ...entity.import?.defaults };
  const errors: RowMessage[] = [];
  for (const column of importColumns(entity)) {
    const index = mapping.indexOf(column.field);
    const raw = index < 0 ? '' : (cells[index] ?? '').trim();
    const text = unguardedCell(raw);
    if (text === undefined) errors.push({ field: column.field, ...fieldMessage('formula') });
    // An empty cell leaves the field as it is, but an empty reference is said: no owner, no parent (the root).
    else if (!text && !(index >= 0 && column.resolve)) {
      if (column.required) errors.push({ field: column.field, ...fieldMessage('required') });
    } else {
      try {
        body[column.field] = await cellValue(entity, column.field, column.resolve, text, resolvers, context);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        errors.push(...messagesOf(error, column.field));
      }
    }
  }
  return { body, errors };
}

/** The row's cells by field, as the dry run shows them. */
export const rowValues = (mapping: (string | null)[], cells: string[]) =>
  Object.fromEntries(mapping.flatMap((field, index) => (field ? [[field, cells[index] ?? '']] : [])));
