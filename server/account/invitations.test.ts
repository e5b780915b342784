/** Invitations by e-mail (001 §7), over real HTTP and real SMTP, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test-support/eventually';
import { DIALECTS, storeFingerprint } from '../test-support/server';
import { type AccountTestServer, freshEmail, startAccountServer, tokenFromMail } from './account-test-server';

describe.each(DIALECTS)('invitations on %s', (dialect) => {
  let server: AccountTestServer;
  let admin: string;
  let blockA: number;
  let blockB: number;
  let residentRole: number;

  beforeAll(async () => {
    server = await startAccountServer(dialect);
    admin = await server.login('admin');
    const groups = (await server.request('GET', '/groups/items', { token: admin, query: { size: 100 } })).body.data;
    blockA = groups.find((g: { name: string }) => g.name === 'Block A').id;
    blockB = groups.find((g: { name: string }) => g.name === 'Block B').id;
    const roles = (await server.request('GET', '/roles/items', { token: admin, query: { size: 100 } })).body.data;
    residentRole = roles.find((r: { name: string }) => r.name === 'Resident').id;
  });
  afterAll(async () => server?.close());

  const createUser = async (body: Record<string, unknown>) => {
    const answer = await server.request('PUT', '/users', { token: admin, body: { role_id: residentRole, domain_ids: [blockA], ...body } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data as { id: number; login: string };
  };
  const invite = (id: number, token = admin) => server.request('POST', `/users/${id}/registration/invite/send`, { token });

  it('mails a link; the invitee reads who they are, chooses a password once, and signs in verified', async () => {
    const email = freshEmail('invitee');
    const user = await createUser({ login: `invitee.${dialect}`, name: 'Ivy Invitee', email, send_registration_link: false });
    const sent = await invite(user.id);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const mail = await server.smtp.waitFor(email);
    expect(mail.subject).toBe('You are invited to Access console');
    const token = tokenFromMail(mail.text, '/registration/');

    const who = await server.request('GET', `/registration/token/${token}`);
    expect(who.body).toEqual({ data: { login: `invitee.${dialect}`, name: 'Ivy Invitee', email } });
    const weak = await server.request('POST', '/registration/token', { body: { token, password: 'short' } });
    expect(weak.status).toBe(422);
    expect(weak.body.error.fields.password).toBe('Min length 8 chars');

    const accepted = await server.request('POST', '/registration/token', { body: { token, password: 'chosen-password' } });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    const session = await server.login(`invitee.${dialect}`, 'chosen-password');
    expect((await server.request('GET', '/profile', { token: session })).body.data.is_verified).toBe(true);

    const before = await storeFingerprint(server.store);
    const reused = await server.request('POST', '/registration/token', { body: { token, password: 'another-password' } });
    expect(reused.status).toBe(422);
    expect(reused.body.error.code).toBe('invalid_invitation_code');
    expect((await server.request('GET', `/registration/token/${token}`)).body.error.code).toBe('invalid_invitation_code');
    expect(await storeFingerprint(server.store)).toEqual(before);

    const again = await invite(user.id);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('user_already_registered');
  });

  it('is sent on creation when send_registration_link is set and the user has an e-mail', async () => {
    const email = freshEmail('auto');
    await createUser({ login: `auto.${dialect}`, name: 'Auto Invite', email });
    const token = tokenFromMail((await server.smtp.waitFor(email)).text, '/registration/');
    expect((await server.request('GET', `/registration/token/${token}`)).body.data.login).toBe(`auto.${dialect}`);
  });

  it('a new invitation makes the older link useless', async () => {
    const email = freshEmail('twice');
    const user = await createUser({ login: `twice.${dialect}`, name: 'Twice', email, send_registration_link: false });
    await invite(user.id);
    const first = tokenFromMail((await server.smtp.waitFor(email)).text, '/registration/');
    await invite(user.id);
    // The second mail by count, not by time: both may arrive within one millisecond.
    const mails = await eventually(() => server.smtp.to(email), (received) => received.length === 2);
    expect(mails).toHaveLength(2);
    const second = tokenFromMail(mails[1].text, '/registration/');
    expect((await server.request('GET', `/registration/token/${first}`)).status).toBe(422);
    expect((await server.request('GET', `/registration/token/${second}`)).status).toBe(200);
  });

  it('refuses a user without e-mail, a user out of the inviter\'s scope, and acceptance when closed', async () => {
    const noMail = await createUser({ login: `nomail.${dialect}`, name: 'No Mail', send_registration_link: false });
    const needs = await invite(noMail.id);
    expect(needs.status).toBe(422);
    expect(needs.body.error.code).toBe('user_needs_email');

    const other = await createUser({ login: `blockb.${dialect}`, name: 'Block B', email: freshEmail('b'), domain_ids: [blockB], send_registration_link: false });
    const managerA = await server.login('manager.a');
    expect((await invite(other.id, managerA)).status).toBe(404);
    const resident = await server.login('resident1');
    expect((await invite(other.id, resident)).status).toBe(404);

    const email = freshEmail('closed');
    const user = await createUser({ login: `closed.${dialect}`, name: 'Closed', email, send_registration_link: false });
    await invite(user.id);
    const token = tokenFromMail((await server.smtp.waitFor(email)).text, '/registration/');
    try {
      await server.setGeneral({ can_user_register_by_token: false });
      const before = await storeFingerprint(server.store);
      const closed = await server.request('POST', '/registration/token', { body: { token, password: 'chosen-password' } });
      expect(closed.status).toBe(403);
      expect(closed.body.error.code).toBe('registration_closed');
      expect(await storeFingerprint(server.store)).toEqual(before);
    } finally {
      await server.setGeneral({ can_user_register_by_token: true });
    }
  });
});
