/**
 * A SIP phone in Node, for the virtual fleet's door panels and the telephony tests: JsSIP over WebSocket with
 * a signalling-only peer connection (fake-peer-connection.ts). It registers with its number as its Contact
 * user (the proxy requires it, so a 200 OK says who answered), calls with headers, answers, sends and hears
 * DTMF (SIP INFO, as JsSIP sends it by default), and hangs up.
 */
import { createRequire } from 'node:module';
import type JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import { WebSocket } from 'ws';
import { FakePeerConnection } from './fake-peer-connection';

const require = createRequire(import.meta.url);
let jssip: typeof JsSIP | undefined;
/** JsSIP, loaded with the first phone: a console whose demo panels have no telephony never needs it (3 MB of heap). */
const jsSip = () => (jssip ??= require('jssip') as typeof JsSIP);

let shimmed = false;
/** JsSIP reads WebSocket and RTCPeerConnection from the global scope, as in a browser. */
function installNodeShims() {
  if (shimmed) return;
  shimmed = true;
  const scope = globalThis as Record<string, unknown>;
  scope.WebSocket ??= WebSocket;
  // A window that is the global scope plus the events a browser's window has: code loaded later in the same
  // process (react-admin's hotkeys, in a test worker that ran a phone first) listens on it at import.
  if (scope.window === undefined) {
    const events = new EventTarget();
    scope.window = Object.assign(Object.create(globalThis) as object, {
      addEventListener: events.addEventListener.bind(events),
      removeEventListener: events.removeEventListener.bind(events),
      dispatchEvent: events.dispatchEvent.bind(events),
    });
  }
  scope.RTCPeerConnection ??= FakePeerConnection;
  scope.RTCSessionDescription ??= class { constructor(init: object) { Object.assign(this, init); } };
}

export interface SipPhoneOptions {
  number: string;
  password: string;
  /** ws://host:port of the proxy. */
  wsUrl: string;
  /** The SIP domain (the realm the proxy challenges with). */
  domain: string;
  displayName?: string;
}

const NO_MEDIA = { mediaConstraints: { audio: false, video: false }, pcConfig: { iceServers: [] } };

export class SipPhone {
  readonly ua: JsSIP.UA;
  /** Calls ringing here, oldest first. */
  readonly incoming: RTCSession[] = [];
  /** DTMF tones heard on any call. */
  readonly tones: string[] = [];
  private waiters: ((session: RTCSession) => void)[] = [];
  private toneListeners: ((tone: string, session: RTCSession) => void)[] = [];

  constructor(readonly options: SipPhoneOptions) {
    installNodeShims();
    const socket = new (jsSip().WebSocketInterface)(options.wsUrl);
    this.ua = new (jsSip().UA)({
      sockets: [socket],
      uri: `sip:${options.number}@${options.domain}`,
      password: options.password,
      display_name: options.displayName ?? options.number,
      contact_uri: `sip:${options.number}@${Math.random().toString(36).slice(2, 10)}.invalid;transport=ws`,
      register_expires: 300,
      session_timers: false,
    });
    this.ua.on('newRTCSession', ({ session, originator }: { session: RTCSession; originator: string }) => {
      session.on('newDTMF', (event: { originator: string; dtmf: { tone: string } }) => {
        if (event.originator !== 'remote') return;
        this.tones.push(event.dtmf.tone);
        for (const listener of this.toneListeners) listener(event.dtmf.tone, session);
      });
      if (originator !== 'remote') return;
      const waiter = this.waiters.shift();
      if (waiter) waiter(session);
      else this.incoming.push(session);
    });
  }

  /** Hears each DTMF tone the other side of a call sends (a door panel opens on '#'). */
  onTone(listener: (tone: string, session: RTCSession) => void) {
    this.toneListeners.push(listener);
  }

  /** Registers; rejects with the proxy's status when refused. */
  register(timeoutMs = 5000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('register timeout')), timeoutMs);
      this.ua.once('registered', () => { clearTimeout(timer); resolve(); });
      this.ua.once('registrationFailed', (event: { cause: string; response?: { status_code: number } }) => {
        clearTimeout(timer);
        reject(Object.assign(new Error(`registration failed: ${event.cause}`), { status: event.response?.status_code, cause: event.cause }));
      });
      this.ua.start();
    });
  }

  /** The next call that rings here. */
  nextCall(timeoutMs = 5000): Promise<RTCSession> {
    // Calls that stopped ringing before anyone looked (cancelled, answered elsewhere) are skipped.
    while (this.incoming[0]?.isEnded()) this.incoming.shift();
    const queued = this.incoming.shift();
    if (queued) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no call rang ${this.options.number}`)), timeoutMs);
      this.waiters.push((session) => { clearTimeout(timer); resolve(session); });
    });
  }

  /** Calls a number; `extraHeaders` such as 'X-BAS-CALL-SOS: 1'. */
  call(target: string, extraHeaders: string[] = []): RTCSession {
    return this.ua.call(`sip:${target}@${this.options.domain}`, { ...NO_MEDIA, extraHeaders });
  }

  answer(session: RTCSession) {
    session.answer(NO_MEDIA);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (!this.ua.isRegistered()) { this.ua.stop(); return resolve(); }
      const timer = setTimeout(resolve, 1000);
      this.ua.once('unregistered', () => { clearTimeout(timer); resolve(); });
      this.ua.stop();
    });
  }
}

/** Resolves when the session reaches `event` ('confirmed', 'ended', 'failed'), with the event. */
export function sessionEvent(session: RTCSession, event: 'confirmed' | 'accepted' | 'ended' | 'failed' | 'progress', timeoutMs = 5000): Promise<any> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
    session.once(event as never, ((data: unknown) => { clearTimeout(timer); resolve(data); }) as never);
  });
}

/**
 * The number on the other side of a call: for a call this phone made, the one that answered (its Contact
 * user, which the proxy guarantees is its number), not the number dialled (a group's).
 */
export function otherNumberOf(session: RTCSession): string {
  const target = (session as unknown as { _dialog?: { _remote_target?: { user?: string } } })._dialog?._remote_target?.user;
  return target ?? session.remote_identity.uri.user;
}
