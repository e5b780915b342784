/**
 * Every entity topic the console follows (resources/live-record.tsx: entityTopic(entity.path), for every
 * entity with pages, guest passes included) can be subscribed with a view grant, is refused without one,
 * and carries changes, also of records written through another entity of the same table; over a real
 * WebSocket on SQLite and PostgreSQL.
 */
import { entityLicences } from '../../schemas/licence';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleEntities as entities } from '../../schemas';
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

  it('delivers a change made through one entity to the topics of the others stored in its table, each in its own scope', async () => {
    const users = (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as { id: number; login: string }[];
    const owner = users.find((u) => u.login === 'resident1')!.id;
    const ukey2 = await connect(admin);
    await ukey2.subscribe('entity.ukey2');
    const key = await server.request('POST', '/ukey2/issue', { token: admin, body: { owner } });
    expect(key.status, JSON.stringify(key.body)).toBeLessThan(300);
    // Revoked through the identifiers' own call: the UKEY2 page hears of it.
    expect((await server.request('POST', `/identifiers/${key.body.data.id}/revoke`, { token: admin })).status).toBe(200);
    await ukey2.next((m) => m.topic === 'entity.ukey2' && m.data.type === 'updated' && m.data.id === key.body.data.id);

    const rules = (await server.request('GET', '/access-rules/items', { token: admin, query: { size: 100 } })).body.data as { id: number; name: string }[];
    const shareable = rules.find((rule) => rule.name === 'Block A guests')!.id;
    const [granting, other] = [await server.login('resident1'), await server.login('resident2')];
    const [grantingClient, otherClient] = [await connect(granting), await connect(other)];
    await grantingClient.subscribe('entity.identifiers/guest-access');
    await otherClient.subscribe('entity.identifiers/guest-access');
    const period = { from: new Date().toISOString(), to: new Date(Date.now() + 86_400_000).toISOString() };
    const grant = (token: string) => server.request('PUT', '/identifiers/guest-access', { token, body: { selectedAccessRules: [shareable], validatePeriod: period, passLimit: 2 } });
    const [pass, othersPass] = [await grant(granting), await grant(other)];
    expect([pass.status, othersPass.status], JSON.stringify([pass.body, othersPass.body])).toEqual([201, 201]);
    const created = await grantingClient.next((m) => m.data.type === 'created' && m.data.id === pass.body.data.id);
    expect(created.topic).toBe('entity.identifiers/guest-access');
    // The other resident hears of their own pass, created after, and never of the first one.
    await otherClient.next((m) => m.data.type === 'created' && m.data.id === othersPass.body.data.id);
    expect(otherClient.messages.filter((m) => m.data.id === pass.body.data.id)).toEqual([]);
    expect(grantingClient.messages.filter((m) => m.data.id === othersPass.body.data.id)).toEqual([]);
  });

  it('refuses the topics of a licensed entity while its feature is off, as its list is', async () => {
    const licensed = entities.filter((entity) => entity.licence);
    expect(licensed.map((entity) => entity.path)).toContain('elevators/events');
    const features = (is_enabled: boolean) => ({ features: Object.fromEntries(licensed.flatMap((entity) => entityLicences(entity).map((feature) => [feature, { is_enabled }]))) });
    // A fresh socket each time: a client's answers are matched by topic among all it has received.
    const answers = async () => {
      const client = await connect(admin);
      return Promise.all(licensed.map((entity) => client.subscribe(entityTopic(entity.path)).then((m) => m.data.type, (error) => error.answer?.data.code ?? String(error))));
    };
    expect((await server.request('PATCH', '/project-settings/licenses', { token: admin, body: features(false) })).status).toBe(200);
    try {
      expect(await answers()).toEqual(licensed.map(() => 'no_licences'));
    } finally {
      expect((await server.request('PATCH', '/project-settings/licenses', { token: admin, body: features(true) })).status).toBe(200);
    }
    expect(await answers()).toEqual(licensed.map(() => 'subscribed'));
  });
});
