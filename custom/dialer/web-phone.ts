/**
 * The web phone in the browser: JsSIP over WebSocket to the SIP proxy (001 §7 Phone), registered with the
 * user's number as its Contact user (the proxy requires it). It keeps the registration state (retrying as
 * registration.ts says) and the calls (calls.ts), and tells its listener after every change.
 */
import JsSIP from 'jssip';
import type { RTCSession } from 'jssip/lib/RTCSession';
import { type DialerCall, dialerStatusOf } from './calls';
import { DTMF_OPTIONS, OPEN_DOOR_TONE } from '../../schemas/intercom';
import { REGISTER_EXPIRES_S, type RegistrationState, retryDelay, stateOfRefusal } from './registration';
import { type WebPhoneAccount, mediaOptions } from './phone-account';


export interface WebPhoneSnapshot {
  state: RegistrationState;
  calls: DialerCall[];
  lastDialed?: string;
  /** The browser refused a call of this phone the microphone (and no call has had it since). */
  microphoneRefused?: boolean;
}

export interface ServerCallUpdate {
  call_id: string;
  status: string;
  answered_by?: string | null;
}

/** The SIP Call-ID, which the server's call records (and CallUpdated) carry too. JsSIP keeps it on the session's request. */
const callIdOf = (session: RTCSession) => (session as unknown as { _request: { call_id: string } })._request.call_id;

