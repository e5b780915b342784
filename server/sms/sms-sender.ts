/**
 * Text messages (an announcement sent by SMS, 000 §3.10): one small interface, filled by a vendor's client
 * (twilio.ts) chosen by SMS_URL. A refused or impossible send is an outcome, never a throw.
 */
import { twilioSender } from './twilio';

/** A failed send's cause: the provider did not answer, refused the message, or refused the number as invalid. */
export type SmsFailure = 'unreachable' | 'refused' | 'number_rejected';

export type SmsOutcome = { sent: true; id: string } | { sent: false; failure: SmsFailure; error: string };

export interface SmsSender {
  /** `to` in E.164 (+ and 7 to 15 digits), as users' phones are stored. */
  send(message: { to: string; text: string }): Promise<SmsOutcome>;
}

/**
 * The sender SMS_URL names, or undefined when none is configured:
 * `twilio://ACCOUNT_SID:AUTH_TOKEN@api.twilio.com/?from=%2B15550001111` (HTTPS), or `twilio+http://…` for a
 * server of the same API without TLS (a local one in the tests).
 */
export function smsSenderFor(url: string | undefined, fetchImpl: typeof fetch = fetch): SmsSender | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  const from = parsed.searchParams.get('from') ?? '';
  if (parsed.protocol !== 'twilio:' && parsed.protocol !== 'twilio+http:') throw new Error(`SMS_URL: unknown SMS provider ${parsed.protocol}`);
  if (!parsed.username || !parsed.password || !from) throw new Error('SMS_URL needs the account, its token and ?from=');
  const scheme = parsed.protocol === 'twilio:' ? 'https' : 'http';
  return twilioSender({
    apiBase: `${scheme}://${parsed.host}`,
    accountSid: decodeURIComponent(parsed.username),
    authToken: decodeURIComponent(parsed.password),
    from,
    fetch: fetchImpl,
  });
}
