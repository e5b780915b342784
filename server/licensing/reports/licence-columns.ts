/**
 * The user's licence (`users.license_info`, JSON stored as text on both databases) as SQL expressions, so the
 * reports count and filter in the database, one statement for the whole estate. Flags are matched in the text
 * (the server writes it with JSON.stringify: `"sip":true`, no spaces); the period's ends are read with each
 * database's JSON function.
 */
import { type RawBuilder, sql } from 'kysely';
import { UNBOUNDED_PERIOD } from '../../../schemas/licence';
import type { DialectName } from '../../db/connect';

/** `to` of an unbounded period: a marker, never a date (docs/licenses.md "Licence periods"). */
export const NO_END = UNBOUNDED_PERIOD.to;

/** The flag is on in u.license_info (`u` is the users' alias in every report query). */
export const flagOn = (flag: string) => sql<boolean>`u.license_info like ${`%"${flag}":true%`}`;

/** An end of the user's licence period, epoch ms. */
export function periodEnd(dialect: DialectName, end: 'from' | 'to'): RawBuilder<number> {
  return dialect === 'postgres'
    ? sql<number>`cast(cast(u.license_info as json) #>> ${sql.lit(`{restrictPeriod,${end}}`)} as bigint)`
    : sql<number>`cast(json_extract(u.license_info, ${sql.lit(`$.restrictPeriod.${end}`)}) as integer)`;
}

/** The period overlaps from..to (both included; an unbounded end overlaps every later moment). */
export function periodOverlaps(dialect: DialectName, from: number | undefined, to: number | undefined) {
  const parts = [];
  if (to !== undefined) parts.push(sql`${periodEnd(dialect, 'from')} <= ${to}`);
  if (from !== undefined) parts.push(sql`(${periodEnd(dialect, 'to')} = ${NO_END} or ${periodEnd(dialect, 'to')} >= ${from})`);
  return parts.length ? sql.join(parts, sql` and `) : sql`1 = 1`;
}
