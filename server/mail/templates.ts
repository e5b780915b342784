/**
 * Account e-mails in the recipient's language (locales/account.{lang}.ts → mail). The HTML part is the
 * same text, escaped, with the link made clickable.
 */
import { type LocaleCode, locales, translate } from '../../locales';
import type { MailMessage } from './mailer';

export type MailKind = 'registration_confirm' | 'self_registration_code' | 'invitation' | 'password_reset';

export interface MailParams {
  name: string;
  project: string;
  link?: string;
  [key: string]: string | number | undefined;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function localeOf(value: unknown): LocaleCode {
  return typeof value === 'string' && value in locales ? (value as LocaleCode) : 'en';
}

/** `mail_test`: the mail settings' test (server/mail/mail-test.ts), which no mail template replaces. */
export function renderMail(kind: MailKind | 'mail_test', locale: LocaleCode, to: string, params: MailParams): MailMessage {
  const values = Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as Record<string, string | number>;
  const say = (key: string) => translate(locale, `mail.${key}`, values);
  const lines = [say('greeting'), '', ...say(`${kind}.text`).split('\n'), '', say('signature')];
  const html = lines
    .map((line) => (params.link && line === params.link ? `<a href="${escapeHtml(line)}">${escapeHtml(line)}</a>` : escapeHtml(line)))
    .join('<br>\n');
  return { to, subject: say(`${kind}.subject`), text: lines.join('\n'), html: `<!doctype html><html><body>${html}</body></html>` };
}
