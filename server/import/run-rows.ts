/**
 * Runs a file's rows through the repository in one transaction the caller holds, each row in a savepoint: a
 * refused row is rolled back alone and reported with its messages, the others stay. The dry run rolls the whole
 * transaction back afterwards; the apply commits it. Both therefore say exactly what the API would do: every
 * check, hook (the group hierarchy rules, licence counts, the privilege rule) and audit event is the API's.
 */
import { type Kysely, sql } from 'kysely';
import type { Entity } from '../../schemas/define-entity';
import type { ImportDecisions, ImportRowAction } from '../../schemas/import';
import type { Actor } from '../access/actor';
import { type AuditBatch, auditBatch } from '../audit/record';
import { writableTogether } from '../crud/create-many';
import { type Store, type WriteEffects, type WriteIn, createIn, updateIn, writeEffects } from '../crud/repository';
import { AppError } from '../errors';
import { type RowMessage, messagesOf, rowBody, rowValues } from './cell-values';
import { duplicateOf } from './duplicates';
import { isBlank } from './read-file';
import type { ImportResolvers } from './resolvers';
import { runInChunks } from './row-chunks';
import { type RowPart, partColumns, partsOverStored } from './row-parts';

export interface RowOutcome {
  row: number;
  action: ImportRowAction;
  duplicate: boolean;
  record_id: number | null;
  values: Record<string, string>;
  errors: RowMessage[];
  /** For undo: the record's updated_at once written, and an updated record's fields before. */
  written_at?: string;
  before?: Record<string, unknown>;
}

export interface RowRun {
  store: Store;
  trx: Kysely<any>;
  entity: Entity;
  actor: Actor;
  resolvers: ImportResolvers;
  mapping: (string | null)[];
  decisions: ImportDecisions;
  effects: WriteEffects;
  /** Told after each row (the apply's progress). */
  onRow?: (done: number) => void;
}

interface RowInput {
  body: Record<string, unknown>;
  parts: RowPart[];
}

const isUniqueViolation = (error: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown }).code));

/**
 * What the row does: skip a duplicate, overwrite it, or create a new record. `input.body` becomes what was
 * sent to the repository (an update's parts over the stored record's).
 */
async function writeRow(run: RowRun, row: number, input: RowInput, outcome: RowOutcome, kept: WriteIn) {
  const { store, trx, entity, actor, decisions } = run;
  const existing = await duplicateOf(trx, store.dialect, entity, actor, input.body, run.resolvers);
  if (existing !== undefined) {
    Object.assign(outcome, { duplicate: true, record_id: existing });
    if ((decisions.rows[String(row)] ?? decisions.duplicates) === 'skip') return 'skip';
    input.body = await partsOverStored(trx, entity, existing, input.body, input.parts);
    const updated = await updateIn(store, trx, entity, actor, existing, input.body, kept);
    if (!updated.changed.length) return 'skip';
    outcome.before = Object.fromEntries(updated.changed.map((field) => [field, updated.stored[field]]));
    return 'update';
  }
  const created = await createIn(store, trx, entity, actor, input.body, kept);
  outcome.record_id = created.id;
  return 'create';
}

async function runRow(run: RowRun, row: number, cells: string[], cache: Map<string, unknown>, audit: AuditBatch): Promise<RowOutcome> {
  const { trx, entity, actor, resolvers, mapping } = run;
  const outcome: RowOutcome = { row, action: 'error', duplicate: false, record_id: null, values: rowValues(mapping, cells), errors: [] };
  const input: RowInput = { body: {}, parts: [] };
  await sql`savepoint import_row`.execute(trx);
  try {
    const { body, parts, errors } = await rowBody(entity, mapping, cells, resolvers, { db: trx, actor, cache });
    Object.assign(input, { body, parts });
    if (errors.length) throw Object.assign(new Error('row refused'), { messages: errors });
    // A row's effects after the commit (a device sync, a mail) and its audit events count only if the row stays.
    const kept = { effects: writeEffects(), audit: auditBatch() };
    outcome.action = await writeRow(run, row, input, outcome, kept);
    run.effects.adopt(kept.effects);
    audit.adopt(kept.audit);
    await sql`release savepoint import_row`.execute(trx);
  } catch (error) {
    await sql`rollback to savepoint import_row`.execute(trx);
    await sql`release savepoint import_row`.execute(trx);
    const messages = (error as { messages?: RowMessage[] }).messages;
    if (messages) outcome.errors = messages;
    else if (error instanceof AppError) outcome.errors = messagesOf(error, null, partColumns(entity, input.body));
    else if (isUniqueViolation(error)) outcome.errors = messagesOf(new AppError('not_unique'));
    else throw error;
    Object.assign(outcome, { action: 'error', record_id: outcome.duplicate ? outcome.record_id : null });
  }
  return outcome;
}

/**
 * Each written row's record's updated_at once every row has run, for the undo, read for all at once. A record a
 * later row wrote again keeps none on the earlier row: the undo finds that row's record changed since, as it is.
 */
async function stampWritten(run: RowRun, outcomes: RowOutcome[]) {
  const written = outcomes.filter((outcome) => outcome.action === 'create' || outcome.action === 'update');
  const last = new Map(written.map((outcome) => [outcome.record_id!, outcome]));
  const ids = [...last.keys()];
  for (let i = 0; i < ids.length; i += 10_000) {
    const rows = await run.trx.selectFrom(run.entity.table).select(['id', 'updated_at']).where('id', 'in', ids.slice(i, i + 10_000)).execute();
    for (const row of rows) last.get(Number(row.id))!.written_at = String(row.updated_at);
  }
  for (const outcome of written) outcome.written_at ??= '';
}

/**
 * Every non-blank row's outcome, in the file's order (rows may name records created by earlier ones): in chunks
 * where the entity's new records can be written together (row-chunks.ts), else row by row. The rows' audit
 * events are written together at the end, in the same transaction.
 */
export async function runRows(run: RowRun, rows: string[][]): Promise<RowOutcome[]> {
  const cache = new Map<string, unknown>();
  const audit = auditBatch();
  const outcomes: RowOutcome[] = [];
  if (writableTogether(run.store, run.entity)) outcomes.push(...(await runInChunks(run, rows, (row, cells) => runRow(run, row, cells, cache, audit), audit, cache)));
  else for (const [index, cells] of rows.entries()) {
    if (!isBlank(cells)) {
      const outcome = await runRow(run, index + 1, cells, cache, audit);
      // A group created by a rolled-back row would otherwise be found by a later row's lookup.
      if (outcome.action === 'error') cache.clear();
      outcomes.push(outcome);
    }
    run.onRow?.(index + 1);
  }
  await audit.write(run.trx);
  await stampWritten(run, outcomes);
  return outcomes;
}

export function countsOf(outcomes: RowOutcome[]) {
  const counts = { create: 0, update: 0, skip: 0, error: 0 };
  for (const outcome of outcomes) counts[outcome.action]++;
  return counts;
}
