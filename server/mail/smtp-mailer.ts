/** The Mailer over SMTP (nodemailer). The target is read per message, so changed mail settings apply at once. */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Mailer, type MailMessage, MailNotSent, mailFailureOf } from './mailer';
import { smtpTarget } from './smtp-transport';

export function smtpMailer(db: Kysely<any>, smtpUrl: string | undefined, log?: FastifyBaseLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const target = await smtpTarget(db, smtpUrl);
      if (!target) throw new MailNotSent('not_configured');
      // Loaded on the first mail: most processes never send one (3 MB of heap otherwise).
      const { default: nodemailer } = await import('nodemailer');
      const transport = nodemailer.createTransport(target.options);
      try {
        await transport.sendMail({ from: target.from, ...message });
      } catch (error) {
        // The details stay in the server log; the error carries only the kind of cause.
        log?.warn({ err: error }, 'mail not sent');
        throw new MailNotSent(mailFailureOf(error));
      } finally {
        transport.close();
      }
    },
  };
}
