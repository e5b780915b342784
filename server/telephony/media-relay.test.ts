/**
 * The media relay (media-relay.ts, Kamailio's route MEDIA): a door panel that speaks plain SIP over UDP with
 * RTP/AVP calls a web phone through Kamailio and rtpengine. The web phone is offered what a browser takes
 * (ICE, DTLS-SRTP, the relay's address), the panel is answered with plain RTP on the relay's address, the relay
 * carries the call while it lasts and frees it at the hang-up. A call between two web phones is not relayed.
 * SQLite only: the relay touches no data, and the call history is tested on both databases in sip-proxy.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startServer } from '../test-support/server';
import { freePort } from '../free-port';
import { SipPhone, sessionEvent } from '../../fleet/sip-phone';
import { PlainSipPhone, sdpAudio } from '../../fleet/plain-sip-phone';
import { type SipProxy, startSipProxy } from './sip-proxy-process';
import { askMediaRelay } from './media-relay';

const SECRET = 'media-relay-test-secret';
const DOMAIN = '127.0.0.1';
const PORTS = { min: 41000, max: 41199 };

describe('the media relay between plain-SIP door panels and web phones', () => {
  let server: TestServer;
  let proxy: SipProxy;
  let panel: PlainSipPhone;
  let resident: SipPhone;
  const phones: SipPhone[] = [];
  const passwordOf = async (number: string) =>
    String((await server.store.db.selectFrom('virtual_numbers').select('password').where('number', '=', number).executeTakeFirstOrThrow()).password);
  const relayedCalls = async () => String(await askMediaRelay(proxy.mediaRelay!.options.controlPort, 'list', 1000));
  const webPhone = async (number: string) => {
    const phone = new SipPhone({ number, password: await passwordOf(number), wsUrl: proxy.wsUrl, domain: DOMAIN });
    phones.push(phone);
    await phone.register();
    return phone;
  };

  beforeAll(async () => {
    server = await startServer('sqlite', { config: { telephony: { proxySecret: SECRET } } });
    const [sip, ws, control] = [await freePort(), await freePort(), await freePort()];
    proxy = await startSipProxy({
      sip: { host: '127.0.0.1', port: sip }, ws: { host: '127.0.0.1', port: ws }, consoleUrl: `${server.url}/api/v0`, secret: SECRET, aliases: [],
      mediaRelay: { address: '127.0.0.1', controlPort: control, ports: PORTS },
    });
    resident = await webPhone('1001');
    panel = await PlainSipPhone.open({ number: '2001', password: await passwordOf('2001'), proxy: { host: '127.0.0.1', port: sip }, domain: DOMAIN });
  });
  afterAll(async () => {
    panel?.close();
    await Promise.all(phones.map((phone) => phone.stop().catch(() => undefined)));
    if (process.env.SIP_TEST_LOG) (await import('node:fs')).writeFileSync(`${process.env.SIP_TEST_LOG}-media.log`, `${proxy.log()}\n${proxy.mediaRelay?.log()}`);
    await proxy?.stop();
    await server?.close();
  });

  const inRelayRange = (port: number) => port >= PORTS.min && port <= PORTS.max;

  it("offers a plain panel's call to the web phone as WebRTC, answers the panel in plain RTP, and frees the relay at the hang-up", async () => {
    const calling = panel.call('1001');
    const ringing = await resident.nextCall();
    const offer = String((ringing as unknown as { _request: { body: string } })._request.body);
    expect(offer).toMatch(/^m=audio \d+ UDP\/TLS\/RTP\/SAVPF /m);
    expect(offer).toMatch(/^a=fingerprint:/m);
    expect(offer).toMatch(/^a=ice-ufrag:/m);
    expect(offer).toMatch(/^a=candidate:/m);
    expect(inRelayRange(sdpAudio(offer).port)).toBe(true);

    resident.answer(ringing);
    const call = await calling;
    expect(call.answer).toMatch(/^m=audio \d+ RTP\/AVP /m);
    expect(call.answer).not.toMatch(/^a=(ice-ufrag|fingerprint|candidate)/m);
    expect(call.answer).not.toMatch(/^m=video/m);
    // The relay's port; its address is the one the web phone gave (the Node phone's, 0.0.0.0: it has no media).
    expect(inRelayRange(sdpAudio(call.answer).port)).toBe(true);
    expect(await relayedCalls()).toContain(call.callId);

    const ended = sessionEvent(ringing, 'ended');
    await call.hangUp();
    await ended;
    await expect.poll(relayedCalls, { timeout: 3000 }).not.toContain(call.callId);
    await expect
      .poll(async () => (await server.request('GET', '/call-history/items', { token: await server.login('admin'), query: { sort: '-started_at' } })).body.data[0], { timeout: 3000 })
      .toMatchObject({ from_number: '2001', to_number: '1001', answered_by: '1001', result: 'answered', status: 'destroyed' });
  });

  it('leaves a call between two web phones to their own media', async () => {
    // The concierge may call the residents below them.
    const concierge = await webPhone('1900');
    const outgoing = concierge.call('1001');
    const ringing = await resident.nextCall();
    const offer = String((ringing as unknown as { _request: { body: string } })._request.body);
    expect(inRelayRange(sdpAudio(offer).port)).toBe(false);
    resident.answer(ringing);
    await sessionEvent(outgoing, 'confirmed');
    const callId = String((ringing as unknown as { _request: { call_id: string } })._request.call_id);
    expect(callId).not.toBe('');
    expect(await relayedCalls()).not.toContain(callId);
    const ended = sessionEvent(ringing, 'ended');
    outgoing.terminate();
    await ended;
  });
});
