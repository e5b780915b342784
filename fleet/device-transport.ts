/**
 * How a virtual device talks to the server: over MQTT (mqtt-transport.ts) or, in HTTP mode, with HTTP
 * requests and heartbeats (http-transport.ts). The server's calls to the device arrive through the same
 * answerer either way: over MQTT in the envelope, in HTTP mode at the device's REST API (device-rest-api.ts).
 */
import type { RequestEnvelope, ResponseEnvelope } from '../device-protocol/envelope';

/** What the device answers a call: a status and body, or nothing at all (a silent device). */
export type CallAnswer = { status: number; body: unknown } | undefined;
export type Answerer = (request: RequestEnvelope) => CallAnswer;

export interface DeviceTransport {
  readonly connected: boolean;
  /** Connects and says it is online. */
  start(): Promise<void>;
  /** Says goodbye and disconnects. */
  stop(): Promise<void>;
  /** Falls silent without a goodbye. */
  dropOff(): void;
  /** Tells or asks the server, and waits for its answer. */
  send(envelope: RequestEnvelope, timeoutMs: number): Promise<ResponseEnvelope>;
}
