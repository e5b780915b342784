/**
 * Sign-in sessions. Tokens are random and stored only as SHA-256 hashes. Access tokens expire; refresh
 * tokens rotate on every use, and reusing a spent one revokes its whole family (a stolen token dies),
 * except within a short grace window, where a duplicate gets the same new pair (refresh-successor.ts).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import { REFRESH_GRACE_MS, openSuccessor, sealSuccessor } from './refresh-successor';

export interface SessionSettings {
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
}

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** Told that a user's sign-ins ended, with the database handle (maybe a transaction) that ended them. */
export type SessionsEndedListener = (db: Kysely<any>, userId: number) => Promise<void>;

// Keyed by the database's adapter, which a Kysely instance shares with its transactions: sessions ended
// inside any transaction reach the listeners of their database (the live channel closes the sockets,
// remote control ends its sessions).
const endListeners = new WeakMap<object, Set<SessionsEndedListener>>();

/** Every way sign-ins end below reports here, to each listener of the database; returns the stop function. */
export function onSessionsEnded(db: Kysely<any>, listener: SessionsEndedListener) {
  const key = db.getExecutor().adapter;
  const listeners = endListeners.get(key) ?? new Set();
  endListeners.set(key, listeners.add(listener));
  return () => void listeners.delete(listener);
}

async function sessionsEnded(db: Kysely<any>, userId: number) {
  for (const listener of endListeners.get(db.getExecutor().adapter) ?? []) await listener(db, userId);
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

/**
 * Rotates a refresh token atomically: the spend is a conditional update (`revoked = 0`), so of two
 * requests with one token only one rotates, on SQLite and on PostgreSQL alike. The loser, and any
 * duplicate within REFRESH_GRACE_MS, gets the winner's pair; a reuse after that revokes the family.
 */
export async function refreshSession(db: Kysely<any>, settings: SessionSettings, refresh: string) {
  try {
    return await rotate(db, settings, refresh);
  } catch (error) {
    // Spent by a parallel request after we read it: read again, now as a duplicate.
    if (error instanceof SpentMeanwhile) return rotate(db, settings, refresh);
    throw error;
  }
}

class SpentMeanwhile extends Error {}

async function rotate(db: Kysely<any>, settings: SessionSettings, refresh: string) {
  const result = await db.transaction().execute(async (trx) => {
    const session = await trx.selectFrom('sessions').selectAll().where('refresh_hash', '=', sha256(refresh)).executeTakeFirst();
    if (!session || Number(session.refresh_expires_at) < Date.now()) throw new AppError('invalid_token');
    const userId = Number(session.user_id);
    if (Number(session.revoked)) return presentedAgain(trx, session, refresh);
    if (!(await userExists(trx, userId))) throw new AppError('invalid_token');
    const tokens = await openSession(trx, settings, userId, session.family);
    const spent = await trx.updateTable('sessions')
      .set({ revoked: 1, rotated_at: Date.now(), successor: sealSuccessor(refresh, session.id, tokens) })
      .where('id', '=', session.id).where('revoked', '=', 0).executeTakeFirst();
    // Thrown: the successor just inserted is rolled back with it.
    if (Number(spent.numUpdatedRows) !== 1) throw new SpentMeanwhile();
    return { userId, tokens };
  });
  if (!result) throw new AppError('invalid_token');
  return result;
}

const userExists = async (db: Kysely<any>, userId: number) =>
  Boolean(await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst());

/** A spent or revoked refresh token: within the grace window its live successor, else the family dies. */
async function presentedAgain(trx: Kysely<any>, session: Record<string, any>, refresh: string) {
  const userId = Number(session.user_id);
  const rotatedAt = session.rotated_at === null ? undefined : Number(session.rotated_at);
  if (rotatedAt !== undefined && Date.now() - rotatedAt <= REFRESH_GRACE_MS) {
    // A duplicate, not a theft to punish: the same pair while it lives, else refused; never a revocation.
    const tokens = (await userExists(trx, userId)) ? await liveSuccessor(trx, session, refresh) : undefined;
    if (!tokens) throw new AppError('invalid_token');
    return { userId, tokens };
  }
  // Returned, not thrown: a throw would roll the revocation back.
  await trx.updateTable('sessions').set({ revoked: 1, successor: null }).where('family', '=', session.family).execute();
  await sessionsEnded(trx, userId);
  return undefined;
}

async function liveSuccessor(trx: Kysely<any>, session: Record<string, any>, refresh: string) {
  const pair = session.successor ? openSuccessor(refresh, session.id, session.successor) : undefined;
  if (!pair) return undefined;
  const next = await trx.selectFrom('sessions').select(['revoked', 'access_expires_at'])
    .where('refresh_hash', '=', sha256(pair.refresh)).where('family', '=', session.family).executeTakeFirst();
  if (!next || Number(next.revoked)) return undefined;
  return { ...pair, expires_in: Math.max(0, Math.floor((Number(next.access_expires_at) - Date.now()) / 1000)) };
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

/** Ends one sign-in (its token family) of a user: a revoked mobile client's (server/mobile-clients/). */
export async function closeSignIn(db: Kysely<any>, userId: number, family: string) {
  await db.updateTable('sessions').set({ revoked: 1 }).where('user_id', '=', userId).where('family', '=', family).execute();
  await sessionsEnded(db, userId);
}

/** Whether a sign-in (its token family) still lives: one of its tokens is neither revoked nor past refreshing. */
export async function signInLives(db: Kysely<any>, family: string) {
  const live = await db.selectFrom('sessions').select('id').where('family', '=', family).where('revoked', '=', 0).where('refresh_expires_at', '>', Date.now()).executeTakeFirst();
  return Boolean(live);
}

export async function familyOf(db: Kysely<any>, accessToken: string) {
  const row = await db.selectFrom('sessions').select('family').where('access_hash', '=', sha256(accessToken)).executeTakeFirst();
  return row?.family as string | undefined;
}
