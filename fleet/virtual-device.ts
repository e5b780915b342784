/**
 * One virtual device of the fleet: it speaks the device protocol as a real panel, monitor or lift controller
 * does (device-protocol/), over MQTT or in HTTP mode as its record says, keeps what the server sends
 * it, answers the server's calls, and reports what happens at it (a card presented, a zone alarming). Tests
 * and the demo drive it through its scenario methods.
 */
import { randomUUID } from 'node:crypto';
import { DEVICE_CALLS, SERVER_CALLS, type ServerCallName, type ValidateAnswer } from '../device-protocol/calls';
import { JSON_HEADERS, type RequestEnvelope, type ResponseEnvelope } from '../device-protocol/envelope';
import type { CallAnswer, DeviceTransport } from './device-transport';
import { deviceRestApi, type DeviceRestApi } from './device-rest-api';
import { HttpTransport } from './http-transport';
import { MqttTransport } from './mqtt-transport';
import { SipPhone, type SipPhoneOptions, otherNumberOf } from './sip-phone';
import { OPEN_DOOR_TONE } from '../schemas/intercom';

export interface VirtualDeviceOptions {
  /** How it talks to the server (its record's `protocol`); MQTT unless said. */
  protocol?: 'mqtt' | 'http';
  /** mqtt://host:port of the broker (MQTT mode). */
  brokerUrl?: string;
  /** http://host:port of the console (HTTP mode). */
  serverUrl?: string;
  serial: string;
  /** The device's MQTT password: its account on the broker, and its HTTP Basic password in HTTP mode. */
  password: string;
  /** Its web login and password, which the server signs in with to call its REST API (HTTP mode). */
  web?: { login: string; password: string };
  /** How long the device waits for the server's answers (remote validation: 10 s, as panels do). */
  answerTimeoutMs?: number;
  keepaliveSeconds?: number;
  /** How often it says it is online (30 s). */
  heartbeatMs?: number;
  /** Lifetime of the bearer tokens its REST API hands out (2 h). */
  tokenSeconds?: number;
  /** What it says it is when probed (device search). */
  type?: string;
  model?: string;
  /** The intercom's SIP account, for a panel with a number: it registers on start, calls, and opens on '#'. */
  sip?: SipPhoneOptions;
}

/** What the device holds, as the server last sent it. */
export interface HeldState {
  settings: Record<string, unknown> | null;
  protocol: 'mqtt' | 'http';
  identifiers: unknown[];
  schedules: unknown[];
  accessRules: unknown[];
  /** Versions the device acknowledged, by what they are of. */
  versions: Record<string, number>;
  opened: number[];
  alertPlaying: boolean;
}

type Behaviour = { kind: 'answer'; status: number } | { kind: 'silent' };

export class VirtualDevice {
  readonly held: HeldState = { settings: null, protocol: 'mqtt', identifiers: [], schedules: [], accessRules: [], versions: {}, opened: [], alertPlaying: false };
  /** Every call the server made, in order. */
  readonly received: RequestEnvelope[] = [];
  private transport?: DeviceTransport;
  private readonly behaviours = new Map<string, Behaviour[]>();
  private api?: DeviceRestApi;
  /** The panel's intercom, when it has a number (options.sip). */
  phone?: SipPhone;

  constructor(readonly options: VirtualDeviceOptions) {
    this.held.protocol = options.protocol ?? 'mqtt';
  }

  get serial() {
    return this.options.serial;
  }

  get online() {
    return Boolean(this.transport?.connected);
  }

  /** Its way to the server, made at the first start (a device only probed by device search never needs one). */
  private transportToServer(): DeviceTransport {
    const { serial, password, heartbeatMs } = this.options;
    if (this.options.protocol === 'http') {
      if (!this.options.serverUrl) throw new Error("a device in HTTP mode needs the console's address");
      return new HttpTransport({ serverUrl: this.options.serverUrl, serial, password, heartbeatMs });
    }
    if (!this.options.brokerUrl) throw new Error("a device in MQTT mode needs the broker's address");
    return new MqttTransport({ brokerUrl: this.options.brokerUrl, serial, password, heartbeatMs, keepaliveSeconds: this.options.keepaliveSeconds }, (request) => this.answer(request));
  }

