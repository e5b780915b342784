/**
 * A signalling-only RTCPeerConnection for SIP clients in Node (door panels of the virtual fleet, SIP tests):
 * it offers and answers WebRTC-shaped SDP (ICE credentials, a DTLS fingerprint, rtcp-mux, BUNDLE, opus and
 * VP8) without candidates or media, which JsSIP and Chromium accept (SIP-FACTS.md "Node without a browser").
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';

const token = (bytes: number) => randomBytes(bytes).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, bytes);
const fingerprint = () => [...randomBytes(32)].map((byte) => byte.toString(16).padStart(2, '0').toUpperCase()).join(':');

interface Description {
  type: 'offer' | 'answer';
  sdp: string;
}

/** The payload type a remote offer gives a codec, so the answer speaks its numbers. */
function payloadOf(sdp: string | undefined, codec: string, fallback: number): number {
  const match = sdp && new RegExp(`a=rtpmap:(\\d+) ${codec}/`, 'i').exec(sdp);
  return match ? Number(match[1]) : fallback;
}

/** The ICE credentials and DTLS fingerprint of one connection: kept across renegotiations (hold, resume). */
interface Identity {
  ufrag: string;
  pwd: string;
  print: string;
}

type DtlsRole = 'active' | 'passive';

/** The DTLS role a remote answer leaves this side in (the opposite of the one it took). */
const roleAfterAnswer = (sdp: string): DtlsRole => (/a=setup:active/.test(sdp) ? 'passive' : 'active');

/** The direction an answer takes to an offer's, per media section: a call put on hold (sendonly) is answered recvonly. */
function answeredDirection(offerSection: string | undefined): string {
  const direction = offerSection && /a=(sendonly|recvonly|inactive|sendrecv)/.exec(offerSection)?.[1];
  if (direction === 'sendonly') return 'recvonly';
  if (direction === 'recvonly') return 'sendonly';
  return direction === 'inactive' ? 'inactive' : 'sendrecv';
}

/** The offer's media section of a kind (audio, video), whose direction the answer mirrors. */
const sectionOf = (sdp: string | undefined, kind: 'audio' | 'video') => sdp?.split(/\r?\nm=/).find((section) => section.startsWith(kind));

function sessionDescription({ ufrag, pwd, print }: Identity, setup: 'actpass' | DtlsRole, remote?: string) {
  const opus = payloadOf(remote, 'opus', 111);
  const vp8 = payloadOf(remote, 'VP8', 96);
  const media = (kind: 'audio' | 'video', mid: string, payload: number, codec: string) =>
    [
      `m=${kind} 9 UDP/TLS/RTP/SAVPF ${payload}`,
      'c=IN IP4 0.0.0.0',
      'a=rtcp:9 IN IP4 0.0.0.0',
      `a=ice-ufrag:${ufrag}`,
      `a=ice-pwd:${pwd}`,
      `a=fingerprint:sha-256 ${print}`,
      `a=setup:${setup}`,
      `a=mid:${mid}`,
      `a=${remote ? answeredDirection(sectionOf(remote, kind)) : 'sendrecv'}`,
      'a=rtcp-mux',
      `a=rtpmap:${payload} ${codec}`,
    ].join('\r\n');
  // An answer has the offer's media sections only, under the offer's mids (a door panel may offer audio alone).
  const offered = (kind: 'audio' | 'video') => !remote || sectionOf(remote, kind) !== undefined;
  const midOf = (kind: 'audio' | 'video', fallback: string) => (remote && /a=mid:(\S+)/.exec(sectionOf(remote, kind) ?? '')?.[1]) || fallback;
  const sections = ([['audio', '0', opus, 'opus/48000/2'], ['video', '1', vp8, 'VP8/90000']] as const)
    .filter(([kind]) => offered(kind))
    .map(([kind, fallback, payload, codec]) => ({ mid: midOf(kind, fallback), kind, payload, codec }));
  return [
    'v=0',
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    's=-',
    't=0 0',
    `a=group:BUNDLE ${sections.map((section) => section.mid).join(' ')}`,
    'a=msid-semantic: WMS',
    ...sections.map(({ mid, kind, payload, codec }) => media(kind, mid, payload, codec)),
    '',
  ].join('\r\n');
}

export class FakePeerConnection extends EventEmitter {
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  signalingState = 'stable';
  iceGatheringState = 'complete';
  iceConnectionState = 'new';
  connectionState = 'new';
  private readonly identity: Identity = { ufrag: token(4), pwd: token(24), print: fingerprint() };
  /** The DTLS role this side took in its first exchange: a renegotiation keeps it (Chromium refuses a swap). */
  private role: DtlsRole | undefined;

  addEventListener(event: string, listener: (...args: unknown[]) => void) {
    this.on(event, listener);
  }
  removeEventListener(event: string, listener: (...args: unknown[]) => void) {
    this.off(event, listener);
  }
  async createOffer() {
    return { type: 'offer' as const, sdp: sessionDescription(this.identity, 'actpass') };
  }
  async createAnswer() {
    this.role ??= 'active';
    return { type: 'answer' as const, sdp: sessionDescription(this.identity, this.role, this.remoteDescription?.sdp) };
  }
  async setLocalDescription(description: Description) {
    this.localDescription = description;
    this.signalingState = description.type === 'offer' ? 'have-local-offer' : 'stable';
  }
  async setRemoteDescription(description: Description) {
    this.remoteDescription = description;
    if (description.type === 'answer') this.role ??= roleAfterAnswer(description.sdp);
    this.signalingState = description.type === 'offer' ? 'have-remote-offer' : 'stable';
  }
  addTrack() {
    return {};
  }
  getSenders() {
    return [];
  }
  getReceivers() {
    return [];
  }
  getLocalStreams() {
    return [];
  }
  getRemoteStreams() {
    return [];
  }
  close() {
    this.signalingState = 'closed';
  }
}
