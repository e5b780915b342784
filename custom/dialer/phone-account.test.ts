/** The STUN server the server answers (GET /profile/sip-account) reaches every call's RTCPeerConnection configuration. */
import { describe, expect, it } from 'vitest';
import { sipAccountAnswer } from '../../schemas/sip-account';
import { mediaOptions, phoneAccountOf } from './phone-account';

const answer = sipAccountAnswer.parse({
  available: true,
  ws_url: 'wss://phones.example.net:8443',
  domain: 'phones.example.net',
  display_name: 'Resident One',
  ice_servers: [{ urls: 'stun:stun.example.net:3479' }],
  numbers: [{ number: '1001', name: '', password: 'Secret1Pass' }, { number: '1002', name: '', password: 'Other1Pass' }],
});

describe("the web phone's configuration", () => {
  it('places and answers calls through the configured STUN server', () => {
    const account = phoneAccountOf(answer as Extract<typeof answer, { available: true }>);
    expect(account).toMatchObject({ number: '1001', password: 'Secret1Pass', ice_servers: [{ urls: 'stun:stun.example.net:3479' }] });
    expect(mediaOptions(account, true)).toEqual({ mediaConstraints: { audio: true, video: true }, pcConfig: { iceServers: [{ urls: 'stun:stun.example.net:3479' }] } });
  });

  it('has no ICE server when none is configured', () => {
    expect(mediaOptions({ ice_servers: [] }, false).pcConfig.iceServers).toEqual([]);
  });
});
