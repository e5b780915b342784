/**
 * The import's steps (schemas/import.ts): upload, mapping, dry run, apply, undo. The dry run and the apply
 * run the same rows the same way (run-rows.ts); the dry run's transaction is rolled back. Applying holds
 * the import's row in its transaction from the status check to the outcome, so an apply sent twice runs once.
 */
import type { Kysely } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { ImportDecisions, ImportDryRun, ImportSession, ImportUndoRefusal } from '../../schemas/import';
import type { LocaleCode } from '../../locales';
import type { Actor } from '../access/actor';
import { lockRow } from '../db/row-lock';
import { type Store, removeIn, updateIn, writeEffects } from '../crud/repository';
import { AppError } from '../errors';
import { autoMapping, describedColumns, fileColumns } from './columns';
import { readGrid } from './read-file';
import { rendered } from './row-messages';
import type { ImportResolvers } from './resolvers';
import { type RowOutcome, countsOf, runRows } from './run-rows';
import { type StoredImport, claimStep, createImport, importOf, jsonColumn, saveImport } from './sessions';

export interface ImportContext {
  store: Store;
  entity: Entity;
  actor: Actor;
  locale: LocaleCode;
  resolvers: ImportResolvers;
}

/** Rows done of all, per import being applied in this process (a poll reads it while the transaction runs). */
const progress = new Map<number, { done: number; total: number }>();

export function sessionOf(context: ImportContext, stored: StoredImport): ImportSession {
  const running = progress.get(stored.id);
  return {
    id: stored.id,
    entity: stored.entity,
    status: running ? 'applying' : stored.status,
    file_name: stored.file_name,
    row_count: stored.row_count,
    columns: describedColumns(context.entity, context.locale),
    file_columns: fileColumns(stored.header, stored.rows, stored.mapping),
    progress: running ?? null,
    counts: stored.counts,
    created_at: stored.created_at,
    applied_at: stored.applied_at,
    undone_at: stored.undone_at,
  };
}

export async function upload(context: ImportContext, file: { name: string; bytes: Uint8Array }) {
  const { header, rows } = await readGrid(file.bytes);
  const id = await createImport(context.store.db, context.actor, context.entity.path, { name: file.name, header, rows, mapping: autoMapping(context.entity, header) });
  return sessionOf(context, await importOf(context.store.db, context.actor, context.entity.path, id));
}

export async function remap(context: ImportContext, id: number, mapping: Record<string, string | null>) {
  const stored = await importOf(context.store.db, context.actor, context.entity.path, id);
  const known = new Set(describedColumns(context.entity, context.locale).map((column) => column.field));
  const next = [...stored.mapping];
  for (const [index, field] of Object.entries(mapping)) {
    if (Number(index) >= next.length || (field !== null && !known.has(field))) throw new AppError('invalid_data', { [`mapping.${index}`]: 'unknown column' });
    // A column maps from one file column at most: the one just chosen wins.
    if (field !== null) for (let i = 0; i < next.length; i++) if (next[i] === field) next[i] = null;
    next[Number(index)] = field;
  }
  await claimStep(context.store.db, id, ['mapped', 'checked'], 'mapped', { mapping: jsonColumn(next) });
  return sessionOf(context, await importOf(context.store.db, context.actor, context.entity.path, id));
}

function rowRun(context: ImportContext, trx: Kysely<any>, stored: StoredImport, decisions: ImportDecisions, onRow?: (done: number) => void) {
  return { ...context, trx, mapping: stored.mapping, decisions, effects: writeEffects(), onRow };
}

const answered = (context: ImportContext, outcomes: RowOutcome[]) =>
  outcomes.map(({ row, action, duplicate, record_id, values, errors }) => ({ row, action, duplicate, record_id, values, errors: errors.map((m) => rendered(context.entity, context.locale, m)) }));

class RolledBack extends Error {}

