/**
 * Security headers on every answer (API, errors, console pages) and CORS closed unless configured.
 * No storage involved, so SQLite only.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from './test-support/server';

function expectStrictHeaders(headers: Headers) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("object-src 'none'");
  expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline');
  // No eval of any kind: the forms' validators are precompiled at build time (resources/form/validator-code.ts).
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('wasm-unsafe-eval');
  expect(csp.match(/script-src[^;]*/)?.[0]).toBe("script-src 'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
}

describe('security headers and CORS', () => {
  let closed: TestServer;
  let open: TestServer;
  let consoleDir: string;

  beforeAll(async () => {
    consoleDir = mkdtempSync(join(tmpdir(), 'console-'));
    writeFileSync(join(consoleDir, 'index.html'), '<!doctype html><title>console</title>');
    closed = await startServer('sqlite', { demo: false, config: { consoleDir } });
    open = await startServer('sqlite', { demo: false, config: { corsOrigins: ['https://console.example.com'] } });
  });
  afterAll(async () => {
    await closed?.close();
    await open?.close();
    rmSync(consoleDir, { recursive: true, force: true });
  });

  it('sends them on API answers, errors and console pages', async () => {
    const info = await closed.request('GET', '/server/info');
    expectStrictHeaders(info.headers);
    expect(info.headers.get('cache-control')).toBe('no-store');
    expectStrictHeaders((await closed.request('GET', '/profile')).headers);
    expectStrictHeaders((await closed.request('GET', '/no/such/call')).headers);
    const page = await fetch(`${closed.url}/users`);
    expect(page.status).toBe(200);
    expectStrictHeaders(page.headers);
  });

  it('keeps CORS closed unless CORS_ORIGINS is set', async () => {
    const origin = 'https://evil.example.com';
    const simple = await closed.request('GET', '/server/info', { headers: { origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${closed.url}/api/v0/login`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    // Configured: only the named origin is allowed.
    expect((await open.request('GET', '/server/info', { headers: { origin } })).headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${open.url}/api/v0/login`, { method: 'OPTIONS', headers: { origin: 'https://console.example.com', 'access-control-request-method': 'POST' } });
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://console.example.com');
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
  });
});

describe('security headers with telephony', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer('sqlite', { demo: false, config: { telephony: { proxySecret: 'x', wsUrl: 'wss://sip.example.com:8443' } } });
  });
  afterAll(async () => server?.close());

  it("let the console's pages reach the SIP proxy and use a camera and microphone, nothing more", async () => {
    const { headers } = await server.request('GET', '/server/info');
    expectStrictHeaders(headers);
    expect(headers.get('content-security-policy')).toContain("connect-src 'self' wss://sip.example.com:8443;");
    expect(headers.get('permissions-policy')).toBe('camera=(self), microphone=(self), geolocation=()');
  });

  it('keep both closed without telephony', async () => {
    const plain = await startServer('sqlite', { demo: false });
    const { headers } = await plain.request('GET', '/server/info');
    expect(headers.get('content-security-policy')).toContain("connect-src 'self';");
    expect(headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=()');
    await plain.close();
  });
});
