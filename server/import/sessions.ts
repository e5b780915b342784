/**
 * The imports' stored state (table `imports`, migration 0046): each is its importer's alone, and moves through
 * schemas/import.ts IMPORT_STATUSES. A step is claimed by a conditional update of the status, so two requests
 * for the same step (an apply sent twice) find one of them refused: the work runs once.
 */
import type { Kysely } from 'kysely';
import type { ImportStatus } from '../../schemas/import';
import type { Actor } from '../access/actor';
import { AppError } from '../errors';
import type { RowOutcome } from './run-rows';

export interface StoredImport {
  id: number;
  entity: string;
  status: ImportStatus;
  file_name: string;
  row_count: number;
  header: string[];
  rows: string[][];
  mapping: (string | null)[];
  outcome: RowOutcome[] | null;
  counts: Record<'create' | 'update' | 'skip' | 'error', number> | null;
  created_at: string;
  applied_at: string | null;
  undone_at: string | null;
}

const json = (text: unknown) => (text === null || text === undefined ? null : JSON.parse(String(text)));

function stored(row: Record<string, unknown>): StoredImport {
  return {
    id: Number(row.id),
    entity: String(row.entity),
    status: row.status as ImportStatus,
    file_name: String(row.file_name),
    row_count: Number(row.row_count),
    header: json(row.header),
    rows: json(row.rows),
    mapping: json(row.mapping),
    outcome: json(row.outcome),
    counts: json(row.counts),
    created_at: String(row.created_at),
    applied_at: (row.applied_at as string | null) ?? null,
    undone_at: (row.undone_at as string | null) ?? null,
  };
}

export async function createImport(db: Kysely<any>, actor: Actor, entity: string, file: { name: string; header: string[]; rows: string[][]; mapping: (string | null)[] }) {
  const now = new Date().toISOString();
  const inserted = await db
    .insertInto('imports')
    .values({
      entity, status: 'mapped', file_name: file.name, row_count: file.rows.length, header: JSON.stringify(file.header), rows: JSON.stringify(file.rows),
      mapping: JSON.stringify(file.mapping), created_at: now, updated_at: now, created_by: actor.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

/** The actor's own import of this entity; anyone else's answers not found. */
export async function importOf(db: Kysely<any>, actor: Actor, entity: string, id: number): Promise<StoredImport> {
  const row = await db.selectFrom('imports').selectAll().where('id', '=', id).where('entity', '=', entity).where('created_by', '=', actor.id).executeTakeFirst();
  if (!row) throw new AppError('not_found');
  return stored(row);
}

/** Moves the import from one of `from` to `to` with `set`, or refuses: another request took the step first. */
export async function claimStep(db: Kysely<any>, id: number, from: readonly ImportStatus[], to: ImportStatus, set: Record<string, unknown> = {}) {
  const result = await db
    .updateTable('imports')
    .set({ ...set, status: to, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) throw new AppError('not_in_state');
}

export async function saveImport(db: Kysely<any>, id: number, set: Record<string, unknown>) {
  await db.updateTable('imports').set({ ...set, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
}

export const jsonColumn = (value: unknown) => JSON.stringify(value);
