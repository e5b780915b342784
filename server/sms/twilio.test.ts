/** The Twilio client against a local server of Twilio's Messages API (server/test-support/twilio-server.ts). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTwilioServer } from '../test-support/twilio-server';
import { smsSenderFor } from './sms-sender';
import { MAX_SMS_CHARS } from './twilio';

describe('SMS through the Twilio API', () => {
  let twilio: Awaited<ReturnType<typeof startTwilioServer>>;
  beforeAll(async () => {
    twilio = await startTwilioServer();
  });
  afterAll(async () => twilio?.close());

  it('sends a message and gets its id', async () => {
    const outcome = await smsSenderFor(twilio.url)!.send({ to: '+380501234567', text: 'Hot water is off on Monday' });
    expect(outcome).toMatchObject({ sent: true, id: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    expect(twilio.messages.at(-1)).toMatchObject({ to: '+380501234567', from: '+15550001111', body: 'Hot water is off on Monday' });
  });

  it('cuts a long text to what one message may hold', async () => {
    await smsSenderFor(twilio.url)!.send({ to: '+380501234567', text: 'x'.repeat(5000) });
    expect(twilio.messages.at(-1)!.body).toHaveLength(MAX_SMS_CHARS);
  });

  it("says why the provider refused, and never throws", async () => {
    expect(await smsSenderFor(twilio.url)!.send({ to: '12345', text: 'hello' })).toEqual({ sent: false, failure: 'number_rejected', error: expect.stringContaining('21211') });
    const wrongToken = twilio.url.replace(/:[0-9a-f]{32}@/, ':0000@');
    expect(await smsSenderFor(wrongToken)!.send({ to: '+380501234567', text: 'hello' })).toEqual({ sent: false, failure: 'refused', error: expect.stringContaining('20003') });
    const nobody = 'twilio+http://AC1:token@127.0.0.1:1/?from=%2B15550001111';
    expect(await smsSenderFor(nobody)!.send({ to: '+380501234567', text: 'hello' })).toEqual({ sent: false, failure: 'unreachable', error: 'the SMS provider did not answer' });
  });

  it('is off without SMS_URL, and refuses a URL it cannot use', () => {
    expect(smsSenderFor(undefined)).toBeUndefined();
    expect(() => smsSenderFor('smpp://x:y@host/?from=1')).toThrow('unknown SMS provider');
    expect(() => smsSenderFor('twilio://AC1@api.twilio.com/?from=%2B1555')).toThrow('needs the account');
  });
});
