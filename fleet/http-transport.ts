/**
 * A virtual device in HTTP mode: it tells and asks the server with HTTP requests to the server calls' URIs,
 * signed with HTTP Basic (serial and MQTT password), and says it is online at every heartbeat; leaving, it
 * says offline. Dropped off the network, it simply stops beating and the server notices the silence.
 */
import { HTTP_STATUS_CALL } from '../device-protocol/calls';
import { JSON_HEADERS, type RequestEnvelope, type ResponseEnvelope } from '../device-protocol/envelope';
import type { DeviceTransport } from './device-transport';

export interface HttpTransportOptions {
  /** The console, http://host:port. */
  serverUrl: string;
  serial: string;
  password: string;
  heartbeatMs?: number;
}

export class HttpTransport implements DeviceTransport {
  private heartbeat?: NodeJS.Timeout;
  private running = false;

  constructor(private readonly options: HttpTransportOptions) {}

  get connected() {
    return this.running;
  }

  private async request(method: string, uri: string, body: unknown, timeoutMs: number) {
    const authorization = `Basic ${Buffer.from(`${this.options.serial}:${this.options.password}`).toString('base64')}`;
    const response = await fetch(new URL(uri, this.options.serverUrl), { method, headers: { ...JSON_HEADERS, Authorization: authorization }, body: JSON.stringify(body ?? {}), signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : {} };
  }

  private async say(status: 'online' | 'offline') {
    const answer = await this.request(HTTP_STATUS_CALL.method, HTTP_STATUS_CALL.uri, { status, at: new Date().toISOString() }, 10_000);
    if (answer.status !== 200) throw new Error(`the server refused the device's ${status} (${answer.status})`);
  }

  async start() {
    await this.say('online');
    this.running = true;
    this.heartbeat = setInterval(() => void this.say('online').catch(() => undefined), this.options.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  async stop() {
    if (!this.running) return;
    this.dropOff();
    await this.say('offline').catch(() => undefined);
  }

  dropOff() {
    clearInterval(this.heartbeat);
    this.running = false;
  }

  async send(envelope: RequestEnvelope, timeoutMs: number): Promise<ResponseEnvelope> {
    if (!this.running) throw new Error(`device ${this.options.serial} is not connected`);
    const answer = await this.request(envelope.method, envelope.uri, envelope.body, timeoutMs);
    return { id: envelope.id, status: answer.status, headers: { ...JSON_HEADERS }, body: answer.body };
  }
}
