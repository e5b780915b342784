/**
 * The bench estate's device events (the product's largest table): `count` events spread round-robin over
 * the devices, each in its device's building (domain_id, as the server records it), one every 30 seconds
 * up to now, ids rising with time. One INSERT … SELECT over a generated series in the caller's
 * transaction: the database makes the rows itself (a recursive CTE on SQLite, generate_series on
 * PostgreSQL), which is several times faster than sending a million rows as multi-row INSERTs. The
 * stored message and data are the entity's own defaults (recordToRow of a validated body).
 */
import { type Kysely, sql } from 'kysely';
import { deviceEvent } from '../schemas';
import { validateBody } from '../server/crud/body';
import type { DialectName } from '../server/db/connect';
import { recordToRow } from '../server/db/codec';

/** What devices report; `call` begins three types in ten (the begins_with rows), `door` another three. */
export const EVENT_TYPES = [
  'door_opened', 'door_closed', 'door_forced', 'call_started', 'call_answered', 'call_ended',
  'identifier_used', 'identifier_refused', 'device_offline', 'device_online',
];
export const EVENT_TYPE_PREFIX = 'call';

const EVERY_SECONDS = 30;

export interface EventPlacement {
  firstId: number;
  count: number;
  /** Devices are firstDeviceId … firstDeviceId + devices - 1; device k sits in building (k mod buildings). */
  firstDeviceId: number;
  devices: number;
  /** Building ids are consecutive (seed.ts makes each level's groups in one run of ids). */
  firstBuildingId: number;
  buildings: number;
  now: string;
}

/** The i-th event's fields as SQL over the series column `i` (0-based). */
function eventColumns(dialect: DialectName, p: EventPlacement) {
  const template = recordToRow(deviceEvent, validateBody(deviceEvent, { device_id: 0, domain_id: 0, type: 'x' }).data);
  const start = Math.floor(Date.parse(p.now) / 1000) - p.count * EVERY_SECONDS;
  const types = sql.join(EVENT_TYPES.map((type) => sql.lit(type)));
  const device = sql`(i % ${sql.lit(p.devices)})`;
  const seconds = sql`${sql.lit(start)} + i * ${sql.lit(EVERY_SECONDS)}`;
  const at =
    dialect === 'sqlite'
      ? sql`strftime('%Y-%m-%dT%H:%M:%fZ', ${seconds}, 'unixepoch')`
      : sql`to_char(to_timestamp(${seconds}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  // i / 7, not i: a device (every `devices`-th event) gets every type, not always the same one.
  const typeIndex = sql`((i / 7) % ${sql.lit(EVENT_TYPES.length)})`;
  const type = dialect === 'sqlite' ? sql`json_extract(json_array(${types}), '$[' || ${typeIndex} || ']')` : sql`(array[${types}])[${typeIndex} + 1]`;
  return sql`${sql.lit(p.firstId)} + i, ${sql.lit(p.firstDeviceId)} + ${device}, ${sql.lit(p.firstBuildingId)} + ${device} % ${sql.lit(p.buildings)},
    ${type}, ${String(template.message)}, ${String(template.data)}, ${at}, ${p.now}, ${p.now}, null`;
}

/**
 * The table's secondary indexes as the database stored them (their own CREATE statements), so they can be
 * dropped for the bulk insert and made again from the sorted data: far faster than a million random index
 * inserts, and the same indexes the migrations made.
 */
async function secondaryIndexes(db: Kysely<any>, dialect: DialectName, table: string) {
  const { rows } =
    dialect === 'sqlite'
      ? await sql<{ name: string; definition: string }>`select name, sql as definition from sqlite_master where type = 'index' and tbl_name = ${table} and sql is not null`.execute(db)
      : await sql<{ name: string; definition: string }>`select indexname as name, indexdef as definition from pg_indexes
          where tablename = ${table} and indexname not in (select conname from pg_constraint where conrelid = ${table}::regclass)`.execute(db);
  return rows;
}

export async function insertEvents(db: Kysely<any>, dialect: DialectName, p: EventPlacement) {
  const indexes = await secondaryIndexes(db, dialect, 'device_events');
  for (const index of indexes) await sql`drop index ${sql.id(index.name)}`.execute(db);
  const into = sql`insert into device_events (id, device_id, domain_id, type, message, data, at, created_at, updated_at, created_by)`;
  const columns = eventColumns(dialect, p);
  const last = sql.lit(p.count - 1);
  if (dialect === 'sqlite') {
    await sql`${into} with recursive series(i) as (select 0 union all select i + 1 from series where i < ${last}) select ${columns} from series`.execute(db);
  } else {
    await sql`${into} select ${columns} from generate_series(0, ${last}) as series(i)`.execute(db);
  }
  for (const index of indexes) await sql.raw(index.definition).execute(db);
}
