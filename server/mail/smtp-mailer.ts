/** The Mailer over SMTP (nodemailer). The target is read per message, so changed mail settings apply at once. */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { AppError } from '../errors';
import type { Mailer, MailMessage } from './mailer';
import { smtpTarget } from './smtp-transport';

export function smtpMailer(db: Kysely<any>, smtpUrl: string | undefined, log?: FastifyBaseLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const target = await smtpTarget(db, smtpUrl);
      if (!target) throw new AppError('mail_not_sent', undefined, { reason: 'no mail server configured' });
      // Loaded on the first mail: most processes never send one (3 MB of heap otherwise).
      const { default: nodemailer } = await import('nodemailer');
      const transport = nodemailer.createTransport(target.options);
      try {
        await transport.sendMail({ from: target.from, ...message });
      } catch (error) {
        // The cause stays in the server log; the caller learns only that the mail did not go.
        log?.warn({ err: error }, 'mail not sent');
        throw new AppError('mail_not_sent');
      } finally {
        transport.close();
      }
    },
  };
}
