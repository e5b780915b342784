/**
 * A deleted user's avatar stops being public: its URL answers 404 after the user is deleted (single,
 * bulk, own account), and stays when the deletion is refused; over real HTTP on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

// The smallest valid PNG (1×1, transparent).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const PASSWORD = 'avatar-password';

describe.each(DIALECTS)('avatars of deleted users on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  /** A new user with an uploaded avatar, and the avatar's public URL (checked to answer 200). */
  async function userWithAvatar() {
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 1 } })).body.data;
    const login = `avatar.${dialect}.${++serial}`;
    const body = { login, name: 'Avatar', password: PASSWORD, role_id: roles.find((r: { name: string }) => r.name === 'Resident').id, domain_ids: [groups[0].id] };
    const created = await server.request('PUT', '/users', { token: admin, body });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id as number;
    const form = new FormData();
    for (const [name, value] of Object.entries({ x: '0', y: '0', size: '1' })) form.set(name, value);
    form.set('image', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'avatar.png');
    const uploaded = await fetch(`${server.url}/api/v0/users/${id}/avatar`, { method: 'POST', headers: { authorization: `Bearer ${admin}` }, body: form });
    expect(uploaded.status).toBe(200);
    const url = `${server.url}${(await uploaded.json()).data.avatar_url}`;
    expect((await fetch(url)).status).toBe(200);
    return { id, login, url };
  }

  it('single deletion', async () => {
    const user = await userWithAvatar();
    expect((await server.request('DELETE', `/users/${user.id}`, { token: admin })).status).toBe(200);
    expect((await fetch(user.url)).status).toBe(404);
  });

  it('bulk deletion removes the deleted users’ avatars only', async () => {
    const [first, second, kept] = [await userWithAvatar(), await userWithAvatar(), await userWithAvatar()];
    const answer = await server.request('POST', '/users/delete', { token: admin, body: { items: [first.id, second.id] } });
    expect([...answer.body.deleted].sort((a: number, b: number) => a - b)).toEqual([first.id, second.id]);
    expect([(await fetch(first.url)).status, (await fetch(second.url)).status, (await fetch(kept.url)).status]).toEqual([404, 404, 200]);
  });

  it('own account deletion', async () => {
    const user = await userWithAvatar();
    const token = await server.login(user.login, PASSWORD);
    expect((await server.request('DELETE', '/account', { token, body: { password: PASSWORD } })).status).toBe(200);
    expect((await fetch(user.url)).status).toBe(404);
  });

  it('a refused deletion (oneself, in a bulk) keeps that avatar', async () => {
    const user = await userWithAvatar();
    const other = await userWithAvatar();
    const manager = await server.request('PATCH', `/users/${user.id}`, { token: admin, body: { role_id: (await server.request('GET', '/profile', { token: admin })).body.data.role_id } });
    expect(manager.status, JSON.stringify(manager.body)).toBe(200);
    const token = await server.login(user.login, PASSWORD);
    const answer = await server.request('POST', '/users/delete', { token, body: { items: [user.id, other.id] } });
    expect(answer.body).toMatchObject({ deleted: [other.id], dependencies: { [user.id]: ['self'] } });
    expect([(await fetch(user.url)).status, (await fetch(other.url)).status]).toEqual([200, 404]);
  });
});
