/**
 * Where mail goes: SMTP_URL when set (one place for operators and tests), else Project settings → Mail
 * when its type is smtp. Undefined means no mail server is configured.
 */
import type { Kysely } from 'kysely';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import { type MailSettings, readSection } from '../settings/project-settings';

export interface SmtpTarget {
  options: SMTPTransport.Options;
  from: string;
}

const DEFAULT_FROM = 'no-reply@localhost';

export async function smtpTarget(db: Kysely<any>, smtpUrl: string | undefined): Promise<SmtpTarget | undefined> {
  const mail = await readSection(db, 'mail');
  if (!smtpUrl) return smtpTargetOf(mail);
  return { options: { url: smtpUrl, ...TIMEOUTS }, from: senderOf(mail) };
}

// The sender of the mail settings applies with SMTP_URL too: the URL names the server, not the sender.
function senderOf(mail: MailSettings) {
  const fromAddress = mail.settings.from_address || DEFAULT_FROM;
  return mail.settings.from_name ? `"${mail.settings.from_name.replace(/["\r\n]/g, '')}" <${fromAddress}>` : fromAddress;
}

/** The SMTP server of these mail settings (the stored ones, or a form's to test); undefined when mail is off. */
export function smtpTargetOf(mail: MailSettings): SmtpTarget | undefined {
  if (mail.type !== 'smtp' || mail.settings.host === '') return undefined;
  const { host, port, username, password, encryption } = mail.settings;
  return {
    from: senderOf(mail),
    options: {
      host,
      port,
      // ssl: TLS from the first byte (465); tls: STARTTLS required; none: plain (loopback relays).
      secure: encryption === 'ssl',
      requireTLS: encryption === 'tls',
      ignoreTLS: encryption === 'none',
      ...(username && { auth: { user: username, pass: password } }),
      ...TIMEOUTS,
    },
  };
}

// A dead mail server must not hold a public request for nodemailer's default minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