export async function dryRun(context: ImportContext, id: number, decisions: ImportDecisions): Promise<ImportDryRun> {
  const { db } = context.store;
  const stored = await importOf(db, context.actor, context.entity.path, id);
  if (!['mapped', 'checked'].includes(stored.status)) throw new AppError('not_in_state');
  let outcomes: RowOutcome[] = [];
  await db.transaction().execute(async (trx) => {
    outcomes = await runRows(rowRun(context, trx, stored, decisions), stored.rows);
    throw new RolledBack(); // nothing of a dry run is kept
  }).catch((error) => {
    if (!(error instanceof RolledBack)) throw error;
  });
  await claimStep(db, id, ['mapped', 'checked'], 'checked');
  return { session: sessionOf(context, { ...stored, status: 'checked' }), counts: countsOf(outcomes), rows: answered(context, outcomes) };
}

export async function apply(context: ImportContext, id: number, decisions: ImportDecisions) {
  const { db } = context.store;
  const stored = await importOf(db, context.actor, context.entity.path, id);
  const run = { effects: writeEffects() };
  try {
    await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'imports', id);
      // Checked under the lock: a second apply waits here, then finds the import applied.
      await claimStep(trx, id, ['mapped', 'checked'], 'applied');
      progress.set(id, { done: 0, total: stored.rows.length });
      const rowsRun = { ...rowRun(context, trx, stored, decisions, (done: number) => progress.set(id, { done, total: stored.rows.length })), effects: run.effects };
      const outcomes = await runRows(rowsRun, stored.rows);
      await saveImport(trx, id, { outcome: jsonColumn(outcomes), counts: jsonColumn(countsOf(outcomes)), applied_at: new Date().toISOString() });
    });
  } finally {
    progress.delete(id);
  }
  await run.effects.run();
  return sessionOf(context, await importOf(db, context.actor, context.entity.path, id));
}

/** The rows whose records changed (or went) since the import wrote them, read under their write locks. */
async function undoRefusals(context: ImportContext, trx: Kysely<any>, written: RowOutcome[]): Promise<ImportUndoRefusal[]> {
  const { table } = context.entity;
  const refusals: ImportUndoRefusal[] = [];
  for (const outcome of written) {
    await lockRow(trx, table, outcome.record_id!);
    const now = await trx.selectFrom(table).select('updated_at').where('id', '=', outcome.record_id).executeTakeFirst();
    if (!now) refusals.push({ row: outcome.row, record_id: outcome.record_id!, reason: 'deleted' });
    else if (String(now.updated_at) !== outcome.written_at) refusals.push({ row: outcome.row, record_id: outcome.record_id!, reason: 'changed' });
  }
  return refusals;
}

/** Reverts exactly what the import wrote, last row first, or nothing with the rows changed since. */
export async function undo(context: ImportContext, id: number) {
  const { store, entity, actor } = context;
  const effects = writeEffects();
  const fileKeys: string[] = [];
  await store.db.transaction().execute(async (trx) => {
    await lockRow(trx, 'imports', id);
    const stored = await importOf(trx, actor, entity.path, id);
    if (stored.status !== 'applied') throw new AppError('not_in_state');
    const written = (stored.outcome ?? []).filter((outcome) => outcome.action === 'create' || outcome.action === 'update').reverse();
    const refusals = await undoRefusals(context, trx, written);
    if (refusals.length) throw new AppError('import_undo_refused', undefined, { rows: refusals });
    for (const outcome of written) {
      try {
        if (outcome.action === 'create') fileKeys.push(...(await removeIn(store, trx, entity, actor, outcome.record_id!, effects)));
        else await updateIn(store, trx, entity, actor, outcome.record_id!, outcome.before, { effects });
      } catch (error) {
        // Kept by what came since (users placed in an imported group): the undo would break it.
        if (error instanceof AppError) throw new AppError('import_undo_refused', undefined, { rows: [{ row: outcome.row, record_id: outcome.record_id, reason: 'changed', cause: error.key }] });
        throw error;
      }
    }
    await claimStep(trx, id, ['applied'], 'undone', { undone_at: new Date().toISOString() });
  });
  await store.files?.remove(fileKeys);
  await effects.run();
  return sessionOf(context, await importOf(store.db, actor, entity.path, id));
}
