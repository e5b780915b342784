/**
 * How the server calls a device, whatever carries the call: the MQTT link (the call tunnelled in the
 * envelope) or, for a device in HTTP mode, a real HTTP request to its REST API. Either answers the device's
 * HTTP status and body, or fails with a DeviceCallError saying why.
 */
import type { RequestEnvelope, ResponseEnvelope } from '../../device-protocol/envelope';

export interface OutgoingCall {
  method: RequestEnvelope['method'];
  uri: string;
  body?: unknown;
}

export interface DeviceCaller {
  call(serial: string, call: OutgoingCall, timeoutMs: number): Promise<ResponseEnvelope>;
}

/**
 * Why a call got no answer: `timeout` (no answer in time), `offline` (not connected), `refused` (the message
 * could not be sent), `unreachable` (nothing listens at the device's address), `address_not_allowed` (the
 * device's address lies outside the ranges the server may call).
 */
export type DeviceCallFailure = 'timeout' | 'offline' | 'refused' | 'unreachable' | 'address_not_allowed';

export class DeviceCallError extends Error {
  constructor(readonly reason: DeviceCallFailure, message: string = reason) {
    super(message);
  }
}
