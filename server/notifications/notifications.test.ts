/** Notifications calls (000 §3.14, 001 §7) over real HTTP on SQLite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { createNotifications } from './store';

describe.each(DIALECTS)('notifications on %s', (dialect) => {
  let server: TestServer;
  let token: string;
  let userId: number;
  let otherId: number;

  beforeAll(async () => {
    server = await startServer(dialect);
    // Two fresh users: the demo project's people may already have notifications (its role changes).
    const admin = await server.login('admin');
    const person = async (login: string) => {
      const body = { login, name: login, password: 'person-password', domain_ids: [0] };
      const created = await server.request('PUT', '/users', { token: admin, body });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      return created.body.data.id as number;
    };
    userId = await person('notified.one');
    otherId = await person('notified.two');
    token = await server.login('notified.one', 'person-password');
    // 22 plain, 2 alarms, 4 important (1 alarm + 3 revoked identifier uses), and one for someone else.
    for (let i = 0; i < 22; i++) await createNotifications(server.store.db, [userId], 'sip_reboot_completed', { name: String(i) });
    await createNotifications(server.store.db, [userId], 'device_alarm_disabled', { device: 'Panel' });
    await createNotifications(server.store.db, [userId], 'device_alarm_enabled', { device: 'Panel' });
    for (let i = 0; i < 3; i++) await createNotifications(server.store.db, [userId], 'user_used_revoked_identifier', { identifier_number: `r${i}` });
    await createNotifications(server.store.db, [otherId], 'sip_reboot_started', {});
  });
  afterAll(async () => server?.close());

  it('keeps nothing of a type the user has off (identifier use is off by default)', async () => {
    expect(await createNotifications(server.store.db, [userId], 'user_used_identifier', {})).toEqual([]);
  });

  it('pages a user’s own notifications by 20, newest first, filtered by type', async () => {
    const all = await server.request('GET', '/notifications/items', { token });
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ total: 27, size: 20, page: 1 });
    expect(all.body.data).toHaveLength(20);
    expect(all.body.data[0]).toMatchObject({ type: 'user_used_revoked_identifier', important: true, read: false, icon: expect.any(String), color: expect.stringMatching(/^#/) });
    expect((await server.request('GET', '/notifications/items', { token, query: { page: 2 } })).body.data).toHaveLength(7);
    const alarms = await server.request('GET', '/notifications/items', { token, query: { type: 'alarm' } });
    expect(alarms.body.data.map((n: { type: string }) => n.type).sort()).toEqual(['device_alarm_disabled', 'device_alarm_enabled']);
    expect((await server.request('GET', '/notifications/items', { token, query: { type: 'important' } })).body.pagination.total).toBe(4);
    expect((await server.request('GET', '/notifications/items', { token, query: { type: 'other' } })).status).toBe(422);
  });

  it('summarises unread ones: the count, 5 recent, at most 3 important', async () => {
    const { body } = await server.request('GET', '/notifications/unread', { token });
    expect(body.data.count).toBe(27);
    expect(body.data.recent).toHaveLength(5);
    expect(body.data.important).toHaveLength(3);
    expect(body.data.important.every((n: { important: boolean }) => n.important)).toBe(true);
  });

  it('marks one, then all, read; never someone else’s', async () => {
    const first = (await server.request('GET', '/notifications/items', { token })).body.data[0].id;
    const others = (await server.request('GET', '/notifications/items', { token: await server.login('notified.two', 'person-password') })).body.data[0].id;
    const marked = await server.request('POST', '/notifications/read', { token, body: { ids: [first, others] } });
    expect(marked.body).toEqual({ data: { read: 1 } });
    expect((await server.request('GET', '/notifications/unread', { token })).body.data.count).toBe(26);
    expect((await server.request('POST', '/notifications/read', { token, body: { ids: ['x'] } })).status).toBe(422);
    expect((await server.request('POST', '/notifications/read-all', { token })).body).toEqual({ data: { read: 26 } });
    expect((await server.request('GET', '/notifications/unread', { token })).body.data).toMatchObject({ count: 0, recent: [], important: [] });
    expect((await server.request('GET', '/notifications/unread', { token: await server.login('notified.two', 'person-password') })).body.data.count).toBe(1);
  });

  it('keeps settings per type (sound, popup) and refuses unknown ones, writing nothing', async () => {
    const initial = await server.request('GET', '/notifications/settings', { token });
    expect(initial.body.data.device_alarm_enabled).toEqual({ is_enabled: true, sound: true, popup: true });
    expect(initial.body.data.user_used_identifier).toEqual({ is_enabled: false, sound: false, popup: true });
    const changed = await server.request('PATCH', '/notifications/settings', { token, body: { device_alarm_enabled: { sound: false } } });
    expect(changed.body.data.device_alarm_enabled).toEqual({ is_enabled: true, sound: false, popup: true });
    const refused = await server.request('PATCH', '/notifications/settings', { token, body: { device_alarm_enabled: { popup: false }, nonsense: { sound: true } } });
    expect(refused.status).toBe(422);
    expect((await server.request('GET', '/notifications/settings', { token })).body.data.device_alarm_enabled).toEqual({ is_enabled: true, sound: false, popup: true });
    expect((await server.request('GET', '/notifications/settings')).status).toBe(401);
  });
});
