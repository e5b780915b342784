/**
 * Remote-control sessions (server/devices/remote-control.ts), held in this process's memory. A session is
 * its opener's while they may still have it: it ends with the sign-in that opened it (logout, password
 * change, user deletion… told by server/auth/sessions.ts), and every use re-checks the user, the
 * `devices.remote_control` permission and the device through the access filter, so a role or group change
 * ends it at its next request. It lives 10 minutes from its last use and never past its absolute lifetime.
 */
import { randomBytes } from 'node:crypto';
import { device } from '../../schemas/device';
import { hasPermission, loadActor } from '../access/actor';
import { accessFilter } from '../access/scope';
import { onSessionsEnded, signInLives } from '../auth/sessions';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';

export const REMOTE_SESSION_IDLE_MS = 10 * 60_000;
export const REMOTE_SESSION_LIFETIME_MS = 60 * 60_000;

export interface RemoteSession {
  deviceId: number;
  serial: string;
  userId: number;
  /** The sign-in (token family) that opened it. */
  family: string;
  idleUntil: number;
  endsAt: number;
}

/** When the session ends if it is not used again. */
export const expiresAt = (session: RemoteSession) => new Date(Math.min(session.idleUntil, session.endsAt)).toISOString();

export function remoteSessions(store: Store, lifetimeMs = REMOTE_SESSION_LIFETIME_MS) {
  const sessions = new Map<string, RemoteSession>();

  /** Whether the user still may hold it: signed in, present, permitted, and seeing the device. */
  const allowed = async (session: RemoteSession) => {
    if (!(await signInLives(store.db, session.family))) return false;
    const actor = await loadActor(store.db, session.userId);
    if (!actor || !hasPermission(actor, 'devices.remote_control')) return false;
    return Boolean(await store.db.selectFrom('devices').select('id').where('id', '=', session.deviceId).where(accessFilter(device, actor, 'view')).executeTakeFirst());
  };

  // Ended sign-ins end their sessions at once, in the ending transaction (its handle sees the revocation).
  const stop = onSessionsEnded(store.db, async (db, userId) => {
    for (const [id, session] of sessions) if (session.userId === userId && !(await signInLives(db, session.family))) sessions.delete(id);
  });

  return {
    stop,
    open(fields: Omit<RemoteSession, 'idleUntil' | 'endsAt'>) {
      const id = randomBytes(32).toString('base64url');
      const now = Date.now();
      const session = { ...fields, idleUntil: now + REMOTE_SESSION_IDLE_MS, endsAt: now + lifetimeMs };
      sessions.set(id, session);
      return { id, session };
    },
    /** The live session, its idle time renewed; an ended, expired or no longer allowed one answers 404. */
    async use(id: string) {
      const session = sessions.get(id);
      const now = Date.now();
      if (!session || now > session.idleUntil || now > session.endsAt || !(await allowed(session))) {
        sessions.delete(id);
        throw new AppError('not_found');
      }
      session.idleUntil = now + REMOTE_SESSION_IDLE_MS;
      return session;
    },
    close(id: string) {
      sessions.delete(id);
    },
    has: (id: string) => sessions.has(id),
  };
}
