/**
 * Bounds what a broker buffers for one socket before the MQTT parser sees it: each packet's announced length
 * is read from the bytes as they arrive, and the socket is closed the moment one announces more than its
 * type may have (aedes' parser would otherwise hold up to 256 MB waiting for the rest); and a count of
 * sockets not signed in yet, with ceilings.
 */
import type { Socket } from 'node:net';

/** The CONNECT packet's type (the high nibble of its first byte). */
export const CONNECT_TYPE = 1;

/**
 * Watches the bytes the broker reads from `socket` (a 'data' listener beside aedes' 'readable' one sees each
 * chunk as aedes reads it) and closes the socket when a packet's length exceeds `allowedBytes(type)`.
 * `allowedBytes` is asked when the length is complete, so it may depend on whether the client has signed in.
 */
export function watchPacketSizes(socket: Socket, allowedBytes: (type: number) => number) {
  let type = -1; // -1: waiting for a fixed header's first byte
  let length = 0;
  let lengthBytes = 0;
  let body = 0; // bytes of the current packet's body still to skip
  socket.on('data', (chunk: Buffer) => {
    for (let i = 0; i < chunk.length && !socket.destroyed; i++) {
      if (body > 0) {
        const skip = Math.min(body, chunk.length - i);
        body -= skip;
        i += skip - 1;
      } else if (type < 0) {
        type = chunk[i] >> 4;
        length = 0;
        lengthBytes = 0;
      } else {
        length += (chunk[i] & 0x7f) * 128 ** lengthBytes++;
        if (chunk[i] & 0x80 && lengthBytes < 4) continue;
        if (chunk[i] & 0x80 || length > allowedBytes(type)) return void socket.destroy();
        body = length;
        type = -1;
      }
    }
  });
}

/** Counts sockets until they sign in or close; `admit` is false past either ceiling (all, or one address's). */
export function pendingSockets(ceiling: number, perAddress: number) {
  const waiting = new Set<Socket>();
  const byAddress = new Map<string, number>();
  const forget = (socket: Socket, address: string) => {
    if (!waiting.delete(socket)) return;
    const left = (byAddress.get(address) ?? 1) - 1;
    if (left > 0) byAddress.set(address, left);
    else byAddress.delete(address);
  };
  return {
    admit(socket: Socket) {
      const address = socket.remoteAddress ?? '';
      const count = byAddress.get(address) ?? 0;
      if (waiting.size >= ceiling || count >= perAddress) return false;
      waiting.add(socket);
      byAddress.set(address, count + 1);
      socket.once('close', () => forget(socket, address));
      return true;
    },
    signedIn: (socket: Socket) => forget(socket, socket.remoteAddress ?? ''),
    count: () => waiting.size,
  };
}

/**
 * Reads at most `bytesPerSecond` from a client (bursts up to the same), pausing its reading when over, so a
 * device sending big messages as fast as it can is slowed by TCP instead of queueing its messages, and their
 * copies, towards the server's link faster than they are handled. `applies` is asked per chunk.
 */
export function paceReading(socket: Socket, client: { pause(): void; resume(): void }, bytesPerSecond: number, applies: () => boolean) {
  let budget = bytesPerSecond;
  let last = Date.now();
  let paused = false;
  socket.on('data', (chunk: Buffer) => {
    if (!applies()) return;
    const now = Date.now();
    budget = Math.min(bytesPerSecond, budget + ((now - last) / 1000) * bytesPerSecond) - chunk.length;
    last = now;
    if (budget >= 0 || paused) return;
    paused = true;
    client.pause();
    setTimeout(() => {
      paused = false;
      if (!socket.destroyed) client.resume();
    }, Math.ceil((-budget / bytesPerSecond) * 1000)).unref();
  });
}
