/** Auth and account calls of 001 §7: login, refresh, logout, profile, own password. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { user as userEntity } from '../../schemas/user';
import { loadActor } from '../access/actor';
import { validationError } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { equalsIgnoringCase } from '../db/casefold';
import { AppError } from '../errors';
import { hashPassword, verifyPassword } from './passwords';
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

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body, { reportInput: true });
  if (!parsed.success) throw validationError(parsed.error.issues);
  return parsed.data;
}

export function authRoutes(store: Store, settings: SessionSettings, project: Project) {
  const { db } = store;
  return async function routes(app: FastifyInstance) {
    app.post('/login', { config: { public: true } }, async (request) => {
      const { login, password } = parse(loginBody, request.body);
      // Logins ignore case, as uniqueness does.
      const found = await db.selectFrom('users').select(['id', 'password']).where(equalsIgnoringCase(store.dialect, 'login', login)).executeTakeFirst();
      const ok = await verifyPassword(password, found?.password);
      if (!found || !ok) throw new AppError('invalid_credentials');
      const tokens = await openSession(db, settings, Number(found.id));
      return { sessions: [{ ...tokens, project }] };
    });

    app.post('/refresh', { config: { public: true } }, async (request) => {
      const { token } = parse(refreshBody, request.body);
      const { tokens } = await refreshSession(db, settings, token);
      return { data: { ...tokens, project }, ...tokens };
    });

    app.post('/logout', async (request) => {
      await closeSession(db, request.accessToken);
      return { data: { ok: true } };
    });

    app.get('/profile', async (request) => ({ data: await profileOf(store, request.actor.id!, project) }));

    app.patch('/profile', async (request) => {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const extra = Object.keys(body).filter((key) => !PROFILE_FIELDS.includes(key));
      if (extra.length) throw new AppError('invalid_data', Object.fromEntries(extra.map((k) => [k, 'Unknown field'])));
      await repository.update(store, userEntity, request.actor, request.actor.id!, body);
      return { data: await profileOf(store, request.actor.id!, project) };
    });

    app.post('/profile/password', async (request) => {
      const { old, new: next } = parse(passwordBody, request.body);
      const row = await db.selectFrom('users').select('password').where('id', '=', request.actor.id).executeTakeFirstOrThrow();
      if (!(await verifyPassword(old, row.password))) throw new AppError('wrong_old_password', { old: 'Wrong old password' });
      await db.updateTable('users').set({ password: await hashPassword(next), updated_at: new Date().toISOString() }).where('id', '=', request.actor.id).execute();
      // Other sign-ins of this user end; this one goes on.
      await closeAllSessions(db, request.actor.id!, await familyOf(db, request.accessToken));
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
    role: role ? { id: Number(role.id), name: role.name, permissions: JSON.parse(role.permissions), available_roles: actor.availableRoles } : null,
    project,
  };
}
