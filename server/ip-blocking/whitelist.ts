/**
 * The whitelist's entries: IP_WHITELIST's (read-only) and the console's (table ip_whitelist). An entry whose
 * every address is already whitelisted is refused with 'IP already whitelisted'. The check and the write run in
 * one transaction that holds the whitelist's lock, so parallel requests cannot both pass the check: SQLite runs
 * one write transaction at a time, PostgreSQL takes a transaction-scoped advisory lock first.
 */
import { type Kysely, sql } from 'kysely';
import type { WhitelistEntry } from '../../schemas/ip-blocking';
import type { Actor } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { DialectName } from '../db/connect';
import { AppError, type ErrorKey, errorField, fieldMessage } from '../errors';
import { covers, holds, type IpRange, parseRange, rangeOfEntry } from './ip-ranges';

/** An arbitrary constant naming "the IP whitelist" among the server's advisory locks (licence-lock.ts has another). */
const WHITELIST_LOCK = 7_310_002;

export interface Whitelist {
  db: Kysely<any>;
  dialect: DialectName;
  /** IP_WHITELIST's entries. */
  configured: readonly string[];
}

const shown = (range: IpRange, source: WhitelistEntry['source'], created_at: string | null): WhitelistEntry => ({
  entry: range.entry, start_ip: range.start_ip, end_ip: range.end_ip, source, created_at,
});

/** Every entry: the environment's first, then the console's, oldest first. */
export async function listWhitelist({ db, configured }: Whitelist): Promise<WhitelistEntry[]> {
  const fromEnvironment = configured.flatMap((entry) => {
    const range = rangeOfEntry(entry);
    return range ? [shown(range, 'environment', null)] : [];
  });
  const rows = await db.selectFrom('ip_whitelist').select(['entry', 'created_at']).orderBy('created_at').orderBy('entry').execute();
  const fromConsole = rows.flatMap((row) => {
    const range = rangeOfEntry(String(row.entry));
    return range ? [shown(range, 'console', String(row.created_at))] : [];
  });
  return [...fromEnvironment, ...fromConsole];
}

/** The entry (the environment's first) whose range holds every address of `range`, if any. */
export async function entryCovering(whitelist: Whitelist, range: IpRange, except?: string) {
  const entries = await listWhitelist(whitelist);
  return entries.find((entry) => entry.entry !== except && covers(rangeOfEntry(entry.entry)!, range));
}

/** A typed range, or 422 with the field that is wrong. */
export function rangeOfBody(body: { start_ip: string; end_ip?: string | null }): IpRange {
  const parsed = parseRange(body.start_ip, body.end_ip);
  if ('key' in parsed) throw new AppError('invalid_data', { [parsed.field]: fieldMessage(parsed.key) });
  return parsed;
}

async function locked<T>(whitelist: Whitelist, work: (trx: Kysely<any>) => Promise<T>) {
  return whitelist.db.transaction().execute(async (trx) => {
    if (whitelist.dialect === 'postgres') await sql`select pg_advisory_xact_lock(${WHITELIST_LOCK})`.execute(trx);
    return work(trx);
  });
}

/** A whitelisted address is never blocked: blocks inside a range just whitelisted end with it, audited as lifted. */
async function liftBlocksIn(trx: Kysely<any>, actor: Actor, range: IpRange) {
  const rows = await trx.selectFrom('ip_blocks').select('ip').execute();
  const inside = rows.map((row) => String(row.ip)).filter((ip) => holds(range, ip));
  if (!inside.length) return;
  await trx.deleteFrom('ip_blocks').where('ip', 'in', inside).execute();
  for (const ip of inside) await recordEvent(trx, { actor, entity: 'ip_blocks', recordId: null, action: 'delete', changes: { ip: { before: ip } } });
}

/** Adds an entry, unless its every address is whitelisted already. */
export async function addToWhitelist(whitelist: Whitelist, actor: Actor, range: IpRange) {
  return locked(whitelist, async (trx) => {
    if (await entryCovering({ ...whitelist, db: trx }, range)) throw new AppError('ip_already_whitelisted', { start_ip: errorField('ip_already_whitelisted') });
    const created_at = new Date().toISOString();
    await trx.insertInto('ip_whitelist').values({ entry: range.entry, created_at }).execute();
    await recordEvent(trx, { actor, entity: 'ip_whitelist', recordId: null, action: 'create', changes: { entry: { after: range.entry } } });
    await liftBlocksIn(trx, actor, range);
    return shown(range, 'console', created_at);
  });
}

/** An entry as stored, however it was written in the path (`10.0.0.0/24`, `2001:DB8::/32`). */
const canonicalEntry = (written: string) => rangeOfEntry(written)?.entry ?? written;

/** The console's entry by its text; an environment entry cannot be changed here, an unknown one is not found. */
async function consoleEntry(whitelist: Whitelist, trx: Kysely<any>, entry: string, refusal: ErrorKey) {
  const row = await trx.selectFrom('ip_whitelist').select(['entry', 'created_at']).where('entry', '=', entry).executeTakeFirst();
  if (row) return row;
  if (whitelist.configured.some((configured) => rangeOfEntry(configured)?.entry === entry)) throw new AppError(refusal);
  throw new AppError('not_found');
}

/** Replaces an entry's range (the IP range dialog on an existing entry). */
export async function changeWhitelistEntry(whitelist: Whitelist, actor: Actor, written: string, range: IpRange) {
  const entry = canonicalEntry(written);
  return locked(whitelist, async (trx) => {
    const row = await consoleEntry(whitelist, trx, entry, 'editing_prohibited');
    if (await entryCovering({ ...whitelist, db: trx }, range, entry)) throw new AppError('ip_already_whitelisted', { start_ip: errorField('ip_already_whitelisted') });
    await trx.deleteFrom('ip_whitelist').where('entry', '=', entry).execute();
    await trx.insertInto('ip_whitelist').values({ entry: range.entry, created_at: row.created_at }).execute();
    await recordEvent(trx, { actor, entity: 'ip_whitelist', recordId: null, action: 'update', changes: { entry: { before: entry, after: range.entry } } });
    await liftBlocksIn(trx, actor, range);
    return shown(range, 'console', String(row.created_at));
  });
}

export async function removeFromWhitelist(whitelist: Whitelist, actor: Actor, written: string) {
  const entry = canonicalEntry(written);
  await locked(whitelist, async (trx) => {
    await consoleEntry(whitelist, trx, entry, 'deleting_prohibited');
    await trx.deleteFrom('ip_whitelist').where('entry', '=', entry).execute();
    await recordEvent(trx, { actor, entity: 'ip_whitelist', recordId: null, action: 'delete', changes: { entry: { before: entry } } });
  });
}
