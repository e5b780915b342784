/**
 * Two group rules of 001 §8 (issue 37 item 6), through HTTP on both databases: a user cannot remove themselves
 * from their only or top-level group, and a group's device-status notifications go only to an administrator of
 * that group. A refusal writes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_TYPES } from '../../schemas/group';
import { DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

describe.each(DIALECTS)('group membership rules on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let site: number;
  let building: number;
  let otherSite: number;
  let serial = 0;
  const unique = (prefix: string) => `${prefix}-${dialect}-${++serial}`;

  async function newGroup(parent_id: number, domain_type_id: number) {
    const answer = await server.request('PUT', '/groups', { token: admin, body: { name: unique('group'), parent_id, domain_type_id } });
    expect(answer.status).toBe(201);
    return answer.body.data.id as number;
  }
  async function newUser(permissions: string[], domain_ids: number[]) {
    const role = await server.request('PUT', '/roles', { token: admin, body: { name: unique('role'), permissions } });
    const login = unique('user');
    const answer = await server.request('PUT', '/users', { token: admin, body: { login, name: login, role_id: role.body.data.id, domain_ids, password: 'start-password' } });
    expect(answer.status).toBe(201);
    return { id: answer.body.data.id as number, token: await server.login(login, 'start-password') };
  }

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    site = await newGroup(0, GROUP_TYPES.site);
    building = await newGroup(site, GROUP_TYPES.building);
    otherSite = await newGroup(0, GROUP_TYPES.site);
  });
  afterAll(async () => server?.close());

  describe('removing oneself from one\'s groups', () => {
    const editor = ['users.view.all', 'users.edit.all'];
    const moveSelf = (user: { id: number; token: string }, domain_ids: number[]) =>
      server.request('PATCH', `/users/${user.id}`, { token: user.token, body: { domain_ids } });

    it('refuses leaving one\'s only group, and writes nothing', async () => {
      const user = await newUser(editor, [site]);
      const before = await storeFingerprint(server.store);
      const answer = await moveSelf(user, [otherSite]);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('last_group');
      expect(await storeFingerprint(server.store)).toEqual(before);
    });

    it('refuses leaving one\'s top-level group, and allows leaving a group below it or joining another', async () => {
      const user = await newUser(editor, [site, building]);
      const before = await storeFingerprint(server.store);
      const answer = await moveSelf(user, [building]);
      expect(answer.status).toBe(422);
      expect(answer.body.error.code).toBe('top_level_group');
      expect(await storeFingerprint(server.store)).toEqual(before);
      expect((await moveSelf(user, [site, building, otherSite])).status).toBe(200);
      expect((await moveSelf(user, [site, otherSite])).status).toBe(200);
    });

    it('lets another user with the permission move them', async () => {
      const user = await newUser(editor, [site]);
      const answer = await server.request('PATCH', `/users/${user.id}`, { token: admin, body: { domain_ids: [otherSite] } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.domain_ids).toEqual([otherSite]);
    });
  });

  describe('the device-status notification user', () => {
    const notify = (user: number) => server.request('PATCH', `/groups/${building}`, {
      token: admin,
      body: { device_status_notify: { user, notify_about_offline_device: true, notify_about_device_task_failed: false } },
    });

    it('refuses a user who does not administer the group, and writes nothing', async () => {
      const resident = await newUser(['profile.edit'], [building]);
      const elsewhere = await newUser(['groups.edit.descendants'], [otherSite]);
      for (const user of [resident, elsewhere]) {
        const before = await storeFingerprint(server.store);
        const answer = await notify(user.id);
        expect(answer.status).toBe(422);
        expect(answer.body.error.code).toBe('device_notify_user_not_allowed');
        expect(await storeFingerprint(server.store)).toEqual(before);
      }
    });

    it('accepts an administrator of the group: above it with the edit permission, or in it managing its notifications', async () => {
      const manager = await newUser(['groups.edit.descendants'], [site]);
      const own = await newUser(['groups.manage_own.notifications'], [building]);
      for (const user of [manager, own]) {
        const answer = await notify(user.id);
        expect(answer.status).toBe(200);
        expect(answer.body.data.device_status_notify.user).toBe(user.id);
      }
    });

    it('accepts no user at all, and a group whose settings do not change keeps its user', async () => {
      expect((await server.request('PATCH', `/groups/${building}`, { token: admin, body: { description: 'renamed' } })).status).toBe(200);
      const cleared = await server.request('PATCH', `/groups/${building}`, { token: admin, body: { device_status_notify: { user: null } } });
      expect(cleared.status).toBe(200);
    });
  });
});
