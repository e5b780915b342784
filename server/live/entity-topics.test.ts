/**
 * Every entity topic the console follows (resources/live-record.tsx: entityTopic(entity.path)) can be
 * subscribed with a view grant, is refused without one, and carries changes; over a real WebSocket on
 * SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../schemas';
import { entityTopic } from '../../src/live/live-provider';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type LiveClient, liveClient } from './test-client';

/** The topics of the generated list, show and edit pages, named as the console names them. */
const consoleTopics = entities.map((entity) => entityTopic(entity.path));

describe.each(DIALECTS)('entity topics on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const clients: LiveClient[] = [];
  const connect = async (token: string) => {
    const client = await liveClient(server.url, token);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => {
    for (const client of clients) client.close();
    await server?.close();
  });

  it('lets an administrator subscribe to every entity topic the console follows, slashes included', async () => {
    expect(consoleTopics).toEqual(expect.arrayContaining(['entity.devices/events', 'entity.devices/tasks', 'entity.elevators/access-rules', 'entity.access-control/events', 'entity.elevators/events']));
    const client = await connect(admin);
    const answers = await Promise.all(consoleTopics.map((topic) => client.subscribe(topic).then((m) => m.data.type, (error) => error.answer?.data.code ?? String(error))));
    expect(Object.fromEntries(consoleTopics.map((topic, i) => [topic, answers[i]]))).toEqual(Object.fromEntries(consoleTopics.map((topic) => [topic, 'subscribed'])));
  });

  it('refuses every entity topic to a user whose role grants nothing (except what everyone sees)', async () => {
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 1 } })).body.data;
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: `Nothing ${dialect}`, permissions: [] } });
    expect(role.status, JSON.stringify(role.body)).toBe(201);
    const user = await server.request('PUT', '/users', { token: admin, body: { login: `nothing.${dialect}`, name: 'Nothing', password: 'nothing-password', role_id: role.body.data.id, domain_ids: [groups[0].id] } });
    expect(user.status, JSON.stringify(user.body)).toBe(201);
    const client = await connect(await server.login(`nothing.${dialect}`, 'nothing-password'));
    const answers = await Promise.all(consoleTopics.map((topic) => client.subscribe(topic).then((m) => m.data.type, (error) => error.answer?.data.code ?? String(error))));
    // Granted to everyone by the description: their own user record, their own groups.
    const everyone = (entity: (typeof entities)[number]) => entity.own === 'self' || Object.values(entity.access.view ?? {}).includes(true);
    const expected = entities.map((entity) => (everyone(entity) ? 'subscribed' : 'prohibited'));
    expect(expected.filter((answer) => answer === 'prohibited').length).toBeGreaterThan(10);
    expect(Object.fromEntries(consoleTopics.map((topic, i) => [topic, answers[i]]))).toEqual(Object.fromEntries(consoleTopics.map((topic, i) => [topic, expected[i]])));
  });

  it('still answers not_found for a topic no entity has', async () => {
    const client = await connect(admin);
    for (const topic of ['entity.devices/nothing', 'entity.', 'entity.devices/', 'entity.constructor', 'entity.__proto__']) {
      await expect(client.subscribe(topic)).rejects.toMatchObject({ answer: { topic, data: { type: 'error', code: 'not_found' } } });
    }
  });

  it('delivers changes on a topic whose path has a slash', async () => {
    const client = await connect(admin);
    await client.subscribe('entity.elevators/access-rules');
    const adminId = (await server.request('GET', '/profile', { token: admin })).body.data.id;
    const created = await server.request('PUT', '/elevators/access-rules', { token: admin, body: { name: `Live ${dialect}`, user_ids: [adminId] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    expect((await client.next((m) => m.data.id === id && m.data.type === 'created')).topic).toBe('entity.elevators/access-rules');
    expect((await server.request('DELETE', `/elevators/access-rules/${id}`, { token: admin })).status).toBe(200);
    await client.next((m) => m.data.id === id && m.data.type === 'deleted');
  });
});
