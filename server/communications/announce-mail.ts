/**
 * An announcement by e-mail, in the recipient's language: the subject, the body as sent (sanitised HTML, with
 * a plain-text part), and the recipient's own link to /announce/:token (a poll's answer form).
 */
import type { Kysely } from 'kysely';
import { translate } from '../../locales';
import type { Config } from '../config';
import type { DeliveryFailure } from '../../schemas/announce-response';
import { type Mailer, MailNotSent } from '../mail/mailer';
import { fillTemplate, groupsOfUser, templateFor } from '../mail/mail-templates';
import { localeOf } from '../mail/templates';
import { readSection } from '../settings/project-settings';
import type { Recipient } from './announce-delivery';
import { richTextToPlain } from './rich-text';

/** One channel of an announcement (e-mail, SMS). */
export interface AnnounceSender {
  /** Sends one recipient's message; a refused or impossible send is an outcome, never a throw. */
  send(announce: Record<string, any>, recipient: Recipient): Promise<{ sent: boolean; error?: DeliveryFailure }>;
}

/** The channels an announcement goes out by, besides the devices (device tasks). */
export interface AnnounceSenders {
  email: AnnounceSender;
  sms: AnnounceSender;
}

/** The recipient's own link to /announce/:token, on the project's public address. */
export async function recipientLink(db: Kysely<any>, config: Pick<Config, 'host' | 'port'>, token: string) {
  const general = await readSection(db, 'general');
  const base = (general.server_url || `http://${config.host}:${config.port}`).replace(/\/+$/, '');
  return { link: `${base}/announce/${token}`, project: String(general.name ?? '') };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const MAIL_FAILURES = { not_configured: 'mail_not_configured', unreachable: 'mail_unreachable', refused: 'mail_refused', address_rejected: 'address_rejected' } as const;

export function announceMailer(db: Kysely<any>, config: Config, mailer: Mailer): AnnounceSender {
  return {
    async send(announce, recipient) {
      const user = await db.selectFrom('users').select(['name', 'email', 'locale']).where('id', '=', recipient.userId).executeTakeFirst();
      if (!user?.email) return { sent: false, error: 'no_email' };
      const { link, project } = await recipientLink(db, config, recipient.token);
      const locale = localeOf(user.locale);
      const say = (key: string, params: Record<string, string> = {}) => translate(locale, `mail.${key}`, { project, ...params });
      const invite = say(announce.type === 'poll' ? 'announce.poll_link' : 'announce.info_link', { link });
      const greeting = say('greeting', { name: String(user.name) });
      const text = [greeting, '', richTextToPlain(String(announce.body)), '', invite, '', say('signature')].join('\n');
      const html = `<!doctype html><html><body><p>${escapeHtml(greeting)}</p>${announce.body}<p>${escapeHtml(invite).replace(escapeHtml(link), `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`)}</p><p>${escapeHtml(say('signature'))}</p></body></html>`;
      // The recipient's group's announcement template, else the project's, wraps the body instead of the built-in text.
      const template = await templateFor(db, 'announcement', await groupsOfUser(db, recipient.userId));
      const values = { name: String(user.name), project, subject: String(announce.subject), body: String(announce.body), link };
      const message = template ? fillTemplate(template, values, ['body']) : { subject: String(announce.subject), text, html };
      try {
        await mailer.send({ to: String(user.email), ...message });
        return { sent: true };
      } catch (error) {
        return { sent: false, error: MAIL_FAILURES[error instanceof MailNotSent ? error.failure : 'refused'] };
      }
    },
  };
}
