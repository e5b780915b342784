/** Auth and account calls of 001 §7: login, refresh, logout, profile, own password. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { user as userEntity } from '../../schemas/user';
import { dataOf, okAnswer } from '../../schemas/answer-envelopes';
import { profile as profileAnswer } from '../../schemas/profile';
import { loadActor } from '../access/actor';
import { parseRequest } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { equalsIgnoringCase } from '../db/casefold';
import { AppError, errorField } from '../errors';
import { recordEvent } from '../audit/record';
import { licenseInfoOf, loadUserLicenceState } from '../licensing/licence-store';
import { hashPassword, verifyPassword } from './passwords';
import type { loginThrottle } from './login-throttle';
import { closeAllSessions, closeSession, familyOf, openSession, refreshSession, type SessionSettings } from './sessions';

export interface Project {
  id: number;
  uid: string;
  name: string;
  description: string;
}

const loginBody = z.strictObject({ login: z.string().min(1).max(255), password: z.string().min(1).max(128) });
const refreshBody = z.strictObject({ token: z.string().min(1).max(256) });
const passwordBody = z.strictObject({ old: z.string().min(1).max(128), new: z.string().min(8).max(128) });
const PROFILE_FIELDS = ['name', 'email', 'locale', 'profile'];


export interface LoginGuard {
  throttle: ReturnType<typeof loginThrottle>;
  /** Whitelisted addresses are neither throttled nor blocked. */
  exempt(ip: string): Promise<boolean>;
}

export function authRoutes(store: Store, settings: SessionSettings, project: Project, guard: LoginGuard) {
  const { db } = store;
  /** The user behind a login, and whether the password is theirs. Logins ignore case, as uniqueness does. */
  async function credentialsOf(login: string, password: string) {
    const found = await db.selectFrom('users').select(['id', 'password']).where(equalsIgnoringCase(store.dialect, 'login', login)).executeTakeFirst();
    const ok = await verifyPassword(password, found?.password);
    return { userId: found ? Number(found.id) : null, ok: Boolean(found) && ok };
  }

  return async function routes(app: FastifyInstance) {
    app.post('/login', { config: { public: true, doc: { summary: 'Sign in; returns sessions, each with token and refresh', tags: ['auth'], body: loginBody } } }, async (request) => {
      const { login, password } = parseRequest(loginBody, request.body);
      const ip = request.ip;
      const exempt = await guard.exempt(ip);
      // The slot is taken before the next await, so attempts in flight count before any password is verified.
      const attempt = exempt ? undefined : guard.throttle.begin(ip, login);
      const found = await credentialsOf(login, password).catch((error) => {
        attempt?.abandon();
        throw error;
      });
      if (!found.ok) {
        await attempt?.failed();
        await recordEvent(db, { actor: { id: null, ip }, entity: 'users', recordId: found.userId, action: 'login_failed', changes: { login: { after: login } } });
        throw new AppError('invalid_credentials');
      }
      attempt?.succeeded();
      const userId = found.userId!;
      const tokens = await db.transaction().execute(async (trx) => {
        await recordEvent(trx, { actor: { id: userId, ip }, entity: 'users', recordId: userId, action: 'login', changes: {} });
        return openSession(trx, settings, userId);
      });
      return { sessions: [{ ...tokens, project }] };
    });

    app.post('/refresh', { config: { public: true, doc: { summary: 'New access and refresh tokens for a refresh token', tags: ['auth'], body: refreshBody } } }, async (request) => {
      const { token } = parseRequest(refreshBody, request.body);
      const { tokens } = await refreshSession(db, settings, token);
      return { data: { ...tokens, project }, ...tokens };
    });

    app.post('/logout', { config: { doc: { summary: 'Sign out: ends this session', tags: ['auth'], answer: okAnswer } } }, async (request) => {
      await db.transaction().execute(async (trx) => {
        await closeSession(trx, request.accessToken);
        await recordEvent(trx, { actor: request.actor, entity: 'users', recordId: request.actor.id, action: 'logout', changes: {} });
      });
      return { data: { ok: true } };
    });

    app.get('/profile', { config: { doc: { summary: 'The signed-in user\'s profile', tags: ['auth'], answer: dataOf(profileAnswer) } } }, async (request) => ({ data: await profileOf(store, request.actor.id!, project) }));

    app.patch('/profile', { config: { doc: { summary: 'Change own profile fields', tags: ['auth'], answer: dataOf(profileAnswer) } } }, async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const extra = Object.keys(body).filter((key) => !PROFILE_FIELDS.includes(key));
      if (extra.length) throw new AppError('invalid_data', Object.fromEntries(extra.map((k) => [k, 'Unknown field'])));
      await repository.update(store, userEntity, request.actor, request.actor.id!, body);
      return { data: await profileOf(store, request.actor.id!, project) };
    });

    app.post('/profile/password', { config: { doc: { summary: 'Change own password', tags: ['auth'], body: passwordBody, answer: okAnswer } } }, async (request) => {
      const { old, new: next } = parseRequest(passwordBody, request.body);
      const row = await db.selectFrom('users').select('password').where('id', '=', request.actor.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(old, row.password))) throw new AppError('wrong_old_password', { old: errorField('wrong_old_password') });
      const hashed = await hashPassword(next);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password: hashed, updated_at: new Date().toISOString() }).where('id', '=', request.actor.id).execute();
        // Other sign-ins of this user end; this one goes on.
        await closeAllSessions(trx, request.actor.id!, await familyOf(trx, request.accessToken));
        const masked = { before: '********', after: '********' };
        await recordEvent(trx, { actor: request.actor, entity: 'users', recordId: request.actor.id, action: 'password_change', changes: { password: masked } });
      });
      return { data: { ok: true } };
    });
  };
}

export async function profileOf(store: Store, userId: number, project: Project) {
  const actor = (await loadActor(store.db, userId))!;
  const record = await repository.getOne(store, userEntity, actor, userId, ['domains']);
  const role = actor.roleId
    ? await store.db.selectFrom('roles').select(['id', 'name', 'permissions']).where('id', '=', actor.roleId).executeTakeFirst()
    : undefined;
  return {
    ...record,
    is_invited: false,
    license_state: await loadUserLicenceState(store.db, licenseInfoOf(record.license_info)),
    role: role ? { id: Number(role.id), name: role.name, permissions: JSON.parse(role.permissions), available_roles: actor.availableRoles } : null,
    project,
  };
}
