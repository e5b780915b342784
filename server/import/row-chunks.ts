/**
 * The rows of an entity whose new records can be written together (server/crud/create-many.ts), in chunks of up
 * to CHUNK rows: their duplicates looked up in one read, their new records created by createManyIn in one
 * savepoint. A chunk with a refused row is rolled back and its rows run one at a time (run-rows.ts's runRow), so
 * every refusal still names its row and the other rows stay; a chunk with a row to overwrite runs that way too, so
 * updates and creates keep the file's order. Each row's outcome is the one runRow would give.
 */
import { sql } from 'kysely';
import { type AuditBatch, auditBatch } from '../audit/record';
import { OneAtATime, createManyIn } from '../crud/create-many';
import { writeEffects } from '../crud/repository';
import { AppError } from '../errors';
import { unguardedCell } from '../export/spreadsheet-cell';
import { rowBody, rowValues } from './cell-values';
import { columnKey, importColumns } from './columns';
import { duplicateKey, duplicateOf, duplicateValues, duplicatesOf } from './duplicates';
import { isBlank } from './read-file';
import type { ResolveContext } from './resolvers';
import type { RowOutcome, RowRun } from './run-rows';

/** Rows per chunk: the INSERT of 500 identifiers or users stays well under both databases' parameter limits. */
export const CHUNK = 500;

interface Pending {
  row: number;
  cells: string[];
  body: Record<string, unknown>;
  key?: Record<string, unknown>;
}

/** A row run alone (run-rows.ts's runRow, in its own savepoint). */
export type OneRow = (row: number, cells: string[]) => Promise<RowOutcome>;

const isUniqueViolation = (error: unknown) => ['23505', 'SQLITE_CONSTRAINT_UNIQUE'].includes(String((error as { code?: unknown }).code));

const outcomeOf = (run: RowRun, item: Pending, fields: Partial<RowOutcome>): RowOutcome => ({ row: item.row, action: 'create', duplicate: false, record_id: null, values: rowValues(run.mapping, item.cells), errors: [], ...fields });

/** Each row's duplicate, read together; row by row where the read together cannot say. */
async function duplicates(run: RowRun, chunk: Pending[]) {
  const found = await duplicatesOf(run.trx, run.store.dialect, run.entity, run.actor, chunk.map((item) => item.key));
  if (found) return found;
  const one: (number | undefined)[] = [];
  for (const item of chunk) one.push(await duplicateOf(run.trx, run.store.dialect, run.entity, run.actor, item.body, run.resolvers));
  return one;
}

/** The new records of the chunk in one savepoint; undefined when any was refused (nothing of them kept). */
async function createTogether(run: RowRun, creates: Pending[], audit: AuditBatch) {
  const kept = { effects: writeEffects(), audit: auditBatch() };
  await sql`savepoint import_chunk`.execute(run.trx);
  try {
    const ids = await createManyIn(run.store, run.trx, run.entity, run.actor, creates.map((item) => item.body), kept);
    await sql`release savepoint import_chunk`.execute(run.trx);
    run.effects.adopt(kept.effects);
    audit.adopt(kept.audit);
    return ids;
  } catch (error) {
    await sql`rollback to savepoint import_chunk`.execute(run.trx);
    await sql`release savepoint import_chunk`.execute(run.trx);
    if (error instanceof AppError || error instanceof OneAtATime || isUniqueViolation(error)) return undefined;
    throw error;
  }
}

async function oneByOne(chunk: Pending[], one: OneRow, cache: Map<string, unknown>) {
  const outcomes: RowOutcome[] = [];
  for (const item of chunk) {
    const outcome = await one(item.row, item.cells);
    // As runRows: a group created by a rolled-back row would otherwise be found by a later row's lookup.
    if (outcome.action === 'error') cache.clear();
    outcomes.push(outcome);
  }
  return outcomes;
}

async function writeChunk(run: RowRun, chunk: Pending[], one: OneRow, cache: Map<string, unknown>, audit: AuditBatch): Promise<RowOutcome[]> {
  if (!chunk.length) return [];
  const existing = await duplicates(run, chunk);
  const skips = (i: number) => (run.decisions.rows[String(chunk[i].row)] ?? run.decisions.duplicates) === 'skip';
  if (existing.some((id, i) => id !== undefined && !skips(i))) return oneByOne(chunk, one, cache);
  const creates = chunk.filter((_, i) => existing[i] === undefined);
  const ids = creates.length ? await createTogether(run, creates, audit) : [];
  if (!ids) cache.clear();
  const created = ids ? new Map(creates.map((item, i) => [item.row, outcomeOf(run, item, { record_id: ids[i] })])) : new Map((await oneByOne(creates, one, cache)).map((outcome) => [outcome.row, outcome]));
  return chunk.map((item, i) => (existing[i] !== undefined ? outcomeOf(run, item, { action: 'skip', duplicate: true, record_id: existing[i]! }) : created.get(item.row)!));
}

/** The resolvers that read ahead (ImportResolver.prefetch) told their columns' cells, each once for the file. */
async function prefetch(run: RowRun, rows: string[][], context: ResolveContext) {
  for (const column of importColumns(run.entity)) {
    const index = run.mapping.indexOf(columnKey(column));
    const ahead = column.resolve ? run.resolvers[column.resolve].prefetch : undefined;
    if (index < 0 || !ahead) continue;
    await ahead(rows.flatMap((cells) => unguardedCell((cells[index] ?? '').trim()) || []), context);
  }
}

/** Every non-blank row's outcome in the file's order, written in chunks (see above). */
export async function runInChunks(run: RowRun, rows: string[][], one: OneRow, audit: AuditBatch, cache: Map<string, unknown>): Promise<RowOutcome[]> {
  const context = { db: run.trx, actor: run.actor, cache };
  await prefetch(run, rows, context);
  const outcomes: RowOutcome[] = [];
  let pending: Pending[] = [];
  const keys = new Set<string>();
  const flush = async (done: number) => {
    outcomes.push(...(await writeChunk(run, pending, one, cache, audit)));
    pending = [];
    keys.clear();
    run.onRow?.(done);
  };
  for (const [index, cells] of rows.entries()) {
    if (isBlank(cells)) continue;
    let read = await rowBody(run.entity, run.mapping, cells, run.resolvers, context);
    // A row may name the record of a row still pending (a building, then its entrances): written first, read again.
    if (read.errors.length && pending.length) {
      await flush(index);
      read = await rowBody(run.entity, run.mapping, cells, run.resolvers, context);
    }
    if (read.errors.length) {
      outcomes.push({ ...outcomeOf(run, { row: index + 1, cells, body: read.body }, { action: 'error', errors: read.errors }) });
      continue;
    }
    const key = await duplicateValues(run.entity, read.body, run.resolvers, context);
    const named = key && duplicateKey(run.entity, key);
    // A row naming the same record as a pending one finds it written: the pending rows go first.
    if (named && keys.has(named)) await flush(index);
    if (named) keys.add(named);
    pending.push({ row: index + 1, cells, body: read.body, key });
    if (pending.length >= CHUNK) await flush(index + 1);
  }
  await flush(rows.length);
  return outcomes.sort((a, b) => a.row - b.row);
}
