/**
 * The mail settings' test (001 §7 "mail test"): one e-mail through the SMTP server of the given settings, in the
 * recipient's language. A failure is mail_not_sent with its kind (`failure`) and the SMTP server's own words
 * (`reason`), which an administrator needs to fix the settings, unlike a public caller of the account flows.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LocaleCode } from '../../locales';
import type { MAIL_TEST_FAILURES } from '../../schemas/settings/mail';
import { AppError } from '../errors';
import type { MailSettings } from '../settings/project-settings';
import { mailFailureOf } from './mailer';
import { smtpTargetOf } from './smtp-transport';
import { renderMail } from './templates';

type MailTestFailure = (typeof MAIL_TEST_FAILURES)[number];

function failureOf(error: unknown): { failure: MailTestFailure; reason: string } {
  const { code, response, message } = (error ?? {}) as { code?: string; response?: string; message?: string };
  // A refused login is the usual mistake in a form: said apart from other refusals.
  const failure = code === 'EAUTH' ? 'auth_failed' : mailFailureOf(error);
  return { failure, reason: String(response || message || code || '').slice(0, 500) };
}

export async function sendTestMail(mail: MailSettings, to: string, locale: LocaleCode, project: string, log?: FastifyBaseLogger) {
  const target = smtpTargetOf(mail);
  if (!target) throw new AppError('mail_not_sent', undefined, { failure: 'not_configured', reason: 'no mail server configured' });
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(target.options);
  try {
    await transport.sendMail({ from: target.from, ...renderMail('mail_test', locale, to, { name: to, project }) });
  } catch (error) {
    log?.info({ err: error }, 'mail test failed');
    throw new AppError('mail_not_sent', undefined, failureOf(error));
  } finally {
    transport.close();
  }
}
