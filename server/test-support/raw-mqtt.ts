/**
 * A bare TCP connection to an MQTT broker that writes whatever bytes a test gives it, for clients no MQTT
 * library would be: a CONNECT announcing 200 MB, QoS 2 messages never released. Loopback only.
 *
 * @example const raw = await rawMqtt(port); raw.write(connectPacket('SN-A', 'pw')); await raw.closed(500);
 */
import { connect, type Socket } from 'node:net';
import mqttPacket from 'mqtt-packet';
import { deviceClientId } from '../../device-protocol/topics';

export interface RawMqtt {
  socket: Socket;
  write(bytes: Buffer): void;
  /** Did the broker close the connection within `ms`? */
  closed(ms: number): Promise<boolean>;
  /** Bytes received so far. */
  received(): Buffer;
}

/** `from`: the loopback address to connect from (the broker counts some things per address). */
export async function rawMqtt(port: number, from = '127.0.0.1'): Promise<RawMqtt> {
  const socket = connect({ port, host: '127.0.0.1', localAddress: from });
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const chunks: Buffer[] = [];
  let ended = false;
  const end = new Promise<void>((resolve) => socket.once('close', () => ((ended = true), resolve())));
  socket.on('data', (chunk) => chunks.push(chunk));
  // A write after the broker closed fails; the test asks `closed` instead.
  socket.on('error', () => undefined);
  return {
    socket,
    write: (bytes) => void (ended || socket.write(bytes)),
    closed: (ms) => Promise.race([end.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(ended), ms))]),
    received: () => Buffer.concat(chunks),
  };
}

/** The fixed header of a packet of this type byte announcing `length` bytes to follow. */
export function fixedHeader(typeByte: number, length: number) {
  const bytes = [typeByte];
  let rest = length;
  do {
    let digit = rest % 128;
    rest = Math.floor(rest / 128);
    if (rest > 0) digit |= 0x80;
    bytes.push(digit);
  } while (rest > 0);
  return Buffer.from(bytes);
}

export const connectPacket = (username: string, password: string, clientId = deviceClientId(username)) =>
  mqttPacket.generate({ cmd: 'connect', protocolId: 'MQTT', protocolVersion: 4, clean: true, keepalive: 30, clientId, username, password: Buffer.from(password) });

export const publishPacket = (topic: string, payload: Buffer, qos: 0 | 1 | 2, messageId = 1) =>
  mqttPacket.generate({ cmd: 'publish', topic, payload, qos, messageId, dup: false, retain: false });

/** CONNACK's return code once it has arrived (0: accepted), or undefined. */
export function connackCode(raw: RawMqtt) {
  const bytes = raw.received();
  return bytes.length >= 4 && bytes[0] === 0x20 ? bytes[3] : undefined;
}
