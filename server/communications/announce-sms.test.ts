/**
 * Announcements by SMS (issue 15 §7) over real HTTP on SQLite and PostgreSQL: started, each recipient with a
 * phone gets the subject, the text and their own link through the Twilio API (a local server speaking it);
 * a recipient without a phone, or a server without SMS_URL, is a failed delivery that says why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { startTwilioServer } from '../test-support/twilio-server';

type Row = Record<string, any>;

describe.each(DIALECTS)('announcements by SMS on %s', (dialect) => {
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  let server: TestServer;
  let admin: string;
  const users: Record<string, number> = {};

  beforeAll(async () => {
    twilio = await startTwilioServer();
    server = await startServer(dialect, { config: { smsUrl: twilio.url } });
    admin = await server.login('admin');
    for (const user of (await server.request('GET', '/users/items', { token: admin, query: { size: 100 } })).body.data as Row[]) users[user.login] = user.id;
    const phoned = await server.request('PATCH', `/users/${users.resident1}`, { token: admin, body: { profile: { phone: '+380501112233' } } });
    expect(phoned.status, JSON.stringify(phoned.body)).toBe(200);
  });
  afterAll(async () => {
    await server?.close();
    await twilio?.close();
  });

  const deliveries = async (id: number) =>
    (await server.request('GET', '/announces/responses/items', { token: admin, query: { filters: { items: [{ field: 'announce_id', rule: 'equals', value: id }] } } })).body.data as Row[];

  it("texts each recipient with a phone their own link, and says why the others got nothing", async () => {
    const created = await server.request('PUT', '/announces', {
      token: admin,
      body: { name: `Lift ${dialect}`, subject: 'The lift stops on Friday', send_via: 'sms', body: '<p>The lift is serviced <strong>from 10 to 12</strong>.</p>', users: [users.resident1, users.resident2] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const before = twilio.messages.length;
    expect((await server.request('POST', `/announces/${created.body.data.id}/start`, { token: admin })).status).toBe(200);
    const sent = twilio.messages.slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: '+380501112233', from: '+15550001111' });
    expect(sent[0].body).toContain('The lift stops on Friday');
    expect(sent[0].body).toContain('The lift is serviced from 10 to 12.');
    expect(sent[0].body).toMatch(/\/announce\/[\w-]{20,}/);
    const byUser = Object.fromEntries((await deliveries(created.body.data.id)).map((r) => [r.user_id, r]));
    expect(byUser[users.resident1]).toMatchObject({ channel: 'sms', delivery: 'sent', error: null });
    expect(byUser[users.resident2]).toMatchObject({ channel: 'sms', delivery: 'failed', error: 'no_phone' });
  });

  it('without an SMS provider, every SMS delivery fails saying so', async () => {
    const bare = await startServer(dialect);
    try {
      const token = await bare.login('admin');
      const resident = ((await bare.request('GET', '/users/items', { token, query: { size: 100 } })).body.data as Row[]).find((u) => u.login === 'resident1')!;
      const created = await bare.request('PUT', '/announces', { token, body: { name: 'No SMS', subject: 'Hello', send_via: 'sms', users: [resident.id] } });
      await bare.request('POST', `/announces/${created.body.data.id}/start`, { token });
      const [delivery] = (await bare.request('GET', '/announces/responses/items', { token, query: { filters: { items: [{ field: 'announce_id', rule: 'equals', value: created.body.data.id }] } } })).body.data as Row[];
      expect(delivery).toMatchObject({ delivery: 'failed', error: 'sms_not_configured' });
    } finally {
      await bare.close();
    }
  });
});
