/**
 * One virtual device of the fleet: it speaks the device protocol over MQTT as a real panel, monitor or lift
 * controller does (server/device-protocol/), keeps what the server sends it, answers the server's calls,
 * and reports what happens at it (a card presented, a zone alarming). Tests and the demo drive it through
 * its scenario methods.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import mqtt, { type MqttClient } from 'mqtt';
import { DEVICE_CALLS, SERVER_CALLS, type ServerCallName, type ValidateAnswer } from '../server/device-protocol/calls';
import { decodeMessage, encodeMessage, JSON_HEADERS, requestEnvelope, type RequestEnvelope, responseEnvelope, type ResponseEnvelope } from '../server/device-protocol/envelope';
import { TOPICS } from '../server/device-protocol/topics';
import { withoutDelay } from '../server/device-protocol/no-delay';

export interface VirtualDeviceOptions {
  /** mqtt://host:port of the broker. */
  brokerUrl: string;
  serial: string;
  password: string;
  /** How long the device waits for the server's answers (remote validation: 10 s, as panels do). */
  answerTimeoutMs?: number;
  keepaliveSeconds?: number;
  /** What it says it is when probed (device search). */
  type?: string;
  model?: string;
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
  private client?: MqttClient;
  private readonly waiting = new Map<string, (answer: ResponseEnvelope) => void>();
  private readonly behaviours = new Map<string, Behaviour[]>();
  private http?: Server;

  constructor(readonly options: VirtualDeviceOptions) {}

  get serial() {
    return this.options.serial;
  }

  get online() {
    return Boolean(this.client?.connected);
  }

  /** Connects (the broker keeps an "offline" will for a lost link) and says it is online. */
  async start() {
    const { serial } = this.options;
    const offline = encodeMessage({ status: 'offline' });
    this.client = withoutDelay(await mqtt.connectAsync(this.options.brokerUrl, {
      clientId: `device-${serial}`,
      username: serial,
      password: this.options.password,
      keepalive: this.options.keepaliveSeconds ?? 30,
      reconnectPeriod: 0,
      will: { topic: TOPICS.deviceStatus(serial), payload: offline, qos: 1 },
    }));
    this.client.on('message', (topic, payload) => this.onMessage(topic, payload));
    await this.client.subscribeAsync([TOPICS.deviceRequest(serial), TOPICS.serverResponse(serial)], { qos: 1 });
    await this.client.publishAsync(TOPICS.deviceStatus(serial), encodeMessage({ status: 'online', at: new Date().toISOString() }), { qos: 1 });
  }

  /**
   * Opens the device's own REST API on an address of its own (loopback 127.x.y.z in tests and the demo), as
   * a panel listens on its LAN address: device search finds it there. Answers GET /api/v1/device/info.
   */
  async listen(host: string, port: number) {
    const info = { serial: this.serial, type: this.options.type ?? 'panel', model: this.options.model ?? 'AA12', firmware: 'virtual-1.0' };
    this.http = createServer((request, response) => {
      const known = request.method === 'GET' && request.url === '/api/v1/device/info';
      response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(known ? info : { error: 'not found' }));
    });
    await new Promise<void>((resolve, reject) => {
      this.http!.once('error', reject);
      this.http!.listen(port, host, () => resolve());
    });
    return (this.http.address() as { port: number }).port;
  }

  async closeHttp() {
    await new Promise<void>((resolve) => (this.http ? this.http.close(() => resolve()) : resolve()));
    this.http = undefined;
  }

  /** Says goodbye and disconnects cleanly. */
  async stop() {
    if (!this.client) return;
    await this.client.publishAsync(TOPICS.deviceStatus(this.serial), encodeMessage({ status: 'offline', at: new Date().toISOString() }), { qos: 1 }).catch(() => undefined);
    await this.client.endAsync();
    this.client = undefined;
  }

  /** Drops off the network: the socket dies without a goodbye, so the broker publishes the will. */
  dropOff() {
    this.client?.stream.destroy();
    this.client?.end(true);
    this.client = undefined;
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
    const client = this.requireClient();
    const answer = new Promise<ResponseEnvelope>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(envelope.id);
        reject(new Error(`no answer to ${envelope.uri} within ${this.options.answerTimeoutMs ?? 10_000} ms`));
      }, this.options.answerTimeoutMs ?? 10_000);
      this.waiting.set(envelope.id, (response) => {
        clearTimeout(timer);
        resolve(response);
      });
    });
    try {
      await client.publishAsync(TOPICS.serverRequest(this.serial), encodeMessage(envelope), { qos: 1 });
    } catch (error) {
      // Not sent: nobody will answer, so the wait must not outlive the call (nor reject unheard later).
      answer.catch(() => undefined);
      this.waiting.get(envelope.id)?.({ id: envelope.id, status: 0 });
      this.waiting.delete(envelope.id);
      throw error;
    }
    return answer;
  }

  /** Publishes raw bytes to a topic (malformed-message and ACL tests). */
  async publishRaw(topic: string, payload: Buffer | string) {
    await this.requireClient().publishAsync(topic, payload, { qos: 1 });
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

  private requireClient() {
    if (!this.client) throw new Error(`device ${this.serial} is not connected`);
    return this.client;
  }

  private onMessage(topic: string, payload: Buffer) {
    if (topic === TOPICS.serverResponse(this.serial)) {
      const response = decodeMessage(responseEnvelope, payload);
      if (response) this.waiting.get(response.id)?.(response);
      return;
    }
    const request = decodeMessage(requestEnvelope, payload);
    if (!request) return;
    this.received.push(request);
    const behaviour = this.behaviours.get(request.uri)?.shift();
    if (behaviour?.kind === 'silent') return;
    const result = behaviour ? { status: behaviour.status, body: { error: 'refused by the device' } } : this.perform(request);
    // A device dropped off the network meanwhile simply never answers (as a real one would not).
    void this.client?.publishAsync(TOPICS.deviceResponse(this.serial), encodeMessage({ id: request.id, status: result.status, headers: JSON_HEADERS, body: result.body }), { qos: 1 }).catch(() => undefined);
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
