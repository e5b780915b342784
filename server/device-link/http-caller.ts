/**
 * Calls to devices in HTTP mode: a real HTTP request to the device's REST API at its address and port, with
 * a bearer token the server got by signing in with the device's web login and password (DEVICE_LOGIN). The
 * token is kept until shortly before it runs out (2 h on panels, never refreshed) or a call answers 401,
 * then the server signs in again. The server makes requests into the site's network, so a device's address
 * must lie inside the ranges the project allows (as for device search), redirects are refused, and answers
 * over the protocol's message size are dropped.
 */
import type { Kysely } from 'kysely';
import { device } from '../../schemas/device';
import { rowToRecord } from '../db/codec';
import { DEVICE_LOGIN } from '../../device-protocol/calls';
import { JSON_HEADERS, MAX_MESSAGE_BYTES, type ResponseEnvelope } from '../../device-protocol/envelope';
import { DeviceCallError, type DeviceCaller, type OutgoingCall } from './device-caller';

export interface HttpCallerOptions {
  /** May the server call this address? (the project's device ranges) */
  allowed(ip: string): boolean;
  /** A token is dropped this long before it runs out, so no call starts with one about to expire. */
  marginMs?: number;
}

export interface HttpDeviceCaller extends DeviceCaller {
  /** Sign-ins made since start (tests: a token is reused, not fetched per call). */
  signIns(): number;
}

interface DeviceAddress {
  base: string;
  login: string;
  password: string;
}

/** The body, read up to `max` bytes; a longer one is a failure rather than memory spent. */
async function readLimited(response: Response, max = MAX_MESSAGE_BYTES) {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    size += next.value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new DeviceCallError('refused', 'answer too large');
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const parseJson = (text: string) => {
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return { error: 'not json' };
  }
};

/** fetch's failures as the runner understands them. */
function failureOf(error: unknown): DeviceCallError {
  if (error instanceof DeviceCallError) return error;
  const name = (error as { name?: string }).name;
  if (name === 'TimeoutError' || name === 'AbortError') return new DeviceCallError('timeout');
  return new DeviceCallError('unreachable', (error as { cause?: { code?: string } }).cause?.code ?? 'unreachable');
}

export function httpDeviceCaller(db: Kysely<any>, options: HttpCallerOptions): HttpDeviceCaller {
  const tokens = new Map<string, { token: string; until: number }>();
  const margin = options.marginMs ?? 60_000;
  let signIns = 0;

  async function addressOf(serial: string): Promise<DeviceAddress> {
    const row = await db.selectFrom('devices').select(['id', 'ip_address', 'port', 'device_login', 'device_password']).where('login', '=', serial).executeTakeFirst();
    const record = row && rowToRecord(device, row);
    if (!record?.ip_address) throw new DeviceCallError('unreachable', 'no address');
    if (!options.allowed(String(record.ip_address))) throw new DeviceCallError('address_not_allowed');
    return { base: `http://${record.ip_address}:${record.port ?? 80}`, login: String(record.device_login ?? ''), password: String(record.device_password ?? '') };
  }

  const request = (url: string, method: string, body: unknown, signal: AbortSignal, token?: string) =>
    fetch(url, { method, signal, redirect: 'error', headers: { ...JSON_HEADERS, ...(token ? { Authorization: `Bearer ${token}` } : {}) }, body: method === 'GET' ? undefined : JSON.stringify(body ?? {}) });

  async function signIn(serial: string, address: DeviceAddress, signal: AbortSignal) {
    signIns++;
    const response = await request(address.base + DEVICE_LOGIN.uri, DEVICE_LOGIN.method, { login: address.login, password: address.password }, signal);
    const answer = DEVICE_LOGIN.answer.safeParse(parseJson(await readLimited(response)));
    if (!response.ok || !answer.success) throw new DeviceCallError('refused', `sign-in ${response.status}`);
    const token = { token: answer.data.token, until: Date.now() + answer.data.expires_in * 1000 - margin };
    tokens.set(serial, token);
    return token.token;
  }

  async function tokenFor(serial: string, address: DeviceAddress, signal: AbortSignal) {
    const held = tokens.get(serial);
    return held && held.until > Date.now() ? held.token : signIn(serial, address, signal);
  }

  async function call(serial: string, outgoing: OutgoingCall, timeoutMs: number): Promise<ResponseEnvelope> {
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const address = await addressOf(serial);
      let response = await request(address.base + outgoing.uri, outgoing.method, outgoing.body, signal, await tokenFor(serial, address, signal));
      if (response.status === 401) {
        // The device forgot the token (a restart) or it ran out early: sign in once more.
        await response.body?.cancel();
        tokens.delete(serial);
        response = await request(address.base + outgoing.uri, outgoing.method, outgoing.body, signal, await signIn(serial, address, signal));
      }
      return { id: 'http', status: response.status, headers: { ...JSON_HEADERS }, body: parseJson(await readLimited(response)) };
    } catch (error) {
      throw failureOf(error);
    }
  }

  return { call, signIns: () => signIns };
}
