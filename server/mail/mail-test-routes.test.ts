/**
 * POST /project-settings/mail/test over real HTTP against a real SMTP receiver on loopback that wants a login:
 * the form's unsaved settings are tested and not stored, the stored password kept by the placeholder, a wrong
 * password refused by the SMTP server answered with its words; only those who may change mail settings test them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_PLACEHOLDER } from '../../schemas/define-entity';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type SmtpReceiver, startSmtp } from '../test-support/smtp';

const credentials = { username: 'console', password: 'right-password' };

describe.each(DIALECTS)('mail test on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpReceiver;
  let admin: string;
  const settingsRows = () => server.store.db.selectFrom('project_settings').selectAll().orderBy('section').execute();
  const test = (body: unknown, token = admin) => server.request('POST', '/project-settings/mail/test', { token, body });
  const smtpForm = () => ({ type: 'smtp', settings: { host: '127.0.0.1', port: smtp.port, encryption: 'none', from_address: 'console@example.com', ...credentials } });

  beforeAll(async () => {
    smtp = await startSmtp(0, '127.0.0.1', { credentials });
    server = await startServer(dialect);
    admin = await server.login('admin');
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends with the form’s unsaved settings and stores nothing', async () => {
    const before = await settingsRows();
    const sent = await test({ email: 'unsaved@example.com', settings: smtpForm() });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toEqual({ to: 'unsaved@example.com' });
    const mail = await smtp.waitFor('unsaved@example.com');
    expect(mail.from).toBe('console@example.com');
    expect(mail.subject).toMatch(/^Test e-mail from /);
    expect(await settingsRows()).toEqual(before);
  });

  it('sends to the signed-in user’s address in their language when none is given', async () => {
    await server.store.db.updateTable('users').set({ email: 'admin.test@example.com', locale: 'ru' }).where('login', '=', 'admin').execute();
    const sent = await test({ settings: smtpForm() });
    expect(sent.status).toBe(200);
    expect(sent.body.data.to).toBe('admin.test@example.com');
    expect((await smtp.waitFor('admin.test@example.com')).subject).toMatch(/^Проверочное письмо из /);
    // A user without an address tests to the sender's own; with neither, the address is asked for.
    await server.store.db.updateTable('users').set({ email: null }).where('login', '=', 'admin').execute();
    expect((await test({ settings: smtpForm() })).body.data).toEqual({ to: 'console@example.com' });
    const nowhere = await test({ settings: { ...smtpForm(), settings: { ...smtpForm().settings, from_address: '' } } });
    expect(nowhere.status).toBe(422);
    expect(Object.keys(nowhere.body.error.fields)).toEqual(['email']);
  });

  it('answers mail_not_sent with the SMTP server’s words when it refuses the password; the placeholder keeps the stored one', async () => {
    expect((await server.request('PATCH', '/project-settings/mail', { token: admin, body: smtpForm() })).status).toBe(200);
    const wrong = await test({ email: 'wrong@example.com', settings: { settings: { password: 'wrong-password' } } });
    expect(wrong.status).toBe(503);
    expect(wrong.body.error).toMatchObject({ code: 'mail_not_sent', failure: 'auth_failed' });
    expect(wrong.body.error.reason).toContain('535');
    expect(smtp.to('wrong@example.com')).toEqual([]);
    const kept = await test({ email: 'kept@example.com', settings: { settings: { password: PASSWORD_PLACEHOLDER } } });
    expect(kept.status).toBe(200);
    await smtp.waitFor('kept@example.com');
  });

  it('says why when no server answers, when mail is off, and when the settings are not valid', async () => {
    const closed = await test({ email: 'closed@example.com', settings: { settings: { port: 1 } } });
    expect(closed.status).toBe(503);
    expect(closed.body.error).toMatchObject({ code: 'mail_not_sent', failure: 'unreachable' });
    expect((await test({ email: 'off@example.com', settings: { type: 'none' } })).body.error).toMatchObject({ code: 'mail_not_sent', failure: 'not_configured' });
    const invalid = await test({ email: 'x@example.com', settings: { settings: { port: 0 } } });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.error.fields)).toEqual(['settings.port']);
  });

  it('is refused to visitors, to those who may only view the settings, and to others', async () => {
    expect((await test({ email: 'nobody@example.com' }, '')).status).toBe(401);
    for (const login of ['auditor', 'manager.a', 'resident1']) {
      const refused = await test({ email: 'nobody@example.com', settings: smtpForm() }, await server.login(login));
      expect(refused.status).toBe(403);
    }
    expect(smtp.to('nobody@example.com')).toEqual([]);
  });
});
