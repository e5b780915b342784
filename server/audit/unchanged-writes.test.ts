/**
 * A change that changes nothing is not an event (issue 13, item 13), over real HTTP and the live channel
 * on SQLite and PostgreSQL: fields never stored (transient: send_registration_link) stay out of the audit
 * trail; an update that would store what is stored (a transient field alone, secrets sent back as the
 * placeholder, a record sent back as read) writes no audit event, no live event and no updated_at.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveClient, type LiveClient } from '../live/test-client';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

type Row = Record<string, any>;
const MASK = '********';

describe.each(DIALECTS)('unchanged writes on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let live: LiveClient;
  let blockA: number;
  const trail = async (entity: string, id: number) =>
    (await server.request('GET', '/audit-events/items', { token: admin, query: { entity, record_id: id, size: 100 } })).body.data as Row[];
  const read = async (path: string, id: number) => (await server.request('GET', `/${path}/${id}`, { token: admin })).body.data as Row;
  const patch = async (path: string, id: number, body: Row) => {
    const answer = await server.request('PATCH', `/${path}/${id}`, { token: admin, body });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as Row;
  };
  /** Live 'updated' events for one record received so far. */
  const updates = (path: string, id: number) => live.messages.filter((m) => m.topic === `entity.${path}` && m.data.id === id && m.data.type === 'updated');

  /**
   * Sends `body` as a no-op, then a real change (`then`), and expects the real change to be the only
   * audit event and the only live event, and updated_at untouched by the no-op.
   */
  async function expectNoEvent(path: string, id: number, body: Row, then: Row) {
    const before = await read(path, id);
    const events = (await trail(path, id)).length;
    const liveBefore = updates(path, id).length;
    const answered = await patch(path, id, body);
    expect(answered.updated_at).toBe(before.updated_at);
    expect(await read(path, id)).toEqual(before);
    expect((await trail(path, id)).length).toBe(events);
    await patch(path, id, then);
    await live.next((m) => updates(path, id).includes(m) && updates(path, id).length > liveBefore);
    expect(updates(path, id)).toHaveLength(liveBefore + 1);
    const [latest] = await trail(path, id);
    expect(Object.keys(latest.changes).sort()).toEqual(Object.keys(then).sort());
    expect((await trail(path, id)).length).toBe(events + 1);
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data as Row[];
    blockA = groups.find((g) => g.name === 'Block A')!.id;
    live = await liveClient(server.url, admin);
    for (const path of ['users', 'devices', 'identifiers', 'groups', 'roles', 'access-rules', 'schedules']) await live.subscribe(`entity.${path}`);
  });
  afterAll(async () => {
    live?.close();
    await server?.close();
  });

  it('keeps send_registration_link out of the audit trail on create and update', async () => {
    const created = await server.request('PUT', '/users', {
      token: admin,
      body: { login: `transient.${dialect}`, name: 'Transient', password: 'transient-password', domain_ids: [blockA], send_registration_link: false },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.data.id;
    await patch('users', id, { name: 'Transient renamed' });
    const [update, create] = await trail('users', id);
    expect(create.changes.login).toEqual({ after: `transient.${dialect}` });
    expect(create.changes.send_registration_link).toBeUndefined();
    expect(update.changes).toEqual({ name: { before: 'Transient', after: 'Transient renamed' } });
  });

  it('a PATCH of a transient field alone is no event', async () => {
    const id = (await server.request('PUT', '/users', { token: admin, body: { login: `only.${dialect}`, name: 'Only', domain_ids: [blockA], send_registration_link: false } })).body.data.id;
    await expectNoEvent('users', id, { send_registration_link: true }, { name: 'Only renamed' });
  });

  it('secrets sent back as the placeholder change nothing', async () => {
    const user = (await server.request('PUT', '/users', { token: admin, body: { login: `mask.${dialect}`, name: 'Mask', password: 'mask-password', domain_ids: [blockA] } })).body.data;
    await expectNoEvent('users', user.id, { password: MASK, name: 'Mask', send_registration_link: false }, { email: 'mask@example.com' });
    const device = await server.request('PUT', '/devices', {
      token: admin,
      body: { name: 'Masked door', login: `MASK-${dialect}`, domain_id: blockA, password: 'device-secret', device_settings: { mqtt: { password: 'mqtt-secret' } } },
    });
    expect(device.status, JSON.stringify(device.body)).toBe(201);
    await expectNoEvent('devices', device.body.data.id, { password: MASK, device_settings: { mqtt: { password: MASK } } }, { name: 'Masked gate' });
    // A password really sent is a change, masked.
    await patch('devices', device.body.data.id, { password: 'another-secret' });
    expect((await trail('devices', device.body.data.id))[0].changes).toEqual({ password: { before: MASK, after: MASK } });
  });

  it.each(['users', 'devices', 'identifiers', 'groups', 'roles', 'access-rules', 'schedules'])('%s: a record sent back as read is no event', async (path) => {
    const [record] = (await server.request('GET', `/${path}/items`, { token: admin, query: { size: 1, sort: '-id' } })).body.data as Row[];
    expect(record, path).toBeDefined();
    // A list with its ids in another order is the same list.
    const reordered = Object.fromEntries(Object.entries(record).map(([key, value]) => [key, Array.isArray(value) && key.endsWith('_ids') ? [...value].reverse() : value]));
    await expectNoEvent(path, record.id, reordered, { name: `${record.name} (changed)` });
  });
});