  /** Connects and says it is online; a panel with a number also registers its intercom on the SIP proxy. */
  async start() {
    this.transport ??= this.transportToServer();
    await this.transport.start();
    if (this.options.sip && !this.phone) {
      this.phone = new SipPhone(this.options.sip);
      this.phone.onTone((tone, session) => {
        if (tone === OPEN_DOOR_TONE) void this.openedByCall(otherNumberOf(session)).catch(() => undefined);
      });
      await this.phone.register();
    }
  }

  /** A visitor presses a button: the panel calls the number (an apartment's, the concierge's). */
  callNumber(number: string, extraHeaders: string[] = []) {
    if (!this.phone) throw new Error('this device has no intercom number');
    return this.phone.call(number, extraHeaders);
  }

  /** The person on the call pressed '#': the lock opens and the panel says who opened it. */
  private async openedByCall(number: string) {
    this.held.opened.push(1);
    await this.ask('access_events', { events: [{ identifier_number: number, identifier_type: 'intercom', granted: true, reason: 'opened_by_call', lock_number: 1, at: new Date().toISOString() }] });
  }

  /**
   * Opens the device's own REST API on an address of its own (loopback 127.x.y.z in tests and the demo), as
   * a panel listens on its LAN address: device search finds it there, and in HTTP mode the server calls it.
   */
  async listen(host: string, port: number) {
    const info = { serial: this.serial, type: this.options.type ?? 'panel', model: this.options.model ?? 'AA12', firmware: 'virtual-1.0' };
    this.api = deviceRestApi({ info, web: this.options.web ?? { login: 'admin', password: '' }, tokenSeconds: this.options.tokenSeconds }, (request) => this.answer(request));
    const server = this.api.server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    return (server.address() as { port: number }).port;
  }

  /** Bearer tokens its REST API handed out (tests: the server reuses one). */
  tokensIssued() {
    return this.api?.tokensIssued() ?? 0;
  }

  /** Forgets its tokens, as a restarted panel does. */
  forgetTokens() {
    this.api?.forgetTokens();
  }

