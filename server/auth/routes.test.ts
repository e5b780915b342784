/**
 * Sign-in, tokens and the own account (001 §7 "Auth and account") over real HTTP, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, DEMO_PASSWORD, DIALECTS, type TestServer, startServer } from '../test-support/server';

const UNAUTHENTICATED = { message: 'Unauthenticated', error: { code: 'not_authorized', message: 'Unauthenticated' } };

describe.each(DIALECTS)('auth on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let blockA: number;

  const signIn = async (login: string, password: string) => {
    const answer = await server.request('POST', '/login', { body: { login, password } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.sessions[0] as { token: string; refresh: string; expires_in: number };
  };
  const profileStatus = async (token: string) => (await server.request('GET', '/profile', { token })).status;
  let userCount = 0;
  /** A new user of the demo's Resident role in Block A, signed in with `password`. */
  const newUser = async (password = 'first-password') => {
    const login = `auth.${dialect}.${++userCount}`;
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    const resident = roles.find((r: { name: string }) => r.name === 'Resident');
    const { status, body } = await server.request('PUT', '/users', { token: admin, body: { login, name: 'Auth test', password, role_id: resident.id, domain_ids: [blockA] } });
    expect(status).toBe(201);
    return { id: body.data.id as number, login };
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    blockA = groups.find((g: { name: string }) => g.name === 'Block A').id;
  });
  afterAll(async () => server?.close());

  describe('login', () => {
    it('answers one session with access and refresh tokens and the project', async () => {
      const { status, body } = await server.request('POST', '/login', { body: { login: 'manager.a', password: DEMO_PASSWORD } });
      expect(status).toBe(200);
      expect(body.sessions).toHaveLength(1);
      const [session] = body.sessions;
      expect(session).toMatchObject({ token: expect.any(String), refresh: expect.any(String), expires_in: 900, project: { id: 1, uid: 'default' } });
      expect(session.token).not.toBe(session.refresh);
      expect(await profileStatus(session.token)).toBe(200);
    });

    it('refuses a wrong password and an unknown login alike: 401 "invalid credentials"', async () => {
      for (const body of [{ login: 'manager.a', password: 'wrong-password' }, { login: 'nobody', password: DEMO_PASSWORD }, { login: 'admin', password: DEMO_PASSWORD }]) {
        const answer = await server.request('POST', '/login', { body });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ message: 'invalid credentials', error: { code: 'invalid_credentials', message: 'invalid credentials' } });
      }
    });

    it('refuses malformed sign-in bodies as invalid data', async () => {
      for (const body of [{}, { login: 'admin' }, { login: 'admin', password: '' }, { login: ['admin'], password: ADMIN_PASSWORD }, { login: 'admin', password: ADMIN_PASSWORD, role: 1 }]) {
        const answer = await server.request('POST', '/login', { body });
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.message).toBe('invalid data sent');
      }
    });
  });

  describe('authentication', () => {
    it('answers 401 "Unauthenticated" without a token, with a bad token or a bad header', async () => {
      const headers: Record<string, string>[] = [
        {},
        { authorization: 'Bearer not-a-token' },
        { authorization: `Basic ${Buffer.from(`admin:${ADMIN_PASSWORD}`).toString('base64')}` },
        { authorization: 'Bearer' },
        { authorization: `Bearer ${admin} extra` },
      ];
      for (const header of headers) {
        for (const [method, path] of [['GET', '/profile'], ['GET', '/users/items'], ['PUT', '/devices'], ['POST', '/logout']]) {
          const answer = await server.request(method, path, { headers: header, body: method === 'PUT' ? {} : undefined });
          expect(answer.status, `${method} ${path} ${JSON.stringify(header)}`).toBe(401);
          expect(answer.body).toEqual(UNAUTHENTICATED);
        }
      }
    });

    it('keeps the public calls public', async () => {
      expect((await server.request('GET', '/server/info')).body.data).toMatchObject({ version: expect.any(String) });
      expect((await server.request('GET', '/openapi.json')).status).toBe(200);
    });
  });

  describe('refresh', () => {
    it('rotates the tokens: the new ones work, the spent access token does not', async () => {
      const first = await signIn('dealer', DEMO_PASSWORD);
      const { status, body } = await server.request('POST', '/refresh', { body: { token: first.refresh } });
      expect(status).toBe(200);
      const next = body.data;
      expect(next).toMatchObject({ token: expect.any(String), refresh: expect.any(String), project: { id: 1 } });
      expect(next.token).not.toBe(first.token);
      expect(next.refresh).not.toBe(first.refresh);
      expect(await profileStatus(next.token)).toBe(200);
      expect(await profileStatus(first.token)).toBe(401);
      const again = await server.request('POST', '/refresh', { body: { token: next.refresh } });
      expect(again.status).toBe(200);
    });

    it('reusing a spent refresh token after the grace window is refused and revokes the whole family', async () => {
      const first = await signIn('dealer', DEMO_PASSWORD);
      const other = await signIn('dealer', DEMO_PASSWORD);
      const rotated = (await server.request('POST', '/refresh', { body: { token: first.refresh } })).body.data;
      expect(await profileStatus(rotated.token)).toBe(200);
      // Spent a minute ago: past the grace window that answers a duplicate again (refresh-race.test.ts).
      await server.store.db.updateTable('sessions').set({ rotated_at: Date.now() - 60_000 }).where('rotated_at', 'is not', null).execute();

      const reuse = await server.request('POST', '/refresh', { body: { token: first.refresh } });
      expect(reuse.status).toBe(401);
      expect(reuse.body.message).toBe('invalid token');
      // The thief's and the owner's tokens of that family are dead...
      expect(await profileStatus(rotated.token)).toBe(401);
      expect((await server.request('POST', '/refresh', { body: { token: rotated.refresh } })).status).toBe(401);
      // ...another sign-in of the same user is not.
      expect(await profileStatus(other.token)).toBe(200);
    });

    it('refuses unknown and malformed refresh tokens', async () => {
      for (const body of [{ token: 'not-a-refresh-token' }, { token: admin }]) {
        const answer = await server.request('POST', '/refresh', { body });
        expect(answer.status).toBe(401);
        expect(answer.body.message).toBe('invalid token');
      }
      expect((await server.request('POST', '/refresh', { body: {} })).status).toBe(422);
    });
  });

  it('an expired access token is refused; its refresh token still renews the session', async () => {
    const shortLived = await startServer(dialect, { demo: false, config: { accessTokenTtlSeconds: 0 } });
    try {
      const { body } = await shortLived.request('POST', '/login', { body: { login: 'admin', password: ADMIN_PASSWORD } });
      const session = body.sessions[0];
      await new Promise((resolve) => setTimeout(resolve, 5));
      const expired = await shortLived.request('GET', '/profile', { token: session.token });
      expect(expired.status).toBe(401);
      expect(expired.body).toEqual(UNAUTHENTICATED);
      const renewed = await shortLived.request('POST', '/refresh', { body: { token: session.refresh } });
      expect(renewed.status).toBe(200);
    } finally {
      await shortLived.close();
    }
  });

  describe('logout', () => {
    it('ends the session: its access and refresh tokens stop working', async () => {
      const session = await signIn('auditor', DEMO_PASSWORD);
      const other = await signIn('auditor', DEMO_PASSWORD);
      const { status } = await server.request('POST', '/logout', { token: session.token });
      expect(status).toBe(200);
      expect(await profileStatus(session.token)).toBe(401);
      expect((await server.request('POST', '/refresh', { body: { token: session.refresh } })).status).toBe(401);
      expect(await profileStatus(other.token)).toBe(200);
    });
  });

  describe('own password', () => {
    it('refuses a wrong old password and a too short new one', async () => {
      const user = await newUser();
      const session = await signIn(user.login, 'first-password');
      const wrong = await server.request('POST', '/profile/password', { token: session.token, body: { old: 'not-my-password', new: 'second-password' } });
      expect(wrong.status).toBe(422);
      expect(wrong.body).toMatchObject({ message: 'wrong old password', error: { code: 'wrong_old_password', fields: { old: expect.any(String) } } });
      const short = await server.request('POST', '/profile/password', { token: session.token, body: { old: 'first-password', new: 'short' } });
      expect(short.status).toBe(422);
      expect(short.body.error.fields).toHaveProperty('new');
      await signIn(user.login, 'first-password');
    });

    it('changes the password and ends every other session of the user', async () => {
      const user = await newUser();
      const current = await signIn(user.login, 'first-password');
      const other = await signIn(user.login, 'first-password');
      const { status } = await server.request('POST', '/profile/password', { token: current.token, body: { old: 'first-password', new: 'second-password' } });
      expect(status).toBe(200);
      expect(await profileStatus(current.token)).toBe(200);
      expect(await profileStatus(other.token)).toBe(401);
      expect((await server.request('POST', '/refresh', { body: { token: other.refresh } })).status).toBe(401);
      expect((await server.request('POST', '/login', { body: { login: user.login, password: 'first-password' } })).status).toBe(401);
      await signIn(user.login, 'second-password');
    });

    it("an administrator setting a user's password ends that user's sessions", async () => {
      const user = await newUser();
      const session = await signIn(user.login, 'first-password');
      const { status } = await server.request('POST', `/users/${user.id}/password/change`, { token: admin, body: { new_password: 'set-by-admin' } });
      expect(status).toBe(200);
      expect(await profileStatus(session.token)).toBe(401);
      await signIn(user.login, 'set-by-admin');
    });
  });

  it("a deleted user's tokens stop working", async () => {
    const user = await newUser();
    const session = await signIn(user.login, 'first-password');
    expect(await profileStatus(session.token)).toBe(200);
    expect((await server.request('DELETE', `/users/${user.id}`, { token: admin })).status).toBe(200);
    const answer = await server.request('GET', '/profile', { token: session.token });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(UNAUTHENTICATED);
    expect((await server.request('GET', '/devices/items', { token: session.token })).status).toBe(401);
    expect((await server.request('POST', '/refresh', { body: { token: session.refresh } })).status).toBe(401);
    expect((await server.request('POST', '/login', { body: { login: user.login, password: 'first-password' } })).status).toBe(401);
  });

  describe('profile', () => {
    it('GET answers the signed-in user with role, permissions and project, without secrets', async () => {
      const token = await server.login('manager.a');
      const { status, body } = await server.request('GET', '/profile', { token });
      expect(status).toBe(200);
      const profile = body.data;
      expect(profile).toMatchObject({ login: 'manager.a', name: 'Alice Manager', domain_ids: [blockA], project: { id: 1 } });
      expect(profile.role).toMatchObject({ id: profile.role_id, name: 'Group administrator', permissions: expect.arrayContaining(['users.view', 'devices.create']) });
      expect(profile.role.available_roles).toHaveLength(2);
      expect(profile.domains).toEqual([{ id: blockA, name: 'Block A' }]);
      expect(JSON.stringify(body)).not.toMatch(/"password"/);
    });

    it('PATCH changes the own name, locale and profile, for any role', async () => {
      const user = await newUser();
      const { token } = await signIn(user.login, 'first-password');
      const { status, body } = await server.request('PATCH', '/profile', { token, body: { name: 'Renamed', locale: 'uk', profile: { phone: '+380441234567' } } });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data).toMatchObject({ name: 'Renamed', locale: 'uk', profile: { phone: '+380441234567', time_zone: 'UTC' } });
      expect((await server.request('GET', '/profile', { token })).body.data).toMatchObject({ name: 'Renamed', locale: 'uk' });
      const bad = await server.request('PATCH', '/profile', { token, body: { profile: { phone: '12345' } } });
      expect(bad.status).toBe(422);
      expect(bad.body.error.fields).toHaveProperty(['profile.phone']);
    });

    it('PATCH cannot change the role, groups, login or password', async () => {
      const token = await server.login('manager.b');
      const before = (await server.request('GET', '/profile', { token })).body.data;
      const adminRole = (await server.request('GET', '/profile', { token: admin })).body.data.role_id;
      for (const body of [{ role_id: adminRole }, { domain_ids: [0] }, { login: 'boss' }, { password: 'new-password' }, { name: 'X', role_id: adminRole }]) {
        const answer = await server.request('PATCH', '/profile', { token, body });
        expect(answer.status, JSON.stringify(body)).toBe(422);
        expect(answer.body.error.fields).toHaveProperty(Object.keys(body).find((key) => key !== 'name')!);
      }
      const after = (await server.request('GET', '/profile', { token })).body.data;
      expect(after).toEqual(before);
    });
  });
});
