/**
 * The mobile SDK section over real HTTP: its API key is made on demand and answered that once, only its hash is
 * stored, a PATCH cannot set it, a new key ends the old one, the audit trail never holds it; the section is
 * read-only to the auditor and closed to roles without the project settings permissions. SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PLACEHOLDER } from '../../schemas/define-entity';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { mobileSdkKeyMatches } from './api-key';

describe.each(DIALECTS)('mobile SDK settings on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  let auditor: string;
  const stored = async () => (await server.store.db.selectFrom('project_settings').select('value').where('section', '=', 'mobile_sdk').executeTakeFirst())?.value ?? '';
  const makeKey = (token = admin) => server.request('POST', '/project-settings/mobile-sdk/api-key', { token });
  const patch = (body: unknown, token = admin) => server.request('PATCH', '/project-settings/mobile-sdk', { token, body });

  beforeAll(async () => {
    server = await startServer(dialect);
    [admin, auditor] = await Promise.all([server.login('admin'), server.login('auditor')]);
  });
  afterAll(async () => server?.close());

  it('makes a key answered once, keeps only its hash, and a new key ends the old one', async () => {
    expect((await server.request('GET', '/project-settings/mobile-sdk', { token: admin })).body.data).toEqual({ is_enabled: false, api_key: '', api_key_filled: false, app_store_url: '', google_play_url: '' });
    const made = await makeKey();
    expect(made.status).toBe(200);
    const key: string = made.body.data.api_key;
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(await stored()).not.toContain(key);
    expect((await server.request('GET', '/project-settings/mobile-sdk', { token: auditor })).body.data).toEqual({ is_enabled: false, api_key: PASSWORD_PLACEHOLDER, api_key_filled: true, app_store_url: '', google_play_url: '' });
    expect(await mobileSdkKeyMatches(server.store.db, key)).toBe(false);
    expect((await patch({ is_enabled: true })).status).toBe(200);
    expect(await mobileSdkKeyMatches(server.store.db, key)).toBe(true);
    const next: string = (await makeKey()).body.data.api_key;
    expect(next).not.toBe(key);
    expect(await mobileSdkKeyMatches(server.store.db, key)).toBe(false);
    expect(await mobileSdkKeyMatches(server.store.db, next)).toBe(true);
    const events = await server.request('GET', '/audit-events/items', { token: admin, query: { entity: 'project-settings/mobile-sdk', size: 100 } });
    expect(events.body.data.map((event: { changes: Record<string, unknown> }) => Object.keys(event.changes))).toEqual([['api_key'], ['is_enabled'], ['api_key']]);
    for (const secret of [key, next, 'sha256:']) expect(JSON.stringify(events.body.data)).not.toContain(secret);
  });

  it('ignores a key sent in a PATCH: only the command makes one', async () => {
    const before = await stored();
    const answer = await patch({ api_key: 'chosen-by-hand', api_key_filled: false });
    expect(answer.status).toBe(200);
    expect(answer.body.data.api_key_filled).toBe(true);
    expect(await stored()).toBe(before);
    expect(await mobileSdkKeyMatches(server.store.db, 'chosen-by-hand')).toBe(false);
  });

  it('is read-only to the auditor and closed to roles without the permission', async () => {
    const before = await stored();
    expect((await patch({ is_enabled: false }, auditor)).status).toBe(403);
    expect((await makeKey(auditor)).status).toBe(403);
    for (const login of ['manager.a', 'resident1']) {
      const token = await server.login(login);
      expect((await server.request('GET', '/project-settings/mobile-sdk', { token })).status).toBe(403);
      expect((await patch({ is_enabled: false }, token)).status).toBe(403);
      expect((await makeKey(token)).status).toBe(403);
    }
    expect(await stored()).toBe(before);
  });
});
