/**
 * Text comparisons that ignore case the same way on both databases (Cyrillic included): logins,
 * uniqueness and text filters. SQLite's own lower() and NOCASE fold ASCII only, so SQLite gets a
 * JavaScript `casefold` function (registered in connect.ts); PostgreSQL's lower() is Unicode-aware.
 */
import type SQLite from 'better-sqlite3';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from './connect';

export function fold(dialect: DialectName, expression: RawBuilder<unknown>) {
  return sql`${sql.raw(dialect === 'sqlite' ? 'casefold' : 'lower')}(${expression})`;
}

/** `column` equals `value`, ignoring case. */
export function equalsIgnoringCase(dialect: DialectName, column: string, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${fold(dialect, sql.ref(column))} = ${fold(dialect, sql`${value}`)}`;
}

const isAscii = (value: string) => /^[\x20-\x7e]*$/.test(value);
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
/** SQLite's fold: its casefold() runs this (connect.ts), and a filter folds its value once with it. */
export const casefold = (value: string) => value.toLowerCase();

/** Gives a SQLite connection the casefold() its folded indexes and filters call (every connection to the file needs it). */
export function registerCasefold(sqlite: SQLite.Database) {
  sqlite.function('casefold', { deterministic: true }, (value: unknown) => (typeof value === 'string' ? casefold(value) : value));
}
/** Above every text that begins with a prefix: the prefix and the last code point. */
const PAST_PREFIX = String.fromCodePoint(0x10ffff);

/**
 * The `equals` filter: as equalsIgnoringCase, but on SQLite an ASCII value is compared with NOCASE
 * (ASCII folding, in SQLite itself, by the column's index where it has one) instead of a JavaScript call
 * per row. The one difference: a stored non-ASCII letter whose lower case is ASCII (the Kelvin sign K)
 * no longer matches its ASCII twin — the trade begins_with already makes for ASCII prefixes. Any other
 * value is compared with the folded column as the column's folded index holds it (migration-helpers.ts
 * createFoldedIndexes), so SQLite reads the index rather than folding every row.
 */
export function filterEquals(dialect: DialectName, column: string, value: string): RawBuilder<SqlBool> {
  if (dialect === 'sqlite' && isAscii(value)) return sql<SqlBool>`${sql.ref(column)} = ${value} collate nocase`;
  if (dialect === 'sqlite') return sql<SqlBool>`${fold(dialect, sql.ref(column))} = ${casefold(value)}`;
  return equalsIgnoringCase(dialect, column, value);
}

/**
 * The `begins_with` filter. SQLite: an ASCII prefix on a NOCASE column is matched by plain LIKE, which can
 * use the column's index (no ESCAPE clause allowed, so only without wildcards); with wildcards, LIKE with
 * ESCAPE (no index, but no JavaScript per row either); any other prefix is a range of folded values, which
 * the column's folded index answers. PostgreSQL folds both sides (its lower() text_pattern_ops index).
 */
export function filterBeginsWith(dialect: DialectName, column: string, value: string): RawBuilder<SqlBool> {
  if (dialect === 'postgres') return sql<SqlBool>`${fold(dialect, sql.ref(column))} like ${fold(dialect, sql`${`${escapeLike(value)}%`}`)} escape '\\'`;
  if (isAscii(value) && !/[%_\\]/.test(value)) return sql<SqlBool>`${sql.ref(column)} like ${`${value}%`}`;
  if (isAscii(value)) return sql<SqlBool>`${sql.ref(column)} like ${`${escapeLike(value)}%`} escape '\\'`;
  const from = casefold(value);
  const stored = fold(dialect, sql.ref(column));
  return sql<SqlBool>`(${stored} >= ${from} and ${stored} < ${from + PAST_PREFIX})`;
}

/** The fewest characters a trigram index answers; a shorter search reads every row's folded value. */
const TRIGRAM = 3;

/**
 * The `has` filter on text (contains): the search box.
 * - SQLite, a column with a search index (`searchTable`, migration-helpers.ts createSearchIndex) and three
 *   characters or more: the ids whose folded value holds the folded search as a phrase of trigrams, which is
 *   exactly "contains", read from the FTS5 index.
 * - SQLite otherwise: LIKE ignores ASCII case itself, so an ASCII search calls no JavaScript per row; any other
 *   search, where the rows are a table's (`table`), asks for the ids whose folded value matches: that subquery
 *   scans the column's folded index alone, reading folded values instead of computing one per row.
 * - PostgreSQL folds both sides; its pg_trgm index on `lower(column)` serves the LIKE as it is.
 */
export function filterContains(dialect: DialectName, column: string, value: string, table?: string, searchTable?: string): RawBuilder<SqlBool> {
  const pattern = `%${escapeLike(value)}%`;
  const name = column.split('.').pop()!;
  if (dialect === 'sqlite' && table && searchTable && [...casefold(value)].length >= TRIGRAM) {
    const phrase = `${name} : "${casefold(value).replace(/"/g, '""')}"`;
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${sql.table(searchTable)} where ${sql.table(searchTable)} match ${phrase})`;
  }
  if (dialect === 'sqlite' && isAscii(value)) return sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '\\'`;
  if (dialect === 'sqlite' && table) {
    const searched = sql.ref(`$search.${name}`);
    return sql<SqlBool>`${sql.ref(`${table}.id`)} in (select ${sql.ref('$search.id')} from ${sql.table(table)} as ${sql.id('$search')} where ${fold(dialect, searched)} like ${casefold(pattern)} escape '\\')`;
  }
  return sql<SqlBool>`${fold(dialect, sql.ref(column))} like ${fold(dialect, sql`${pattern}`)} escape '\\'`;
}
