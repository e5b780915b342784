/**
 * Brute force (001 §7 "IP blocking") over real HTTP on SQLite and PostgreSQL: failed sign-ins are
 * throttled per IP and per login, repeated failures block the IP (cause AUTH_FAILED) in the database so
 * the block survives a restart, whitelisted addresses are exempt, and an administrator lifts a block.
 * Client addresses are simulated with X-Forwarded-For, which only counts because TRUST_PROXY is on here.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config';
import { DEMO_PASSWORD, DIALECTS, type TestServer, freshDatabaseUrl, startServer } from '../test-support/server';

const THROTTLE: Config['loginThrottle'] = { freeAttempts: 2, baseDelayMs: 1000, maxDelayMs: 60_000, blockAfter: 3, blockSeconds: 3600, windowSeconds: 900 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(DIALECTS)('brute force on %s', (dialect) => {
  let server: TestServer;
  let databaseUrl: string;
  let folder: string | undefined;
  const config = (demo: boolean) => ({ demo, config: { databaseUrl, trustProxy: true, ipWhitelist: ['10.9.0.0/16'], loginThrottle: THROTTLE } });
  const login = (ip: string, login: string, password: string) =>
    server.request('POST', '/login', { body: { login, password }, headers: { 'x-forwarded-for': ip } });

  beforeAll(async () => {
    if (dialect === 'sqlite') {
      // A file, not memory: the restart must find the same database.
      folder = mkdtempSync(join(tmpdir(), 'brute-force-'));
      databaseUrl = `sqlite:${join(folder, 'console.db')}`;
    } else {
      databaseUrl = await freshDatabaseUrl('postgres');
    }
    server = await startServer(dialect, config(true));
  });
  afterAll(async () => {
    await server?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  it('throttles one IP after the free attempts with 429, Retry-After and too_many_attempts', async () => {
    expect((await login('10.1.0.1', 'nobody.1', 'wrong-password')).status).toBe(401);
    expect((await login('10.1.0.1', 'nobody.2', 'wrong-password')).status).toBe(401);
    const throttled = await login('10.1.0.1', 'nobody.3', 'wrong-password');
    expect(throttled.status).toBe(429);
    expect(throttled.body.error.code).toBe('too_many_attempts');
    expect(Number(throttled.headers.get('retry-after'))).toBe(1);
  });

  it('throttles one login tried from many IPs, even with the right password', async () => {
    expect((await login('10.2.0.1', 'manager.b', 'wrong-password')).status).toBe(401);
    expect((await login('10.2.0.2', 'manager.b', 'wrong-password')).status).toBe(401);
    const throttled = await login('10.2.0.3', 'manager.b', DEMO_PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toBe('1');
    // After the wait the right password gets in, and clears the login's count.
    await sleep(1100);
    expect((await login('10.2.0.3', 'manager.b', DEMO_PASSWORD)).status).toBe(200);
    expect((await login('10.2.0.4', 'manager.b', 'wrong-password')).status).toBe(401);
  });

  it('blocks an IP after repeated failures (AUTH_FAILED) on every API call', async () => {
    const ip = '10.3.0.1';
    expect((await login(ip, 'x.1', 'wrong-password')).status).toBe(401);
    expect((await login(ip, 'x.2', 'wrong-password')).status).toBe(401);
    await sleep(1100);
    expect((await login(ip, 'x.3', 'wrong-password')).status).toBe(401);
    const blocked = await login(ip, 'admin', 'admin-password');
    expect(blocked.status).toBe(403);
    expect(blocked.body.error.code).toBe('ip_blocked');
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await server.request('GET', '/server/info', { headers: { 'x-forwarded-for': ip } })).status).toBe(403);
    const admin = await server.login('admin');
    const list = await server.request('GET', '/ip-blocking/banned', { token: admin });
    expect(list.body.data).toContainEqual(expect.objectContaining({ ip, cause: 'AUTH_FAILED' }));
  });

  it('keeps the block after a restart', async () => {
    await server.close();
    server = await startServer(dialect, config(false));
    expect((await login('10.3.0.1', 'admin', 'admin-password')).status).toBe(403);
    expect((await login('10.3.0.2', 'admin', 'admin-password')).status).toBe(200);
  });

  it('never throttles or blocks whitelisted addresses (IP_WHITELIST CIDR and the ip_whitelist table)', async () => {
    await server.store.db.insertInto('ip_whitelist').values({ entry: '10.8.0.5', created_at: new Date().toISOString() }).execute();
    for (const ip of ['10.9.7.7', '10.8.0.5']) {
      for (let attempt = 0; attempt < 6; attempt++) expect((await login(ip, `w.${attempt}`, 'wrong-password')).status).toBe(401);
      expect((await login(ip, 'admin', 'admin-password')).status).toBe(200);
    }
    expect((await login('10.8.0.6', 'admin', 'admin-password')).status).toBe(200);
  });

  it('lets an administrator lift a block; others may not', async () => {
    const manager = await server.login('manager.a');
    expect((await server.request('GET', '/ip-blocking/banned', { token: manager })).status).toBe(403);
    expect((await server.request('DELETE', '/ip-blocking/banned/10.3.0.1', { token: manager })).status).toBe(403);
    const admin = await server.login('admin');
    expect((await server.request('DELETE', '/ip-blocking/banned/not-an-ip', { token: admin })).status).toBe(400);
    expect((await server.request('DELETE', '/ip-blocking/banned/10.3.0.1', { token: admin })).status).toBe(200);
    expect((await server.request('DELETE', '/ip-blocking/banned/10.3.0.1', { token: admin })).status).toBe(404);
    expect((await server.request('GET', '/ip-blocking/banned', { token: admin })).body.data).toEqual([]);
    expect((await login('10.3.0.1', 'admin', 'admin-password')).status).toBe(200);
  });
});
