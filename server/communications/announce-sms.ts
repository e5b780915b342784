/**
 * An announcement by SMS, in the recipient's language: the subject, the body as plain text, and the recipient's
 * own link to /announce/:token, to the phone of their profile (E.164). Without SMS_URL, nothing is sent and
 * each recipient's delivery says so.
 */
import type { Kysely } from 'kysely';
import { translate } from '../../locales';
import type { Config } from '../config';
import { localeOf } from '../mail/templates';
import type { SmsSender } from '../sms/sms-sender';
import { type AnnounceSender, recipientLink } from './announce-mail';
import { richTextToPlain } from './rich-text';

const SMS_FAILURES = { unreachable: 'sms_unreachable', refused: 'sms_refused', number_rejected: 'phone_rejected' } as const;

export function announceTexter(db: Kysely<any>, config: Pick<Config, 'host' | 'port'>, sms: SmsSender | undefined): AnnounceSender {
  return {
    async send(announce, recipient) {
      if (!sms) return { sent: false, error: 'sms_not_configured' };
      const user = await db.selectFrom('users').select(['locale', 'profile']).where('id', '=', recipient.userId).executeTakeFirst();
      const profile = typeof user?.profile === 'string' ? (JSON.parse(user.profile) as { phone?: string }) : (user?.profile as { phone?: string } | undefined);
      if (!profile?.phone) return { sent: false, error: 'no_phone' };
      const { link, project } = await recipientLink(db, config, recipient.token);
      const invite = translate(localeOf(user?.locale), `mail.announce.${announce.type === 'poll' ? 'poll_link' : 'info_link'}`, { link, project });
      const text = [String(announce.subject), richTextToPlain(String(announce.body)), invite].filter(Boolean).join('\n\n');
      const outcome = await sms.send({ to: profile.phone, text });
      return outcome.sent ? { sent: true } : { sent: false, error: SMS_FAILURES[outcome.failure] };
    },
  };
}
