/**
 * What the web phone is made with, from the server's account answer (GET /profile/sip-account): the first own
 * number, and the ICE servers (the SIP settings' STUN server, 001 §7 Phone) every call's RTCPeerConnection uses.
 */
import type { SipAccountAnswer } from '../../schemas/sip-account';

export interface WebPhoneAccount {
  ws_url: string;
  domain: string;
  display_name: string;
  number: string;
  password: string;
  ice_servers: RTCIceServer[];
}

type Available = Extract<SipAccountAnswer, { available: true }>;

export function phoneAccountOf(answer: Available): WebPhoneAccount {
  const [own] = answer.numbers;
  return { ws_url: answer.ws_url, domain: answer.domain, display_name: answer.display_name, number: own.number, password: own.password, ice_servers: answer.ice_servers };
}

/** JsSIP's options for placing or answering a call: the media asked for and the peer connection's configuration. */
export function mediaOptions(account: Pick<WebPhoneAccount, 'ice_servers'>, video: boolean) {
  return { mediaConstraints: { audio: true, video }, pcConfig: { iceServers: account.ice_servers } };
}
