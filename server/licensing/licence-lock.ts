/**
 * Licence counts are read, compared and written in one transaction; two writes counting the same
 * licences must not both see the last free one. SQLite runs one write transaction at a time; PostgreSQL
 * takes this transaction-scoped advisory lock first.
 */
import { type Kysely, sql } from 'kysely';
import type { DialectName } from '../db/connect';

/** An arbitrary constant naming "licence counts" among the server's advisory locks. */
const LICENCE_COUNTS_LOCK = 7_310_001;

export async function lockLicenceCounts(db: Kysely<any>, dialect: DialectName) {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(${LICENCE_COUNTS_LOCK})`.execute(db);
}
