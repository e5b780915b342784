/**
 * The one interface account flows send e-mail through. The SMTP implementation is in smtp-mailer.ts; a
 * test double only needs `send`.
 */
import { AppError } from '../errors';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; fails with MailNotSent. */
  send(message: MailMessage): Promise<void>;
}

/** Why a message did not go: no server to send through, none answering, it refused the message or the address. */
export type MailFailure = 'not_configured' | 'unreachable' | 'refused' | 'address_rejected';

/**
 * mail_not_sent with its cause for the server's own records (an announcement's delivery). The HTTP answer keeps
 * to the catalogue's message: a public caller learns no more than before (only "no mail server configured").
 */
export class MailNotSent extends AppError {
  constructor(readonly failure: MailFailure) {
    super('mail_not_sent', undefined, failure === 'not_configured' ? { reason: 'no mail server configured' } : undefined);
  }
}

/** The cause of a failed send, read from nodemailer's error (its `code`, and `rejected` for refused recipients). */
export function mailFailureOf(error: unknown): MailFailure {
  const { code, rejected, command } = (error ?? {}) as { code?: string; rejected?: unknown[]; command?: string };
  if (code === 'EENVELOPE' && ((rejected?.length ?? 0) > 0 || command === 'RCPT TO')) return 'address_rejected';
  if (code && ['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ECONNREFUSED', 'EGREETING'].includes(code)) return 'unreachable';
  return 'refused';
}
