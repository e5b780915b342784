/**
 * An e-mailed announcement's failed deliveries say why, by a key the console translates (issue 34 §7), on
 * SQLite and PostgreSQL: no mail server configured, a server nobody answers at, one that refuses the message,
 * one that rejects the address (the other recipient's mail still goes), a user without an e-mail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../free-port';
import { readSection, writeSection } from '../settings/project-settings';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type SmtpReceiver, startSmtp } from '../test-support/smtp';

type Row = Record<string, any>;

describe.each(DIALECTS)('e-mailed announcement failures on %s', (dialect) => {
  let server: TestServer;
  let admin: string;
  const receivers: SmtpReceiver[] = [];
  const users: Record<string, number> = {};

  beforeAll(async () => {
    server = await startServer(dialect);
    admin = await server.login('admin');
    for (const user of (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as Row[]) users[user.login] = user.id;
  });
  afterAll(async () => {
    await server?.close();
    for (const receiver of receivers) await receiver.close();
  });

  /** Points Project settings → Mail at a loopback port (no SMTP_URL in these servers). */
  const mailTo = async (port: number | undefined) => {
    const mail = await readSection(server.store.db, 'mail');
    await writeSection(server.store.db, 'mail', port === undefined ? { ...mail, type: 'none' } : { type: 'smtp', settings: { ...mail.settings, host: '127.0.0.1', port, encryption: 'none' } });
  };
  /** Starts an e-mail announcement to resident1 and resident2 and answers their deliveries by login. */
  const announce = async (name: string) => {
    const created = await server.request('PUT', '/announces', { token: admin, body: { name: `${name} ${dialect}`, subject: name, send_via: 'email', users: [users.resident1, users.resident2] } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await server.request('POST', `/announces/${created.body.data.id}/start`, { token: admin })).status).toBe(200);
    const filters = { items: [{ field: 'announce_id', rule: 'equals', value: created.body.data.id }] };
    const rows = (await server.request('GET', '/announces/responses/items', { token: admin, query: { filters } })).body.data as Row[];
    const login = Object.fromEntries(Object.entries(users).map(([name, id]) => [id, name]));
    return Object.fromEntries(rows.map((row) => [login[row.user_id], { delivery: row.delivery, error: row.error }]));
  };

  it('says the mail is not configured when no mail server is', async () => {
    await mailTo(undefined);
    expect(await announce('No server')).toEqual({
      resident1: { delivery: 'failed', error: 'mail_not_configured' },
      resident2: { delivery: 'failed', error: 'mail_not_configured' },
    });
  });

  it('says the server could not be reached when nobody answers at its address', async () => {
    await mailTo(await freePort());
    expect(await announce('Nobody there')).toMatchObject({ resident1: { delivery: 'failed', error: 'mail_unreachable' } });
  });

  it('says the server refused the message when it does', async () => {
    const refusing = await startSmtp(0, '127.0.0.1', { refuseMessages: true });
    receivers.push(refusing);
    await mailTo(refusing.port);
    expect(await announce('Refused')).toMatchObject({ resident1: { delivery: 'failed', error: 'mail_refused' }, resident2: { delivery: 'failed', error: 'mail_refused' } });
  });

  it('says which address the server rejected, and delivers to the others', async () => {
    const picky = await startSmtp(0, '127.0.0.1', { rejectRecipients: ['resident1@example.com'] });
    receivers.push(picky);
    await mailTo(picky.port);
    expect(await announce('Picky')).toEqual({ resident1: { delivery: 'failed', error: 'address_rejected' }, resident2: { delivery: 'sent', error: null } });
    expect(picky.to('resident2@example.com')).toHaveLength(1);
  });

  it('says the user has no e-mail', async () => {
    const cleared = await server.request('PATCH', `/users/${users.resident2}`, { token: admin, body: { email: '' } });
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(await announce('No address')).toMatchObject({ resident2: { delivery: 'failed', error: 'no_email' } });
  });
});
