/**
 * The mobile clients' store (000 §3.2): one row per vendor id (the app's instance on a phone), so a phone that
 * registers again, or twice at once, stays one client (an upsert on the unique key, alike on SQLite and PostgreSQL). The push token is kept
 * for the server and never read into an answer.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MobileClientInfo, MobileClientRegistration } from '../../schemas/mobile-client';
import { AppError, errorField } from '../errors';

/**
 * Registers (or updates) the client of `userId` with this vendor id, signed in with `family`; its id. A vendor id
 * another user's client holds is refused (same_instance_registered): the conflict's update applies to the user's
 * own row only, so of two users registering one phone at once exactly one gets it, on SQLite and PostgreSQL.
 */
export async function registerMobileClient(db: Kysely<any>, userId: number, family: string, sent: MobileClientRegistration) {
  const now = new Date().toISOString();
  const fields = { platform: sent.platform, info: sent.info, push_token: sent.push_token, session_family: family, auth_at: now };
  await db.insertInto('mobile_clients')
    .values({ id: randomUUID(), user_id: userId, vendor_id: sent.vendor_id, created_at: now, ...fields })
    .onConflict((conflict) => conflict.column('vendor_id').doUpdateSet(fields).where('mobile_clients.user_id', '=', userId))
    .execute();
  const row = await db.selectFrom('mobile_clients').select('id').where('user_id', '=', userId).where('vendor_id', '=', sent.vendor_id).executeTakeFirst();
  if (!row) throw new AppError('same_instance_registered', { vendor_id: errorField('same_instance_registered') });
  return String(row.id);
}

/** A user's clients as 000 §3.2 names their fields, newest sign-in first. */
export async function mobileClientsOf(db: Kysely<any>, userId: number): Promise<MobileClientInfo[]> {
  const rows = await db.selectFrom('mobile_clients').select(['id', 'platform', 'info', 'auth_at', 'vendor_id'])
    .where('user_id', '=', userId).orderBy('auth_at', 'desc').orderBy('id').execute();
  if (!rows.length) return [];
  const [sipNumber, ukey2] = await Promise.all([firstSipNumber(db, userId), firstUkey2(db, userId)]);
  return rows.map((row) => ({
    mobile_client_id: String(row.id), platform: row.platform, info: String(row.info), auth_at: String(row.auth_at),
    vendor_id: String(row.vendor_id), sip_number: sipNumber, ukey2,
  }));
}

// The app calls with the user's number and opens doors with their UKEY2: the user's, not the client's own.
async function firstSipNumber(db: Kysely<any>, userId: number) {
  const row = await db.selectFrom('virtual_numbers').select('number').where('user_id', '=', userId).orderBy('id').executeTakeFirst();
  return row ? String(row.number) : null;
}

async function firstUkey2(db: Kysely<any>, userId: number) {
  const row = await db.selectFrom('identifiers').select('value').where('owner_type', '=', 'user').where('owner', '=', userId).where('type', '=', 'ukey2').orderBy('id').executeTakeFirst();
  return row ? String(row.value) : null;
}

/** Deletes a user's client; what it was (for the audit and to end its sign-in), or undefined. */
export async function deleteMobileClient(db: Kysely<any>, userId: number, clientId: string) {
  const row = await db.selectFrom('mobile_clients').select(['id', 'platform', 'info', 'vendor_id', 'session_family'])
    .where('user_id', '=', userId).where('id', '=', clientId).executeTakeFirst();
  if (!row) return undefined;
  await db.deleteFrom('mobile_clients').where('id', '=', clientId).execute();
  return { platform: String(row.platform), info: String(row.info), vendor_id: String(row.vendor_id), family: String(row.session_family) };
}
