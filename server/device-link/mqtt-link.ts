/**
 * The server's side of the MQTT device protocol: one client on the broker (embedded or MQTT_URL) that
 * sends calls to devices and matches their answers by correlation id, answers what devices ask, and hears
 * their status. What the calls mean lives elsewhere (task runner, device inbox); this module only moves
 * envelopes and drops malformed ones.
 */
import { randomUUID } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { decodeMessage, encodeMessage, JSON_HEADERS, requestEnvelope, type RequestEnvelope, responseEnvelope, type ResponseEnvelope, statusMessage, type StatusMessage } from '../../device-protocol/envelope';
import { parseTopic, SERVER_SUBSCRIPTIONS, TOPICS } from '../../device-protocol/topics';
import { withoutDelay } from '../../device-protocol/no-delay';
import { DeviceCallError, type DeviceCaller } from './device-caller';

/** What the server answers a device's request. */
export interface Answer {
  status: number;
  body?: unknown;
}

export type RequestHandler = (serial: string, request: RequestEnvelope) => Promise<Answer>;
export type StatusListener = (serial: string, status: StatusMessage) => void;

export interface MqttLink extends DeviceCaller {
  onRequest(handler: RequestHandler): void;
  onStatus(listener: StatusListener): void;
  /** Messages dropped as malformed since start (tests and metrics). */
  dropped(): number;
  /** Messages the server received and sent since start (metrics). */
  messages(): { received: number; sent: number };
  /** Resolves at the link's next sign-in to the broker, its subscriptions sent again (after a broker's restart). */
  nextConnect(): Promise<void>;
  close(): Promise<void>;
}

interface Pending {
  resolve(answer: ResponseEnvelope): void;
  timer: NodeJS.Timeout;
}

// writeCache: false turns off mqtt-packet's table of every 2-byte number as a Buffer (65,536 of them, 6 MB of
// heap), for the process: the embedded broker (aedes) writes through the same module. Two bytes are
// allocated per number written instead.
export async function connectMqttLink(url: string, clientId = `console-${randomUUID()}`): Promise<MqttLink> {
  const client: MqttClient = withoutDelay(await mqtt.connectAsync(url, { clientId, clean: true, reconnectPeriod: 1000, connectTimeout: 10_000, writeCache: false }));
  const pending = new Map<string, Pending>();
  const statusListeners: StatusListener[] = [];
  let handler: RequestHandler = async () => ({ status: 404 });
  let dropped = 0;
  const counts = { received: 0, sent: 0 };
  const publish = (...args: Parameters<MqttClient['publishAsync']>) => {
    counts.sent++;
    return client.publishAsync(...args);
  };

  const answer = (serial: string, id: string, result: Answer) =>
    publish(TOPICS.serverResponse(serial), encodeMessage({ id, status: result.status, headers: JSON_HEADERS, body: result.body ?? {} }), { qos: 1 });

  async function serve(serial: string, payload: Buffer) {
    const request = decodeMessage(requestEnvelope, payload);
    if (!request) return void dropped++;
    const result = await handler(serial, request).catch(() => ({ status: 500, body: { error: 'internal' } }));
    await answer(serial, request.id, result);
  }

  client.on('message', (topic, payload) => {
    counts.received++;
    const where = parseTopic(topic);
    if (!where) return void dropped++;
    if (where.kind === 'deviceResponse') {
      const response = decodeMessage(responseEnvelope, payload);
      const waiting = response && pending.get(`${where.serial}\n${response.id}`);
      if (!waiting) return void dropped++;
      clearTimeout(waiting.timer);
      pending.delete(`${where.serial}\n${response!.id}`);
      waiting.resolve(response!);
    } else if (where.kind === 'serverRequest') {
      void serve(where.serial, payload).catch(() => undefined);
    } else if (where.kind === 'deviceStatus') {
      const status = decodeMessage(statusMessage, payload);
      if (!status) return void dropped++;
      for (const listener of statusListeners) listener(where.serial, status);
    }
  });
  await client.subscribeAsync([...SERVER_SUBSCRIPTIONS], { qos: 1 });

  return {
    call(serial, call, timeoutMs) {
      const id = randomUUID();
      const key = `${serial}\n${id}`;
      return new Promise<ResponseEnvelope>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(key);
          reject(new DeviceCallError('timeout'));
        }, timeoutMs);
        pending.set(key, { resolve, timer });
        const envelope: RequestEnvelope = { id, method: call.method, uri: call.uri, headers: { ...JSON_HEADERS }, body: call.body ?? {} };
        publish(TOPICS.deviceRequest(serial), encodeMessage(envelope), { qos: 1 }).catch((error: Error) => {
          clearTimeout(timer);
          pending.delete(key);
          reject(new DeviceCallError('refused', error.message));
        });
      });
    },
    onRequest(next) {
      handler = next;
    },
    onStatus(listener) {
      statusListeners.push(listener);
    },
    dropped: () => dropped,
    messages: () => ({ ...counts }),
    // mqtt.js sends the subscriptions again before it emits 'connect'.
    nextConnect: () => new Promise<void>((resolve) => client.once('connect', () => resolve())),
    async close() {
      for (const [key, waiting] of pending) {
        clearTimeout(waiting.timer);
        pending.delete(key);
      }
      await client.endAsync(true);
    },
  };
}
