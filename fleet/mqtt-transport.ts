/**
 * A virtual device on the broker: signs in with its serial and MQTT password, leaves an "offline" will for a
 * lost link, answers the server's calls on its request topic, asks on the server's, and repeats that it is
 * online every heartbeat (the server keeps its last-seen time from them).
 */
import mqtt, { type MqttClient } from 'mqtt';
import { decodeMessage, encodeMessage, JSON_HEADERS, requestEnvelope, type RequestEnvelope, responseEnvelope, type ResponseEnvelope } from '../device-protocol/envelope';
import { deviceClientId, TOPICS } from '../device-protocol/topics';
import { withoutDelay } from '../device-protocol/no-delay';
import type { Answerer, DeviceTransport } from './device-transport';

export interface MqttTransportOptions {
  brokerUrl: string;
  serial: string;
  password: string;
  keepaliveSeconds?: number;
  heartbeatMs?: number;
}

export class MqttTransport implements DeviceTransport {
  private client?: MqttClient;
  private heartbeat?: NodeJS.Timeout;
  private readonly waiting = new Map<string, (answer: ResponseEnvelope) => void>();

  constructor(
    private readonly options: MqttTransportOptions,
    private readonly answer: Answerer,
  ) {}

  get connected() {
    return Boolean(this.client?.connected);
  }

  private online() {
    return encodeMessage({ status: 'online', at: new Date().toISOString() });
  }

  async start() {
    const { serial } = this.options;
    this.client = withoutDelay(
      await mqtt.connectAsync(this.options.brokerUrl, {
        clientId: deviceClientId(serial),
        username: serial,
        password: this.options.password,
        keepalive: this.options.keepaliveSeconds ?? 30,
        reconnectPeriod: 0,
        will: { topic: TOPICS.deviceStatus(serial), payload: encodeMessage({ status: 'offline' }), qos: 1 },
      }),
    );
    const client = this.client;
    client.on('message', (topic, payload) => this.onMessage(topic, payload));
    await client.subscribeAsync([TOPICS.deviceRequest(serial), TOPICS.serverResponse(serial)], { qos: 1 });
    await client.publishAsync(TOPICS.deviceStatus(serial), this.online(), { qos: 1 });
    this.heartbeat = setInterval(() => void client.publishAsync(TOPICS.deviceStatus(serial), this.online(), { qos: 0 }).catch(() => undefined), this.options.heartbeatMs ?? 30_000);
    this.heartbeat.unref();
  }

  async stop() {
    clearInterval(this.heartbeat);
    if (!this.client) return;
    await this.client.publishAsync(TOPICS.deviceStatus(this.options.serial), encodeMessage({ status: 'offline', at: new Date().toISOString() }), { qos: 1 }).catch(() => undefined);
    await this.client.endAsync();
    this.client = undefined;
  }

  dropOff() {
    clearInterval(this.heartbeat);
    this.client?.stream.destroy();
    this.client?.end(true);
    this.client = undefined;
  }

  async send(envelope: RequestEnvelope, timeoutMs: number): Promise<ResponseEnvelope> {
    const client = this.requireClient();
    const answer = new Promise<ResponseEnvelope>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(envelope.id);
        reject(new Error(`no answer to ${envelope.uri} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiting.set(envelope.id, (response) => {
        clearTimeout(timer);
        resolve(response);
      });
    });
    try {
      await client.publishAsync(TOPICS.serverRequest(this.options.serial), encodeMessage(envelope), { qos: 1 });
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

  private requireClient() {
    if (!this.client) throw new Error(`device ${this.options.serial} is not connected`);
    return this.client;
  }

  private onMessage(topic: string, payload: Buffer) {
    const { serial } = this.options;
    if (topic === TOPICS.serverResponse(serial)) {
      const response = decodeMessage(responseEnvelope, payload);
      if (response) this.waiting.get(response.id)?.(response);
      return;
    }
    const request = decodeMessage(requestEnvelope, payload);
    const result = request && this.answer(request);
    if (!request || !result) return;
    // A device dropped off the network meanwhile simply never answers (as a real one would not).
    void this.client?.publishAsync(TOPICS.deviceResponse(serial), encodeMessage({ id: request.id, status: result.status, headers: JSON_HEADERS, body: result.body }), { qos: 1 }).catch(() => undefined);
  }
}
