/** The SMTP mailer against a real receiver: SMTP_URL, else Project settings → Mail, else mail_not_sent; on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSection, writeSection } from '../settings/project-settings';
import { DIALECTS, type TestServer, startServer } from '../test-support/server';
import { type SmtpReceiver, startSmtp } from '../test-support/smtp';
import { smtpMailer } from './smtp-mailer';
import { renderMail } from './templates';

describe.each(DIALECTS)('smtp mailer on %s', (dialect) => {
  let server: TestServer;
  let smtp: SmtpReceiver;
  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer(dialect, { demo: false });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('sends through SMTP_URL', async () => {
    await smtpMailer(server.store.db, smtp.url).send({ to: 'url@example.com', subject: 'Über', text: 'Straße 5' });
    const mail = await smtp.waitFor('url@example.com');
    expect(mail).toMatchObject({ subject: 'Über', text: 'Straße 5' });
  });

  it('sends through the project mail settings when SMTP_URL is unset, from their address', async () => {
    const db = server.store.db;
    const mailer = smtpMailer(db, undefined);
    await expect(mailer.send({ to: 'settings@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ key: 'mail_not_sent' });
    const mail = await readSection(db, 'mail');
    await writeSection(db, 'mail', { type: 'smtp', settings: { ...mail.settings, host: '127.0.0.1', port: smtp.port, from_address: 'console@example.com', encryption: 'none' } });
    await mailer.send({ to: 'settings@example.com', subject: 'via settings', text: 'hello' });
    expect(await smtp.waitFor('settings@example.com')).toMatchObject({ subject: 'via settings', from: 'console@example.com' });
    await writeSection(db, 'mail', { type: 'smtp', settings: { ...mail.settings, host: '127.0.0.1', port: 1, encryption: 'none' } });
    await expect(mailer.send({ to: 'settings@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ key: 'mail_not_sent' });
    await writeSection(db, 'mail', mail);
  });
});

describe('account mail texts', () => {
  it('are in the recipient language, with the link clickable and the rest escaped in HTML', () => {
    const link = 'http://console.example/password/reset/abc';
    const uk = renderMail('password_reset', 'uk', 'a@example.com', { name: '<Ann>', project: 'Home', link, minutes: 60 });
    expect(uk.subject).toBe('Зміна пароля');
    expect(uk.text).toContain('Вітаємо, <Ann>!');
    expect(uk.text).toContain(link);
    expect(uk.html).toContain(`<a href="${link}">`);
    expect(uk.html).toContain('&#60;Ann&#62;');
    expect(uk.html).not.toContain('<Ann>');
    expect(renderMail('self_registration_code', 'en', 'a@example.com', { name: 'A', project: 'Home', code: '123456', minutes: 30 }).subject).toBe('Your confirmation code: 123456');
  });
});
