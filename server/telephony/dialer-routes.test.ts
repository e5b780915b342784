/** The web phone's calls (dialer-routes.ts) on both databases: generate, contacts, call info, and who may ask. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';

describe.each(DIALECTS)('dialer calls on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => server?.close());

  it('suggests a free number and a strong password to those who may create numbers', async () => {
    const { status, body } = await server.request('GET', '/virtual-numbers/generate', { token: admin });
    expect(status).toBe(200);
    // The demo's four-digit numbers end with its second door panel, 2002.
    expect(body.data.number).toBe('2003');
    expect(body.data.password).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z]).{16}$/);
    expect((await server.request('GET', '/virtual-numbers/generate', { token: await server.login('resident1') })).status).toBe(403);
  });

  it("lists a resident's contacts: their building's line, never their own number", async () => {
    const { body } = await server.request('GET', '/calls/contacts', { token: await server.login('resident1') });
    const numbers = (body.data as { number: string }[]).map((contact) => contact.number);
    // Block A's panels and concierge desk, their own apartment's number; not Block B, not themselves.
    expect(numbers).toContain('2001');
    expect(numbers).toContain('900');
    expect(numbers).toContain('111');
    expect(numbers).not.toContain('1001');
    expect(numbers).not.toContain('211');
    const desk = (body.data as { number: string; name: string }[]).find((contact) => contact.number === '900');
    expect(desk?.name).toBe('Concierge desk, Block A');
  });

  it('tells who a number is only to those who may call it', async () => {
    const resident = await server.login('resident1');
    expect((await server.request('GET', '/calls/info/900', { token: resident })).body.data).toEqual({ address: 'Block A, ground floor', user: null });
    expect((await server.request('GET', '/calls/info/1001', { token: resident })).body.data.user).toBe('Resident 1');
    expect((await server.request('GET', '/calls/info/211', { token: resident })).status).toBe(404);
    expect((await server.request('GET', '/calls/info/nonsense', { token: resident })).status).toBe(404);
  });
});
