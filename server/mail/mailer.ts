/**
 * The one interface account flows send e-mail through. The SMTP implementation is in smtp-mailer.ts; a
 * test double only needs `send`.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the message; fails with AppError('mail_not_sent'). */
  send(message: MailMessage): Promise<void>;
}