  async closeHttp() {
    const server = this.api?.server;
    this.api = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Says goodbye and disconnects cleanly. */
  async stop() {
    await this.phone?.stop();
    await this.transport?.stop();
  }

  /** Drops off the network: no goodbye (over MQTT the broker publishes the will; in HTTP mode the heartbeats stop). */
  dropOff() {
    this.transport?.dropOff();
  }

  /** The next `times` calls to `uri` are answered with `status`, or not at all ('silent'). */
  misbehave(uri: string, behaviour: 'silent' | number, times = 1) {
    const list = this.behaviours.get(uri) ?? [];
    for (let i = 0; i < times; i++) list.push(behaviour === 'silent' ? { kind: 'silent' } : { kind: 'answer', status: behaviour });
    this.behaviours.set(uri, list);
  }

  /** Asks the server (events, alarms, validation) and waits for its answer. */
  async ask(name: ServerCallName, body: unknown): Promise<ResponseEnvelope> {
    const { method, uri } = SERVER_CALLS[name];
    return this.send({ id: randomUUID(), method, uri, headers: { ...JSON_HEADERS }, body });
  }

  /** Sends any envelope (the fuzz tests send broken ones through `publishRaw`). */
  async send(envelope: RequestEnvelope): Promise<ResponseEnvelope> {
    if (!this.transport) throw new Error(`device ${this.serial} is not connected`);
    return this.transport.send(envelope, this.options.answerTimeoutMs ?? 10_000);
  }

  /** Publishes raw bytes to a topic (malformed-message and ACL tests; MQTT mode only). */
  async publishRaw(topic: string, payload: Buffer | string) {
    if (!(this.transport instanceof MqttTransport)) throw new Error('raw messages go over MQTT');
    await this.transport.publishRaw(topic, payload);
  }

  /** A card (or code, or QR) presented: asks the server, and decides locally from what it holds when the server does not handle it. */
  async present(number: string, type: 'card' | 'input_code' | 'qr' = 'card'): Promise<{ granted: boolean; by: 'server' | 'device' }> {
    const answer = await this.ask('validate', { identifier_number: number, identifier_type: type }).catch(() => undefined);
    const body = answer?.body as ValidateAnswer | undefined;
    if (answer?.status === 200 && body?.handled) {
      if (body.access.granted) this.held.opened.push(body.access.lock_number);
      return { granted: body.access.granted, by: 'server' };
    }
    const granted = this.held.identifiers.some((item) => (item as { number?: string }).number === number);
    await this.ask('access_events', { events: [{ identifier_number: number, identifier_type: type, granted, reason: granted ? 'allowed_by_rule' : 'no_rule', at: new Date().toISOString() }] });
    return { granted, by: 'device' };
  }

  /** A monitor's zone starts (active) or stops alarming. */
  async alarm(zone: number, sensor: string, active = true) {
    return this.ask('alarm', { zone, sensor, active, at: new Date().toISOString() });
  }

  /** Answers a call the server made, as it arrived (over MQTT, or at the REST API); undefined stays silent. */
  private answer(request: RequestEnvelope): CallAnswer {
    this.received.push(request);
    const behaviour = this.behaviours.get(request.uri)?.shift();
    if (behaviour?.kind === 'silent') return undefined;
    return behaviour ? { status: behaviour.status, body: { error: 'refused by the device' } } : this.perform(request);
  }

  /** The device's own web interface (remote control), one page, as the tunnel carries it. */
  private webPage(uri: string) {
    const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
    const content = `<!doctype html><html><head><title>${escape(this.serial)}</title></head><body><h1>Virtual ${escape(this.options.type ?? 'panel')} ${escape(this.serial)}</h1><p>Page ${escape(uri)}</p><p>Doors opened: ${this.held.opened.length}</p></body></html>`;
    return { status: 200, body: { content_type: 'text/html; charset=utf-8', content } };
  }

  /** Does what the call asks and says so; unknown calls are 404, as a device's REST API answers. */
  private perform(request: RequestEnvelope): { status: number; body: unknown } {
    const body = (request.body ?? {}) as Record<string, any>;
    const version = typeof body.version === 'number' ? body.version : undefined;
    const keep = (what: string) => {
      if (version !== undefined) this.held.versions[what] = version;
      return { status: 200, body: { version: version ?? null } };
    };
    const is = (name: keyof typeof DEVICE_CALLS) => DEVICE_CALLS[name].method === request.method && DEVICE_CALLS[name].uri === request.uri;
    if (is('apply_settings')) {
      this.held.settings = body.settings ?? null;
      return keep('settings');
    }
    // A list may come in pages: the first replaces what is held, the others add to it.
    const list = (held: unknown[]) => (Number(body.page ?? 1) === 1 ? [...(body.items ?? [])] : [...held, ...(body.items ?? [])]);
    if (is('sync_identifiers')) return (this.held.identifiers = list(this.held.identifiers)), keep('identifiers');
    if (is('sync_schedules')) return (this.held.schedules = list(this.held.schedules)), keep('schedules');
    if (is('sync_access_rules')) return (this.held.accessRules = list(this.held.accessRules)), keep('access_rules');
    if (is('set_protocol')) return (this.held.protocol = body.protocol === 'http' ? 'http' : 'mqtt'), { status: 200, body: {} };
    if (is('open_door')) return this.held.opened.push(Number(body.lock_number ?? 1)), { status: 200, body: {} };
    if (is('play_emergency_alert')) return (this.held.alertPlaying = true), { status: 200, body: {} };
    if (is('stop_emergency_alert')) return (this.held.alertPlaying = false), { status: 200, body: {} };
    if (request.method === 'POST' && request.uri === '/api/v1/web/session') return { status: 200, body: {} };
    if (request.uri.startsWith('/web/')) return this.webPage(request.uri);
    const known = Object.values(DEVICE_CALLS).some((call) => call.method === request.method && call.uri === request.uri);
    return known ? { status: 200, body: {} } : { status: 404, body: { error: 'not found' } };
  }
}
