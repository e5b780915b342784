/**
 * The auth provider and http's refresh-and-retry against the real server (001 §4, §7): login and the
 * storage remember-me picks, the project choice, refresh on 401 and one retry, shared refreshes, and the
 * end of a session when the refresh is refused.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createHttp } from './http';
import { createI18nProvider } from './i18n-provider';
import { MemoryStorage } from './memory-storage';
import type { LockManagerLike } from './refresh-lock';
import { ADMIN_PASSWORD, type ConsoleClient, startConsoleClient } from './test-support/console-client';
import { createTokenStore } from './token-store';

const SESSION_KEY = 'access-console.session';
const admin = { username: 'admin', password: ADMIN_PASSWORD };
const listParams = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let client: ConsoleClient | undefined;
afterEach(async () => {
  await client?.close();
  client = undefined;
});

/** One exclusive lock for the "tabs" of a test, as navigator.locks is for a browser's tabs. */
const sharedLocks = (() => {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>) {
      const run = tail.then(callback);
      tail = run.catch(() => undefined);
      return run;
    },
  };
})();

/** Another tab of the client's browser: its own http, the client's localStorage, recorded requests alike. */
function secondTab(c: ConsoleClient, locks: LockManagerLike) {
  const tokens = createTokenStore({ persistent: c.storages.persistent, perSession: new MemoryStorage() });
  const translate = createI18nProvider({ storage: new MemoryStorage(), locale: 'en' }).translate;
  const recording: typeof fetch = async (input, init) => {
    c.requests.push({ method: init?.method ?? 'GET', url: String(input).slice(c.baseUrl.length) });
    return fetch(input, init);
  };
  return createHttp({ apiUrl: `${c.baseUrl}/api/v0`, tokens, translate, fetch: recording, locks });
}

const calls = (c: ConsoleClient) => c.requests.map((r) => `${r.method} ${r.url.replace(/^\/api\/v0/, '').split('?')[0]}`);

