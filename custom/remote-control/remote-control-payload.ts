/**
 * The payload of /devices/remote-control (000 §2.6): the device's serial number and login, base64url JSON.
 * The device password is write-only and never reaches the browser: the server adds it when it creates the
 * vendor session (001 §7 "Remote control: PUT session create").
 */
export interface RemoteControlTarget {
  serial_number: string;
  login: string;
}

const toBase64Url = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function fromBase64Url(encoded: string) {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** @example encodeRemoteControl({ serial_number: 'SN1001', login: 'admin' }) // 'eyJzZXJpYWxfbnVtYmVyIjoi…' */
export function encodeRemoteControl(target: RemoteControlTarget): string {
  return toBase64Url(JSON.stringify(target));
}

/** The target, or undefined when the payload is missing or damaged. */
export function decodeRemoteControl(payload: string | null): RemoteControlTarget | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(fromBase64Url(payload)) as Partial<RemoteControlTarget>;
    if (typeof value.serial_number !== 'string' || !value.serial_number || typeof value.login !== 'string') return undefined;
    return { serial_number: value.serial_number, login: value.login };
  } catch {
    return undefined;
  }
}

export const REMOTE_CONTROL_PATH = '/devices/remote-control';

/** Why a device cannot be remote-controlled (000 §2.6), or undefined when it can. Protocol first: waiting does not fix it. */
export function remoteControlRefusal(device: { protocol?: unknown; status?: unknown }): 'not_mqtt' | 'offline' | undefined {
  if (device.protocol !== 'mqtt') return 'not_mqtt';
  if (device.status !== 'online') return 'offline';
  return undefined;
}
