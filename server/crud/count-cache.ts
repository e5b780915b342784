/**
 * A list's total, kept while no table its count statement names has been written (server/db/table-writes.ts).
 * A list asked again (the next page, a refresh after a live change to another entity, another administrator
 * of the same scope with the same filter) then reads its page and not the up to COUNT_CAP + 1 rows of its
 * count: about two thirds of a filtered identifiers page's SQL at 100,000 identifiers.
 *
 * The key is the count's statement and its values, which hold the actor's scope, so an answer is shared
 * only by actors whose count is the same question. Kept only while every write to the tables it reads reaches
 * this process (`keepsReadsOf`: always on SQLite; on PostgreSQL while its write listener hears their notices,
 * so another server process's write shows here once its notice arrives, within milliseconds).
 */
import type { CompiledQuery, Kysely } from 'kysely';
import { keepsReadsOf, lastWriteTo, namesIn, writeClock } from '../db/table-writes';

/** Count statements kept per database (lists × filter shapes × scopes in use), and values kept per statement. */
const CAPACITY = 500;
const VALUES_PER_STATEMENT = 50;

interface Kept {
  total: unknown;
  /** The write clock when the count began. */
  since: number;
  /** The names its statement reads. */
  names: string[];
}

/** Per database: count statement text (one shared string per list shape, compiled-reads.ts) -> values -> total. */
const byDatabase = new WeakMap<Kysely<any>, Map<string, Map<string, Kept>>>();

const valuesOf = (count: CompiledQuery) => JSON.stringify(count.parameters);

/** The total `count` (a compiled count statement, its values bound) answered, when it still holds. */
export function keptCount(db: Kysely<any>, count: CompiledQuery): unknown {
  const kept = byDatabase.get(db)?.get(count.sql)?.get(valuesOf(count));
  if (!kept) return undefined;
  return lastWriteTo(kept.names) <= kept.since ? kept.total : undefined;
}

/** The clock to pass to keepCount, read before the statement that counts runs. */
export const countStarts = writeClock;

/** Words of a statement whose answer moves with time, not with writes: such a count is never kept. */
const CLOCK_WORDS = new Set(['now', 'current_date', 'current_time', 'current_timestamp', 'localtimestamp', 'random', 'julianday', 'unixepoch', 'strftime', 'datetime']);

/** Keeps the total a statement that began at `since` counted, if every write to what it reads reaches this process. */
export function keepCount(db: Kysely<any>, count: CompiledQuery, total: unknown, since: number) {
  const names = namesIn(count.sql);
  if (names.some((name) => CLOCK_WORDS.has(name)) || !keepsReadsOf(db, names)) return;
  let statements = byDatabase.get(db);
  if (!statements) byDatabase.set(db, (statements = new Map()));
  let byValues = statements.get(count.sql);
  if (!byValues) {
    // Past CAPACITY statements, the one first kept longest ago goes, with all its values.
    if (statements.size >= CAPACITY) statements.delete(statements.keys().next().value!);
    statements.set(count.sql, (byValues = new Map()));
  }
  const values = valuesOf(count);
  byValues.delete(values); // most recently kept last
  if (byValues.size >= VALUES_PER_STATEMENT) byValues.delete(byValues.keys().next().value!);
  byValues.set(values, { total, since, names });
}