describe('login', () => {
  it('keeps a session only for the tab unless remember-me is ticked', async () => {
    client = await startConsoleClient();
    await expect(client.authProvider.login(admin)).resolves.toBeUndefined();
    expect(client.storages.perSession.getItem(SESSION_KEY)).toContain('"token"');
    expect(client.storages.persistent.getItem(SESSION_KEY)).toBeNull();
    expect(client.tokens.get()?.project).toMatchObject({ uid: 'default' });

    await client.authProvider.login({ ...admin, remember: true });
    expect(client.storages.persistent.getItem(SESSION_KEY)).toContain('"token"');
    expect(client.storages.perSession.getItem(SESSION_KEY)).toBeNull();
    await expect(client.authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('refuses a wrong password with the localised catalogue message', async () => {
    client = await startConsoleClient();
    await expect(client.authProvider.login({ ...admin, password: 'wrong' })).rejects.toMatchObject({ status: 401, message: 'Incorrect login/password' });
    expect(client.tokens.get()).toBeUndefined();
    await expect(client.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login', message: false });
  });

  it('lets the user choose among several projects, then signs in with the chosen one', async () => {
    // The server answers one project; a second session is made up here to stand for another project.
    client = await startConsoleClient({
      wrapFetch: (next) => async (input, init) => {
        const response = await next(input, init);
        if (!String(input).endsWith('/login') || response.status !== 200) return response;
        const { sessions } = await response.json();
        const other = { ...sessions[0], project: { id: 2, uid: 'second', name: 'Second', description: '' } };
        return Response.json({ sessions: [sessions[0], other] });
      },
    });
    const answer = await client.authProvider.login({ ...admin, remember: true, redirect: '/users?page=2' });
    expect(answer).toEqual({ redirectTo: '/choose-project?redirect=%2Fusers%3Fpage%3D2' });
    expect(client.tokens.get()).toBeUndefined();
    expect(client.authProvider.pendingProjects().map((project) => project?.uid)).toEqual(['default', 'second']);

    client.authProvider.chooseSession(1);
    expect(client.tokens.get()?.project?.uid).toBe('second');
    expect(client.storages.persistent.getItem(SESSION_KEY)).toContain('second');
    expect(client.authProvider.pendingProjects()).toEqual([]);
  });

  it('refuses a redirect outside the console', async () => {
    client = await startConsoleClient({
      wrapFetch: (next) => async (input, init) => {
        const response = await next(input, init);
        if (!String(input).endsWith('/login')) return response;
        const { sessions } = await response.json();
        return Response.json({ sessions: [sessions[0], sessions[0]] });
      },
    });
    expect(await client.authProvider.login({ ...admin, redirect: '//evil.example/x' })).toEqual({ redirectTo: '/choose-project' });
  });
});

describe('identity and permissions', () => {
  it('reads the profile once for identity, permissions and access checks', async () => {
    client = await startConsoleClient();
    await client.authProvider.login(admin);
    const identity = await client.authProvider.getIdentity!();
    expect(identity).toMatchObject({ fullName: 'Administrator' });
    expect(await client.authProvider.getPermissions!({})).toContain('roles.create');
    expect(await client.authProvider.canAccess!({ resource: 'roles', action: 'create' })).toBe(true);
    expect(calls(client).filter((call) => call === 'GET /profile')).toHaveLength(1);
  });

  it('follows the entity grants for a user without a role', async () => {
    client = await startConsoleClient();
    await client.authProvider.login(admin);
    await client.dataProvider.create('users', {
      data: { login: 'plain', name: 'Plain User', password: 'plain-password', domain_ids: [0], send_registration_link: false },
    });
    await client.authProvider.login({ username: 'plain', password: 'plain-password' });
    const can = (resource: string, action: string) => client!.authProvider.canAccess!({ resource, action });
    expect(await can('users', 'list')).toBe(true); // one's own record is always visible
    expect(await can('groups', 'list')).toBe(true);
    expect(await can('roles', 'list')).toBe(false);
    expect(await can('devices', 'create')).toBe(false);
    expect(await client.authProvider.getPermissions!({})).toEqual([]);
  });
});

describe('access to one record', () => {
  it("asks the server about a record, once per version, and answers with the server's filters", async () => {
    client = await startConsoleClient();
    await client.authProvider.login(admin);
    await client.dataProvider.create('users', {
      data: { login: 'self-only', name: 'Self Only', password: 'self-password', domain_ids: [0], send_registration_link: false },
    });
    await client.authProvider.login({ username: 'self-only', password: 'self-password' });
    const { data: users } = await client.dataProvider.getList('users', listParams);
    const own = users.find((user) => user.login === 'self-only')!;
    const can = (action: string, record: Record<string, unknown>) => client!.authProvider.canAccess!({ resource: 'users', action, record });
    client.requests.length = 0;
    expect(await can('edit', own)).toBe(true); // one's own record, the fields of ownerEditable
    expect(await can('delete', own)).toBe(false);
    expect(calls(client).filter((call) => call.endsWith('/allowed-actions'))).toEqual([`GET /users/${own.id}/allowed-actions`]);
    expect(await can('edit', { ...own, updated_at: 'later' })).toBe(true);
    expect(calls(client).filter((call) => call.endsWith('/allowed-actions'))).toHaveLength(2);
    // Without the grant at all, the server is not asked.
    expect(await client.authProvider.canAccess!({ resource: 'roles', action: 'edit', record: { id: 1 } })).toBe(false);
    expect(calls(client).filter((call) => call.endsWith('/allowed-actions'))).toHaveLength(2);
  });
});

describe('refresh on 401', () => {
  it('refreshes an expired access token and retries the request once', async () => {
    client = await startConsoleClient({ config: { accessTokenTtlSeconds: 1 } });
    await client.authProvider.login(admin);
    const before = client.tokens.get()!;
    await sleep(1_100);
    client.requests.length = 0;
    const { data } = await client.dataProvider.getList('users', listParams);
    expect(data.map((u) => u.login)).toEqual(['admin']);
    expect(calls(client)).toEqual(['GET /users/items', 'POST /refresh', 'GET /users/items']);
    const after = client.tokens.get()!;
    expect(after.token).not.toBe(before.token);
    expect(after.refresh).not.toBe(before.refresh);
    expect(client.storages.perSession.getItem(SESSION_KEY)).toContain(after.token); // stays where remember-me put it
  });

  it('shares one refresh between requests refused together', async () => {
    client = await startConsoleClient({ config: { accessTokenTtlSeconds: 1 } });
    await client.authProvider.login(admin);
    await sleep(1_100);
    client.requests.length = 0;
    const answers = await Promise.all(['users', 'groups', 'roles'].map((resource) => client!.dataProvider.getList(resource, listParams)));
    expect(answers.every((answer) => answer.data.length > 0)).toBe(true);
    expect(calls(client).filter((call) => call === 'POST /refresh')).toHaveLength(1);
  });

  it('shares one refresh between two tabs of one remembered session (Web Locks), on the real server', async () => {
    client = await startConsoleClient({ config: { accessTokenTtlSeconds: 1 }, locks: sharedLocks });
    await client.authProvider.login({ ...admin, remember: true });
    // A second tab: the same localStorage, its own sessionStorage, the same lock manager as the first.
    const tabs = [client.http, secondTab(client, sharedLocks)];
    await sleep(1_100);
    client.requests.length = 0;
    const profiles = await Promise.all(tabs.flatMap((http) => [http('GET', '/profile'), http('GET', '/profile')]));
    expect(profiles.every((profile: any) => profile.data.login === 'admin')).toBe(true);
    expect(calls(client).filter((call) => call === 'POST /refresh')).toHaveLength(1);
  });

  it('retries only once: a second 401 reaches react-admin', async () => {
    let refuse = false;
    client = await startConsoleClient({
      wrapFetch: (next) => async (input, init) =>
        refuse && String(input).includes('/profile')
          ? Response.json({ message: 'Unauthenticated', error: { code: 'not_authorized', message: 'Unauthenticated' } }, { status: 401 })
          : next(input, init),
    });
    await client.authProvider.login(admin);
    refuse = true;
    client.requests.length = 0;
    await expect(client.authProvider.getIdentity!()).rejects.toMatchObject({ status: 401 });
    expect(calls(client)).toEqual(['GET /profile', 'POST /refresh', 'GET /profile']);
  });

  it('clears the session and sends the user to login when the refresh is refused', async () => {
    client = await startConsoleClient();
    await client.authProvider.login(admin);
    // Signing out elsewhere revokes both tokens of this sign-in.
    const { token } = client.tokens.get()!;
    await fetch(`${client.baseUrl}/api/v0/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    client.requests.length = 0;
    client.location.path = '/users?page=3';

    const failure = await client.dataProvider.getList('users', listParams).catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 401, message: 'Your session has ended, please sign in again' });
    expect(calls(client)).toEqual(['GET /users/items', 'POST /refresh']);
    expect(client.tokens.get()).toBeUndefined();
    expect(client.storages.perSession.getItem(SESSION_KEY)).toBeNull();

    await expect(client.authProvider.checkError(failure)).rejects.toEqual({ redirectTo: '/login?redirect=%2Fusers%3Fpage%3D3', message: false });
    await expect(client.authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fusers%3Fpage%3D3' });
    expect(client.authProvider.sessionExpired()).toBe(true); // the login page says why
    await client.authProvider.login(admin);
    expect(client.authProvider.sessionExpired()).toBe(false);
  });

  it('keeps the session on a 403', async () => {
    client = await startConsoleClient();
    await client.authProvider.login(admin);
    await expect(client.authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(client.tokens.get()).toBeDefined();
  });
});

describe('logout', () => {
  it('ends the session on the server and forgets it here', async () => {
    client = await startConsoleClient();
    await client.authProvider.login({ ...admin, remember: true });
    const { token } = client.tokens.get()!;
    client.location.path = '/groups';
    expect(await client.authProvider.logout({})).toBe('/login?redirect=%2Fgroups');
    expect(client.tokens.get()).toBeUndefined();
    expect(client.storages.persistent.getItem(SESSION_KEY)).toBeNull();
    const after = await fetch(`${client.baseUrl}/api/v0/profile`, { headers: { authorization: `Bearer ${token}` } });
    expect(after.status).toBe(401);
  });
});
