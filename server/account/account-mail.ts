/**
 * Sends one account e-mail for a freshly issued token. The token row is written first so the link works
 * the moment the mail arrives; if the mail server refuses, the token is deleted again and the caller gets
 * mail_not_sent, so a failed send leaves nothing behind.
 */
import type { Kysely } from 'kysely';
import type { Config } from '../config';
import type { Mailer, MailMessage } from '../mail/mailer';
import { smtpTarget } from '../mail/smtp-transport';
import { fillTemplate, templateFor } from '../mail/mail-templates';
import { type MailKind, localeOf, renderMail } from '../mail/templates';
import { readSection } from '../settings/project-settings';
import { companyOfGroups } from '../settings/white-label';
import { brandedMail } from '../mail/company-branding';
import { deleteToken } from './one-time-tokens';

/** Who an account e-mail goes to; `groups`: theirs, whose mail template it is rendered from (else the project's, else the built-in text). */
export interface MailRecipient {
  email: string;
  name: string;
  locale?: unknown;
  groups?: readonly number[];
}

export interface AccountMailer {
  /** Whether a mail server is configured at all (checked before anything is written). */
  ready(): Promise<boolean>;
  /** Link base: general.server_url, or else http://HOST:PORT. */
  link(path: string): Promise<string>;
  /** The message as it would be sent, not sent (password recovery renders one for unknown addresses too). */
  prepare(kind: MailKind, to: MailRecipient, params?: Record<string, string | number>): Promise<MailMessage>;
  /** tokenId: the token to delete when the mail fails (undefined keeps it: a resend of a live code). */
  send(kind: MailKind, tokenId: string | undefined, to: MailRecipient, params?: Record<string, string | number>): Promise<void>;
}

export function accountMailer(db: Kysely<any>, config: Config, mailer: Mailer): AccountMailer {
  const ready = async () => (await smtpTarget(db, config.smtpUrl)) !== undefined;

  async function link(path: string) {
    const { server_url } = await readSection(db, 'general');
    const base = server_url || `http://${config.host}:${config.port}`;
    return `${base.replace(/\/+$/, '')}${path}`;
  }

  async function prepare(kind: MailKind, to: MailRecipient, params: Record<string, string | number> = {}) {
    const general = await readSection(db, 'general');
    // The management company of the recipient's groups, if one is enabled: a template may name it too.
    const company = await companyOfGroups(db, to.groups ?? []);
    const values = { name: to.name, project: general.name, company: company?.name ?? '', ...params };
    const template = await templateFor(db, kind, to.groups ?? []);
    const message = template ? { to: to.email, ...fillTemplate(template, values) } : renderMail(kind, localeOf(to.locale ?? general.locale), to.email, values);
    return company ? brandedMail(message, company, company.logo ? await link(company.logo) : '') : message;
  }

  async function send(kind: MailKind, tokenId: string | undefined, to: MailRecipient, params: Record<string, string | number> = {}) {
    const message = await prepare(kind, to, params);
    try {
      await mailer.send(message);
    } catch (error) {
      if (tokenId) await deleteToken(db, tokenId);
      throw error;
    }
  }

  return { ready, link, prepare, send };
}
