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
