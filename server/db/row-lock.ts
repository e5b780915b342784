/**
 * A record's write lock, held to the end of the transaction: whoever reads a record to decide a write (a
 * command's precondition, an update's diff) takes it first, so two such transactions on one record run one
 * after the other and the second reads what the first stored.
 *
 * PostgreSQL: `SELECT … FOR NO KEY UPDATE`, the lock the UPDATE itself would take, only earlier (the reads that
 * follow, in READ COMMITTED, see the winner's commit). Not FOR UPDATE: that would also hold off inserts of rows
 * referring to this one (their foreign key check), a device task queued for the device, say.
 * SQLite needs none: Kysely's driver has one connection, and a transaction holds it, behind a mutex, from
 * BEGIN to COMMIT, so transactions never interleave (one server process owns the file, db/connect.ts).
 */
import type { Kysely } from 'kysely';
import { isPostgres } from './migration-helpers';

export async function lockRow(db: Kysely<any>, table: string, id: number) {
  // Outside a transaction a lock would end with its own statement: nothing to hold.
  if (!db.isTransaction || !isPostgres(db)) return;
  await db.selectFrom(table).select('id').where('id', '=', id).forNoKeyUpdate().execute();
}
