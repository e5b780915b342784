/**
 * Every way a sign-in ends closes that user's live sockets at once (4401 within a second, far below the
 * 15 s sweep), over a real WebSocket on SQLite and PostgreSQL, and across two server processes.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIALECTS, type TestServer, freshDatabaseUrl, startServer } from '../test-support/server';
import { type LiveClient, liveClient } from './test-client';

const PASSWORD = 'first-password';
const UNAUTHENTICATED = { code: 4401, reason: 'Unauthenticated' };

/** How the socket ended within `ms`, or 'still open'. */
async function closedWithin(client: LiveClient, ms = 1000) {
  let timer: NodeJS.Timeout | undefined;
  const open = new Promise<string>((resolve) => (timer = setTimeout(() => resolve('still open'), ms)));
  try {
    return await Promise.race([client.closed, open]);
  } finally {
    clearTimeout(timer);
  }
}

describe.each(DIALECTS)('sign-ins ending close live sockets on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;
  const clients: LiveClient[] = [];

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  async function newUser() {
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    const login = `ends.${dialect}.${++serial}`;
    const body = { login, name: 'Session ends', password: PASSWORD, role_id: roles.find((r: { name: string }) => r.name === 'Resident').id, domain_ids: [groups[0].id] };
    const created = await server.request('PUT', '/users', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id: created.body.data.id as number, login };
  }

  /** A socket of the user, following their own topic and a changing entity (proves it is live). */
  async function socketOf(user: { id: number }, token: string) {
    const client = await liveClient(server.url, token);
    clients.push(client);
    await client.subscribe(`user.${user.id}`);
    await client.subscribe('entity.users');
    return client;
  }

  it('logout', async () => {
    const user = await newUser();
    const token = await server.login(user.login, PASSWORD);
    const client = await socketOf(user, token);
    expect((await server.request('POST', '/logout', { token })).status).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
  });

  it('own password change (the other sign-ins)', async () => {
    const user = await newUser();
    const [here, elsewhere] = [await server.login(user.login, PASSWORD), await server.login(user.login, PASSWORD)];
    const client = await socketOf(user, elsewhere);
    const kept = await socketOf(user, here);
    expect((await server.request('POST', '/profile/password', { token: here, body: { old: PASSWORD, new: 'second-password' } })).status).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
    await kept.subscribe(`app-changes.${user.id}`); // this sign-in's socket still answers
  });

  it('an administrator sets the password (POST /users/{id}/password/change)', async () => {
    const user = await newUser();
    const client = await socketOf(user, await server.login(user.login, PASSWORD));
    const answer = await server.request('POST', `/users/${user.id}/password/change`, { token: admin, body: { new_password: 'reset-by-admin' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
  });

  it('an administrator patches the password', async () => {
    const user = await newUser();
    const client = await socketOf(user, await server.login(user.login, PASSWORD));
    const answer = await server.request('PATCH', `/users/${user.id}`, { token: admin, body: { password: 'patched-by-admin' } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
  });

  it('the user is deleted (single)', async () => {
    const user = await newUser();
    const client = await socketOf(user, await server.login(user.login, PASSWORD));
    expect((await server.request('DELETE', `/users/${user.id}`, { token: admin })).status).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
  });

  it('the users are deleted (bulk)', async () => {
    const [first, second] = [await newUser(), await newUser()];
    const sockets = [await socketOf(first, await server.login(first.login, PASSWORD)), await socketOf(second, await server.login(second.login, PASSWORD))];
    const answer = await server.request('POST', '/users/delete', { token: admin, body: { items: [first.id, second.id] } });
    expect([...answer.body.deleted].sort((a: number, b: number) => a - b)).toEqual([first.id, second.id]);
    expect(await Promise.all(sockets.map((socket) => closedWithin(socket)))).toEqual([UNAUTHENTICATED, UNAUTHENTICATED]);
  });

  it('the user deletes their own account', async () => {
    const user = await newUser();
    const [here, elsewhere] = [await server.login(user.login, PASSWORD), await server.login(user.login, PASSWORD)];
    const client = await socketOf(user, elsewhere);
    expect((await server.request('DELETE', '/account', { token: here, body: { password: PASSWORD } })).status).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
  });

  it('a spent refresh token is reused: its whole family is revoked', async () => {
    const user = await newUser();
    const first = (await server.request('POST', '/login', { body: { login: user.login, password: PASSWORD } })).body.sessions[0];
    const second = (await server.request('POST', '/refresh', { body: { token: first.refresh } })).body.data;
    const third = (await server.request('POST', '/refresh', { body: { token: second.refresh } })).body.data;
    const client = await socketOf(user, third.token);
    // The server runs in this process: its clock moves past the grace a parallel tab's duplicate gets.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 });
    try {
      expect((await server.request('POST', '/refresh', { body: { token: first.refresh } })).status).toBe(401);
      expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
      expect((await server.request('POST', '/refresh', { body: { token: third.refresh } })).status).toBe(401); // the family is gone
    } finally {
      vi.useRealTimers();
    }
  });

  it('a change made after the end never reaches the closed socket', async () => {
    const user = await newUser();
    const client = await socketOf(user, await server.login(user.login, PASSWORD));
    expect((await server.request('POST', `/users/${user.id}/password/change`, { token: admin, body: { new_password: 'reset-again' } })).status).toBe(200);
    expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
    const before = client.messages.length;
    expect((await server.request('PATCH', `/users/${user.id}`, { token: admin, body: { name: 'Renamed after the end' } })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(client.messages.length).toBe(before);
  });
});

describe('sign-ins ending close sockets held by another server process (PostgreSQL)', () => {
  it('an administrator on one process resets the password; the socket on the other closes', async () => {
    const databaseUrl = await freshDatabaseUrl('postgres');
    const first = await startServer('postgres', { config: { databaseUrl } });
    const second = await startServer('postgres', { demo: false, config: { databaseUrl } });
    try {
      const admin = await first.login('admin');
      const id = (await first.request('GET', '/profile', { token: await first.login('resident1') })).body.data.id;
      const client = await liveClient(second.url, await second.login('resident1'));
      await client.subscribe(`user.${id}`);
      expect((await first.request('POST', `/users/${id}/password/change`, { token: admin, body: { new_password: 'reset-elsewhere' } })).status).toBe(200);
      expect(await closedWithin(client)).toEqual(UNAUTHENTICATED);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
