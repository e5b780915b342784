/**
 * The whitelist and the status call (001 §7 "IP blocking: status, banned, whitelist, unban"; 001 §8 'IP already
 * whitelisted') over real HTTP on SQLite and PostgreSQL: addresses, CIDR blocks and ranges in IPv4 and IPv6, a
 * duplicate or covered entry refused (also under parallel requests), IP_WHITELIST's entries read-only, hostile
 * input refused with nothing written, the permissions, and an address whitelisted here never blocked (its block lifted).
 * Client addresses are simulated with X-Forwarded-For (TRUST_PROXY on here).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { ADMIN_PASSWORD, DIALECTS, type TestServer, startServer, storeFingerprint } from '../test-support/server';

const THROTTLE: Config['loginThrottle'] = { freeAttempts: 1000, baseDelayMs: 1000, maxDelayMs: 60_000, blockAfter: 3, blockSeconds: 3600, windowSeconds: 900 };
const path = (entry: string) => `/ip-blocking/whitelist/${encodeURIComponent(entry)}`;

describe.each(DIALECTS)('IP whitelist on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const add = (body: unknown, token = admin) => server.request('POST', '/ip-blocking/whitelist', { token, body });
  const entries = async () => (await server.request('GET', '/ip-blocking/whitelist', { token: admin })).body.data as { entry: string; source: string }[];
  const login = (ip: string, name: string, password: string) => server.request('POST', '/login', { body: { login: name, password }, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    server = await startServer(dialect, { config: { trustProxy: true, ipWhitelist: ['10.9.0.0/16', '2001:db8:9::/48'], loginThrottle: THROTTLE } });
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('adds addresses, CIDR blocks and ranges in their one written form, after the environment entries', async () => {
    expect((await add({ start_ip: '10.20.0.7' })).body.data).toMatchObject({ entry: '10.20.0.7', start_ip: '10.20.0.7', end_ip: '10.20.0.7', source: 'console' });
    expect((await add({ start_ip: ' 10.21.0.0/24 ', end_ip: '' })).body.data).toMatchObject({ entry: '10.21.0.0/24', start_ip: '10.21.0.0', end_ip: '10.21.0.255' });
    expect((await add({ start_ip: '10.22.0.1', end_ip: '10.22.0.9' })).body.data).toMatchObject({ entry: '10.22.0.1-10.22.0.9', end_ip: '10.22.0.9' });
    const v6 = await add({ start_ip: '2001:DB8:0:0:0:0:0:0/64' });
    expect(v6.status).toBe(201);
    expect(v6.body.data).toMatchObject({ entry: '2001:db8::/64', start_ip: '2001:db8::', end_ip: '2001:db8::ffff:ffff:ffff:ffff' });
    expect((await add({ start_ip: '::ffff:10.23.0.1' })).body.data.entry).toBe('10.23.0.1');
    expect((await add({ start_ip: '10.24.0.1/32' })).body.data.entry).toBe('10.24.0.1');
    expect((await entries()).map((entry) => [entry.entry, entry.source])).toEqual([
      ['10.9.0.0/16', 'environment'], ['2001:db8:9::/48', 'environment'],
      ['10.20.0.7', 'console'], ['10.21.0.0/24', 'console'], ['10.22.0.1-10.22.0.9', 'console'], ['2001:db8::/64', 'console'], ['10.23.0.1', 'console'], ['10.24.0.1', 'console'],
    ]);
    const audited = await server.store.db.selectFrom('audit_events').select('changes').where('entity', '=', 'ip_whitelist').where('action', '=', 'create').execute();
    expect(audited.map((row) => JSON.parse(String(row.changes)).entry.after)).toContain('10.21.0.0/24');
  });

  it("refuses a duplicate or a covered entry with 'IP already whitelisted', and writes nothing", async () => {
    const before = await storeFingerprint(server.store);
    for (const body of [
      { start_ip: '10.20.0.7' }, { start_ip: '10.21.0.0/24' }, { start_ip: '10.21.0.128/25' }, { start_ip: '10.21.0.3', end_ip: '10.21.0.30' },
      { start_ip: '10.22.0.2', end_ip: '10.22.0.9' }, { start_ip: '10.9.200.1' }, { start_ip: '2001:db8:9:1::/64' }, { start_ip: '2001:db8::1' },
    ]) {
      const refused = await add(body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      expect(refused.body.error.code).toBe('ip_already_whitelisted');
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
    // A wider range than an entry is not covered by it.
    expect((await add({ start_ip: '10.21.0.0/23' })).status).toBe(201);
  });

  it('whitelists one range once when parallel requests write it in different forms', async () => {
    const bodies = Array.from({ length: 20 }, (_, i) => (i % 2 ? { start_ip: '10.40.0.0/24' } : { start_ip: '10.40.0.0', end_ip: '10.40.0.255' }));
    const answers = await Promise.all(bodies.map((body) => add(body)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.error.code === 'ip_already_whitelisted')).toHaveLength(19);
    expect((await entries()).filter((entry) => entry.entry.startsWith('10.40.'))).toHaveLength(1);
  });

  it('refuses malformed addresses, malformed CIDR blocks, everything-ranges and other types with 422, writing nothing', async () => {
    const before = await storeFingerprint(server.store);
    const refusals: [unknown, string, string][] = [
      [{ start_ip: 'not-an-ip' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.256' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.0/33' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.0/' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0/24' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.0/24/8' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.0/-1' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.0/0x18' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '2001:db8::/129' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: 'fe80::1%eth0' }, 'start_ip', 'validation.ip_address'],
      [{ start_ip: '10.0.0.5/24' }, 'start_ip', 'validation.ip_range_host_bits'],
      [{ start_ip: '0.0.0.0/0' }, 'start_ip', 'validation.ip_range_everything'],
      [{ start_ip: '::/0' }, 'start_ip', 'validation.ip_range_everything'],
      [{ start_ip: '0.0.0.0', end_ip: '255.255.255.255' }, 'start_ip', 'validation.ip_range_everything'],
      [{ start_ip: '10.0.0.9', end_ip: '10.0.0.1' }, 'end_ip', 'validation.ip_range_order'],
      [{ start_ip: '10.0.0.1', end_ip: '2001:db8::1' }, 'end_ip', 'validation.ip_range_order'],
      [{ start_ip: '10.0.0.0/24', end_ip: '10.0.1.0' }, 'end_ip', 'validation.ip_range_order'],
      [{ start_ip: '10.0.0.1', end_ip: 'x' }, 'end_ip', 'validation.ip_address'],
      [{ start_ip: 167772161 }, 'start_ip', 'validation.wrong_type'],
      [{ start_ip: ['10.0.0.1'] }, 'start_ip', 'validation.wrong_type'],
      [{ start_ip: { toString: '10.0.0.1' } }, 'start_ip', 'validation.wrong_type'],
      [{ start_ip: '' }, 'start_ip', 'validation.required'],
      [{}, 'start_ip', 'validation.required'],
      [{ start_ip: '10.0.0.1', note: 'x' }, 'note', 'validation.unknown_field'],
      [{ start_ip: `10.0.0.1${' '.repeat(200)}x` }, 'start_ip', 'validation.max_length'],
    ];
    for (const [body, field, key] of refusals) {
      const refused = await add(body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(refused.body.error.field_codes?.[field]?.key ?? refused.body.error.fields, JSON.stringify(body)).toBe(key);
    }
    for (const raw of ['[]', '"10.0.0.1"', 'null']) {
      expect((await server.request('POST', '/ip-blocking/whitelist', { token: admin, raw })).status, raw).toBeGreaterThanOrEqual(400);
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('changes and removes the console entries, by any written form; the environment entries are read-only', async () => {
    const changed = await server.request('PUT', path('10.22.0.1-10.22.0.9'), { token: admin, body: { start_ip: '10.22.0.1', end_ip: '10.22.0.20' } });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ entry: '10.22.0.1-10.22.0.20', source: 'console' });
    // Changing an entry into one another entry covers is refused; into itself is not.
    expect((await server.request('PUT', path('10.22.0.1-10.22.0.20'), { token: admin, body: { start_ip: '10.21.0.5' } })).body.error.code).toBe('ip_already_whitelisted');
    expect((await server.request('PUT', path('10.22.0.1-10.22.0.20'), { token: admin, body: { start_ip: '10.22.0.1', end_ip: '10.22.0.20' } })).status).toBe(200);
    expect((await server.request('DELETE', path('2001:DB8::/64'), { token: admin })).status).toBe(200);
    expect((await server.request('DELETE', path('2001:db8::/64'), { token: admin })).status).toBe(404);
    const before = await storeFingerprint(server.store);
    const deleting = await server.request('DELETE', path('10.9.0.0/16'), { token: admin });
    expect([deleting.status, deleting.body.error.code]).toEqual([403, 'deleting_prohibited']);
    const editing = await server.request('PUT', path('2001:db8:9::/48'), { token: admin, body: { start_ip: '2001:db8:8::/47' } });
    expect([editing.status, editing.body.error.code]).toEqual([403, 'editing_prohibited']);
    expect(await storeFingerprint(server.store)).toEqual(before);
    expect((await entries()).map((entry) => entry.entry)).toEqual(expect.arrayContaining(['10.9.0.0/16', '2001:db8:9::/48', '10.22.0.1-10.22.0.20']));
  });

  it('lets project_settings.view read and only project_settings.change write', async () => {
    const auditor = await server.login('auditor');
    const manager = await server.login('manager.a');
    for (const path of ['/ip-blocking/status', '/ip-blocking/banned', '/ip-blocking/whitelist']) {
      expect((await server.request('GET', path, { token: auditor })).status, path).toBe(200);
      expect((await server.request('GET', path, { token: manager })).status, path).toBe(403);
      expect((await server.request('GET', path)).status, path).toBe(401);
    }
    expect((await server.request('GET', '/ip-blocking/status', { token: auditor })).body.data.can_change).toBe(false);
    expect((await server.request('GET', '/ip-blocking/status', { token: admin })).body.data.can_change).toBe(true);
    const before = await storeFingerprint(server.store);
    for (const token of [auditor, manager]) {
      expect((await add({ start_ip: '10.50.0.1' }, token)).status).toBe(403);
      expect((await server.request('PUT', path('10.20.0.7'), { token, body: { start_ip: '10.50.0.2' } })).status).toBe(403);
      expect((await server.request('DELETE', path('10.20.0.7'), { token })).status).toBe(403);
      expect((await server.request('DELETE', '/ip-blocking/banned/10.60.0.1', { token })).status).toBe(403);
    }
    expect(await storeFingerprint(server.store)).toEqual(before);
  });

  it('never blocks an address whitelisted in the console, and the status call tells why', async () => {
    const ip = '10.61.0.1';
    for (let attempt = 0; attempt < 3; attempt++) expect((await login(ip, `w.${attempt}`, 'wrong-password')).status).toBe(401);
    expect((await login(ip, 'admin', ADMIN_PASSWORD)).status).toBe(403);
    const blocked = await server.request('GET', '/ip-blocking/status', { token: admin, query: { ip } });
    expect(blocked.body.data).toMatchObject({ ip, whitelisted_by: null, block: { ip, cause: 'AUTH_FAILED' }, settings: { block_after: 3, block_seconds: 3600 } });
    // Whitelisting the blocked address's block lifts its block, and its failures no longer count.
    await server.store.db.insertInto('ip_blocks').values({ ip: '10.61.0.4', cause: 'AUTH_FAILED', blocked_at: new Date().toISOString(), until: Date.now() + 60_000 }).execute();
    expect((await add({ start_ip: '10.61.0.0/30' })).status).toBe(201);
    expect((await server.request('GET', '/ip-blocking/banned', { token: admin })).body.data.map((block: { ip: string }) => block.ip)).toEqual(['10.61.0.4']);
    expect((await login(ip, 'admin', ADMIN_PASSWORD)).status).toBe(200);
    expect((await add({ start_ip: '10.63.0.1', end_ip: '10.63.0.3' })).status).toBe(201);
    expect((await add({ start_ip: '2001:db8:77::/64' })).status).toBe(201);
    for (const other of ['10.61.0.2', '10.61.0.3', '10.63.0.2', '2001:db8:77::5']) {
      for (let attempt = 0; attempt < 6; attempt++) expect((await login(other, `w.${attempt}`, 'wrong-password')).status).toBe(401);
      expect((await login(other, 'admin', ADMIN_PASSWORD)).status).toBe(200);
    }
    const status = await server.request('GET', '/ip-blocking/status', { token: admin, query: { ip: '10.61.0.2' } });
    expect(status.body.data).toMatchObject({ whitelisted_by: '10.61.0.0/30', block: null });
    const lifted = await server.store.db.selectFrom('audit_events').select('changes').where('entity', '=', 'ip_blocks').where('action', '=', 'delete').execute();
    expect(lifted.map((row) => JSON.parse(String(row.changes)).ip.before)).toContain(ip);
    expect((await server.request('GET', '/ip-blocking/status', { token: admin, query: { ip: 'nope' } })).status).toBe(422);
  });

  it('reads a cause it does not know as UNKNOWN', async () => {
    await server.store.db.insertInto('ip_blocks').values({ ip: '10.62.0.1', cause: 'SOMETHING_NEW', blocked_at: new Date().toISOString(), until: Date.now() + 60_000 }).execute();
    const list = await server.request('GET', '/ip-blocking/banned', { token: admin });
    expect(list.body.data).toContainEqual(expect.objectContaining({ ip: '10.62.0.1', cause: 'UNKNOWN' }));
  });
});
