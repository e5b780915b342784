/**
 * Sign-in sessions. Tokens are random and stored only as SHA-256 hashes. Access tokens expire; refresh
 * tokens rotate on every use, and reusing a spent one revokes its whole family (a stolen token dies).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../errors';

export interface SessionSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Told that a user's sign-ins ended, with the database handle (maybe a transaction) that ended them. */
export type SessionsEndedListener = (db: Kysely<any>, userId: number) => Promise<void>;

// Keyed by the database's adapter, which a Kysely instance shares with its transactions: sessions ended
// inside any transaction reach the listener of their database (the live channel closes the sockets).
const endListeners = new WeakMap<object, SessionsEndedListener>();

/** Every way sign-ins end below reports here: one listener per database; returns the stop function. */
export function onSessionsEnded(db: Kysely<any>, listener: SessionsEndedListener) {
  const key = db.getExecutor().adapter;
  endListeners.set(key, listener);
  return () => void endListeners.delete(key);
}

async function sessionsEnded(db: Kysely<any>, userId: number) {
  await endListeners.get(db.getExecutor().adapter)?.(db, userId);
}

export async function openSession(db: Kysely<any>, settings: SessionSettings, userId: number, family = randomUUID()) {
  const token = newToken();
  const refresh = newToken();
  const now = Date.now();
  await db
    .insertInto('sessions')
    .values({
      id: randomUUID(),
      user_id: userId,
      family,
      access_hash: sha256(token),
      refresh_hash: sha256(refresh),
      access_expires_at: now + settings.accessTokenTtlSeconds * 1000,
      refresh_expires_at: now + settings.refreshTokenTtlSeconds * 1000,
      revoked: 0,
      created_at: new Date(now).toISOString(),
    })
    .execute();
  return { token, refresh, expires_in: settings.accessTokenTtlSeconds };
}

/** The user id behind a valid access token, or undefined. */
export async function userForAccessToken(db: Kysely<any>, token: string) {
  return (await sessionForAccessToken(db, token))?.userId;
}

/** The user and the access token's end (epoch ms) behind a valid access token, or undefined. */
export async function sessionForAccessToken(db: Kysely<any>, token: string) {
  const session = await db
    .selectFrom('sessions')
    .select(['user_id', 'access_expires_at', 'revoked'])
    .where('access_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!session || Number(session.revoked) || Number(session.access_expires_at) < Date.now()) return undefined;
  return { userId: Number(session.user_id), accessExpiresAt: Number(session.access_expires_at) };
}

export async function refreshSession(db: Kysely<any>, settings: SessionSettings, refresh: string) {
  const result = await db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('sessions').selectAll().where('refresh_hash', '=', sha256(refresh)).executeTakeFirst();
    if (!session || Number(session.refresh_expires_at) < Date.now()) throw new AppError('invalid_token');
    if (Number(session.revoked)) {
      // Returned, not thrown: a throw would roll the revocation back.
      await trx.updateTable('sessions').set({ revoked: 1 }).where('family', '=', session.family).execute();
      await sessionsEnded(trx, Number(session.user_id));
      return undefined;
    }
    const user = await trx.selectFrom('users').select('id').where('id', '=', session.user_id).executeTakeFirst();
    if (!user) throw new AppError('invalid_token');
    await trx.updateTable('sessions').set({ revoked: 1 }).where('id', '=', session.id).execute();
    return { userId: Number(session.user_id), tokens: await openSession(trx, settings, Number(session.user_id), session.family) };
  });
  if (!result) throw new AppError('invalid_token');
  return result;
}

export async function closeSession(db: Kysely<any>, accessToken: string) {
  const session = await db.selectFrom('sessions').select(['family', 'user_id']).where('access_hash', '=', sha256(accessToken)).executeTakeFirst();
  if (!session) return;
  await db.updateTable('sessions').set({ revoked: 1 }).where('family', '=', session.family).execute();
  await sessionsEnded(db, Number(session.user_id));
}

export async function closeAllSessions(db: Kysely<any>, userId: number, exceptFamily?: string) {
  let query = db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId);
  if (exceptFamily) query = query.where('family', '<>', exceptFamily);
  await query.execute();
  await sessionsEnded(db, userId);
}

export async function familyOf(db: Kysely<any>, accessToken: string) {
  const row = await db.selectFrom('sessions').select('family').where('access_hash', '=', sha256(accessToken)).executeTakeFirst();
  return row?.family as string | undefined;
}
