/**
 * Markers on users (001 §6 "apply to user", issue 37 item 7), through HTTP on both databases: applying or
 * removing a marker needs markers.apply and a user the actor may edit; a refusal writes nothing; the users'
 * list filters by marker; a deleted marker leaves its users.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('markers on users on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++serial}`;
  let site: number;
  let otherSite: number;
  let red: number;
  let blue: number;

  const created = async (path: string, body: Record<string, unknown>) => {
    const answer = await server.request('PUT', path, { token: admin, body });
    expect(answer.status).toBe(201);
    return answer.body.data.id as number;
  };
  async function newUser(permissions: string[], domain_ids: number[]) {
    const role_id = await created('/roles', { name: unique('role'), permissions });
    const login = unique('user');
    const id = await created('/users', { login, name: login, role_id, domain_ids, password: 'start-password' });
    return { id, token: await server.login(login, 'start-password') };
  }
  const mark = (token: string, user: number, markers: number[]) => server.request('PATCH', `/users/${user}`, { token, body: { markers } });
  const markersOf = async (user: number) => (await server.request('GET', `/users/${user}`, { token: admin })).body.data.markers as number[];

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    site = await created('/groups', { name: unique('site'), parent_id: 0, domain_type_id: GROUP_TYPES.site });
    otherSite = await created('/groups', { name: unique('site'), parent_id: 0, domain_type_id: GROUP_TYPES.site });
    red = await created('/markers', { name: unique('red'), color: '#ff0000' });
    blue = await created('/markers', { name: unique('blue'), color: '#0000ff' });
  });
  afterAll(async () => server?.close());

  const editor = ['users.view', 'users.edit', 'markers.view.all'];

  it('refuses an editor without markers.apply, and writes nothing', async () => {
    const actor = await newUser(editor, [site]);
    const resident = await newUser([], [site]);
    const before = await storeFingerprint(server.store);
    const answer = await mark(actor.token, resident.id, [red]);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('prohibited');
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('applies and removes markers with markers.apply on a user in scope', async () => {
    const actor = await newUser([...editor, 'markers.apply'], [site]);
    const resident = await newUser([], [site]);
    expect((await mark(actor.token, resident.id, [red, blue])).status).toBe(200);
    expect((await markersOf(resident.id)).sort()).toEqual([red, blue].sort());
    expect((await mark(actor.token, resident.id, [blue])).status).toBe(200);
    expect(await markersOf(resident.id)).toEqual([blue]);
  });

  it('refuses markers.apply on a user outside the actor\'s groups, and writes nothing', async () => {
    const actor = await newUser([...editor, 'markers.apply'], [site]);
    const stranger = await newUser([], [otherSite]);
    const before = await storeFingerprint(server.store);
    expect((await mark(actor.token, stranger.id, [red])).status).toBe(404);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect(await markersOf(stranger.id)).toEqual([]);
  });

  it('lists the users carrying a marker, and a deleted marker leaves its users', async () => {
    const marked = await newUser([], [site]);
    const plain = await newUser([], [site]);
    const green = await created('/markers', { name: unique('green'), color: '#00ff00' });
    expect((await mark(admin, marked.id, [green])).status).toBe(200);
    const filters = { matching: 'match_all', items: [{ field: 'markers', rule: 'has', value: green }] };
    const listed = await server.request('GET', '/users/items', { token: admin, query: { filters, size: 100 } });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((row: { id: number }) => row.id)).toEqual([marked.id]);
    expect(listed.body.data.map((row: { id: number }) => row.id)).not.toContain(plain.id);
    expect((await server.request('DELETE', `/markers/${green}`, { token: admin })).status).toBe(200);
    expect(await markersOf(marked.id)).toEqual([]);
  });
});
