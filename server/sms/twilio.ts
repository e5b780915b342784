/**
 * Twilio's Programmable Messaging API (2010-04-01): `POST /2010-04-01/Accounts/{sid}/Messages.json`, basic
 * auth with the account and its token, a form body of To, From and Body; 201 with the message's `sid`, or an
 * error `{code, message}` (21211: the To number is not valid).
 */
import type { SmsOutcome, SmsSender } from './sms-sender';

/** Twilio takes at most 1,600 characters in one message (it splits them into segments itself). */
export const MAX_SMS_CHARS = 1600;

/** Twilio's error for a To number that is not a valid phone number. */
const INVALID_TO = 21211;

export interface TwilioSettings {
  apiBase: string;
  accountSid: string;
  authToken: string;
  from: string;
  fetch?: typeof fetch;
}

export function twilioSender(settings: TwilioSettings): SmsSender {
  const call = settings.fetch ?? fetch;
  const url = `${settings.apiBase}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    async send({ to, text }): Promise<SmsOutcome> {
      const body = new URLSearchParams({ To: to, From: settings.from, Body: text.slice(0, MAX_SMS_CHARS) });
      let answer: Response;
      try {
        answer = await call(url, { method: 'POST', headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(15_000) });
      } catch {
        return { sent: false, failure: 'unreachable', error: 'the SMS provider did not answer' };
      }
      const reply = (await answer.json().catch(() => ({}))) as { sid?: string; code?: number; message?: string };
      if (answer.status === 201 && reply.sid) return { sent: true, id: reply.sid };
      return { sent: false, failure: reply.code === INVALID_TO ? 'number_rejected' : 'refused', error: `the SMS provider refused the message${reply.code ? ` (${reply.code}${reply.message ? `: ${reply.message}` : ''})` : ` (HTTP ${answer.status})`}` };
    },
  };
}
