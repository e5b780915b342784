/**
 * Text comparisons that ignore case the same way on both databases (Cyrillic included): logins,
 * uniqueness and text filters. SQLite's own lower() and NOCASE fold ASCII only, so SQLite gets a
 * JavaScript `casefold` function (registered in connect.ts); PostgreSQL's lower() is Unicode-aware.
 */
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import type { DialectName } from './connect';

export function fold(dialect: DialectName, expression: RawBuilder<unknown>) {
  return sql`${sql.raw(dialect === 'sqlite' ? 'casefold' : 'lower')}(${expression})`;
}

/** `column` equals `value`, ignoring case. */
export function equalsIgnoringCase(dialect: DialectName, column: string, value: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${fold(dialect, sql.ref(column))} = ${fold(dialect, sql`${value}`)}`;
}

/**
 * The `equals` filter: as equalsIgnoringCase, but on SQLite an ASCII value is compared with NOCASE
 * (ASCII folding, in SQLite itself, by the column's index where it has one) instead of a JavaScript call
 * per row. The one difference: a stored non-ASCII letter whose lower case is ASCII (the Kelvin sign K)
 * no longer matches its ASCII twin — the trade begins_with already makes for ASCII prefixes.
 */
export function filterEquals(dialect: DialectName, column: string, value: string): RawBuilder<SqlBool> {
  if (dialect === 'sqlite' && /^[\x20-\x7e]*$/.test(value)) return sql<SqlBool>`${sql.ref(column)} = ${value} collate nocase`;
  return equalsIgnoringCase(dialect, column, value);
}