export function createWebPhone(account: WebPhoneAccount, onChange: (snapshot: WebPhoneSnapshot) => void) {
  let snapshot: WebPhoneSnapshot = { state: 'registering', calls: [] };
  const sessions = new Map<string, RTCSession>();
  let retry: ReturnType<typeof setTimeout> | undefined;
  let stopping = false;

  const set = (next: Partial<WebPhoneSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    onChange(snapshot);
  };
  const update = (id: string, change: Partial<DialerCall>) => set({ calls: snapshot.calls.map((call) => (call.id === id ? { ...call, ...change } : call)) });
  const media = remoteMedia((id) => update(id, { hasVideo: true }));

  const ua = new JsSIP.UA({
    sockets: [new JsSIP.WebSocketInterface(account.ws_url)],
    uri: `sip:${account.number}@${account.domain}`,
    password: account.password,
    display_name: account.display_name,
    contact_uri: `sip:${account.number}@${Math.random().toString(36).slice(2, 10)}.invalid;transport=ws`,
    register_expires: REGISTER_EXPIRES_S,
    session_timers: false,
  });

  const enter = (state: RegistrationState) => {
    set({ state });
    clearTimeout(retry);
    const delay = stopping ? null : retryDelay(state);
    if (delay !== null) retry = setTimeout(() => { set({ state: 'registering' }); ua.register(); }, delay);
  };
  ua.on('registered', () => enter('registered'));
  ua.on('unregistered', () => enter('unregistered'));
  ua.on('registrationFailed', (event: { response?: { status_code: number } }) => enter(stateOfRefusal(event.response?.status_code)));
  ua.on('disconnected', () => { if (!stopping && snapshot.state === 'registered') enter('error'); });

  function track(session: RTCSession, call: DialerCall) {
    sessions.set(call.id, session);
    set({ calls: [...snapshot.calls, call] });
    session.on('accepted', () => update(call.id, { status: 'active' }));
    session.on('confirmed', () => { set({ microphoneRefused: false }); update(call.id, { status: 'active' }); });
    const ended = () => { sessions.delete(call.id); media.drop(call.id); update(call.id, { status: 'destroyed', endedAt: Date.now() }); };
    session.on('ended', ended);
    session.on('failed', ({ cause }: { cause?: string }) => {
      if (cause === JsSIP.C.causes.USER_DENIED_MEDIA_ACCESS) set({ microphoneRefused: true });
      ended();
    });
    session.on('peerconnection', ({ peerconnection }: { peerconnection: RTCPeerConnection }) => media.follow(call.id, peerconnection));
    // JsSIP ends a call whose media description the browser refuses; the reason is only for the console log.
    session.on('peerconnection:setremotedescriptionfailed', (error: unknown) => console.warn('dialer: remote media description refused', error));
  }

  ua.on('newRTCSession', ({ session, originator, request }: { session: RTCSession; originator: string; request: { getHeader(name: string): string | undefined; hasHeader(name: string): boolean } }) => {
    if (originator !== 'remote') return;
    track(session, {
      id: callIdOf(session),
      number: session.remote_identity.uri.user,
      direction: 'incoming',
      type: request.getHeader('x-speech-type') === 'awaiting' ? 'awaiting' : 'normal',
      status: 'calling',
      started: Date.now(),
      sosCall: request.hasHeader('X-BAS-CALL-SOS'),
      targetCallee: request.getHeader('x-target-callee') ?? undefined,
      micMuted: false,
      volumeMuted: false,
    });
  });

  return {
    start() { ua.start(); },
    stop() {
      stopping = true;
      clearTimeout(retry);
      set({ state: 'unregistering' });
      ua.stop();
    },
    /** `parentId`: the awaiting call on hold this call was made from (the user may return to it when this one ends). */
    call(number: string, video = false, parentId?: string) {
      const speechId = crypto.randomUUID();
      const session = ua.call(`sip:${number}@${account.domain}`, { ...mediaOptions(account, video), extraHeaders: [`X-Speech-ID: ${speechId}`] });
      set({ lastDialed: number });
      track(session, { id: callIdOf(session), number, direction: 'outgoing', type: 'normal', status: 'calling', started: Date.now(), sosCall: false, micMuted: false, volumeMuted: false, parentId });
    },
    /** Puts an awaiting call on hold: its media stops (a re-INVITE that only sends), the visitor waits. */
    hold(id: string) {
      if (sessions.get(id)?.hold()) update(id, { status: 'paused' });
    },
    /** Takes it off hold: joining until the other side agrees, then active again. */
    resume(id: string) {
      if (sessions.get(id)?.unhold({}, () => update(id, { status: 'active' }))) update(id, { status: 'joining' });
    },
    answer(id: string, video = false) { sessions.get(id)?.answer(mediaOptions(account, video)); },
    hangUp(id: string) { sessions.get(id)?.terminate(); },
    openDoor(id: string) { sessions.get(id)?.sendDTMF(OPEN_DOOR_TONE, DTMF_OPTIONS); },
    toggleMic(id: string) {
      const session = sessions.get(id);
      const call = snapshot.calls.find((c) => c.id === id);
      if (!session || !call) return;
      if (call.micMuted) session.unmute({ audio: true }); else session.mute({ audio: true });
      update(id, { micMuted: !call.micMuted });
    },
    /** Silences (or restores) the other side's sound; the microphone is toggleMic's. */
    toggleVolume(id: string) {
      const call = snapshot.calls.find((c) => c.id === id);
      if (!call) return;
      media.mute(id, !call.volumeMuted);
      update(id, { volumeMuted: !call.volumeMuted });
    },
    /** The other side's picture and sound, for the call's video (undefined before any arrives). */
    remoteStream: (id: string) => media.stream(id),
    /** The server's CallUpdated (calls-management.{number}): who answered, and the server's status. */
    serverUpdate(update_: ServerCallUpdate) {
      const status = dialerStatusOf(update_.status);
      const known = snapshot.calls.find((call) => call.id === update_.call_id);
      if (!known) return;
      update(known.id, {
        answeredBy: update_.answered_by ?? undefined,
        ...(status === 'destroyed' && { settled: true }),
        ...(status === 'destroyed' && known.status !== 'destroyed' ? { status, endedAt: Date.now() } : {}),
      });
    },
    snapshot: () => snapshot,
  };
}
export type WebPhone = ReturnType<typeof createWebPhone>;

/**
 * The other side's sound and picture, per call: one stream, played by a hidden audio element (heard whether the
 * phone's panel is open or not); the panel shows the picture from the same stream (CallVideo, muted there).
 */
function remoteMedia(onVideo: (id: string) => void) {
  const streams = new Map<string, { stream: MediaStream; sound: HTMLAudioElement }>();
  return {
    follow(id: string, connection: RTCPeerConnection) {
      connection.addEventListener('track', (event) => {
        let entry = streams.get(id);
        if (!entry) {
          const sound = document.createElement('audio');
          sound.autoplay = true;
          sound.dataset.dialerMedia = 'audio';
          sound.style.display = 'none';
          document.body.appendChild(sound);
          entry = { stream: new MediaStream(), sound };
          sound.srcObject = entry.stream;
          streams.set(id, entry);
        }
        entry.stream.addTrack(event.track);
        if (event.track.kind === 'video') onVideo(id);
      });
    },
    stream: (id: string) => streams.get(id)?.stream,
    mute(id: string, muted: boolean) {
      const entry = streams.get(id);
      if (entry) entry.sound.muted = muted;
    },
    drop(id: string) {
      streams.get(id)?.sound.remove();
      streams.delete(id);
    },
  };
}
