/**
 * The embedded MQTT broker (aedes) that `npm start` runs for devices (MQTT_PORT, default 1883). Devices
 * sign in with their serial and MQTT password and may use only their own topics
 * (server/device-protocol/topics.ts); the server signs in with a secret made at start.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { devicePublishAllowed, deviceSubscribeAllowed } from '../device-protocol/topics';
import { MAX_MESSAGE_BYTES } from '../device-protocol/envelope';
import { type DeviceCredentials, sameSecret } from './device-accounts';

export interface EmbeddedBroker {
  /** mqtt://host:port with the server's own credentials. */
  url: string;
  port: number;
  /** Devices signed in now. */
  connected(): number;
  close(): Promise<void>;
}

/** The server's own account name: `$` cannot start a device serial, so no device can take it. */
export const SERVER_ACCOUNT = '$console';

type Identity = { kind: 'server' } | { kind: 'device'; serial: string };

const refusal = (code: 4 | 5) => Object.assign(new Error(code === 4 ? 'bad user name or password' : 'not authorised'), { returnCode: code });

export async function startEmbeddedBroker(options: { port: number; host: string; credentials: DeviceCredentials }): Promise<EmbeddedBroker> {
  const secret = randomBytes(24).toString('hex');
  const identities = new WeakMap<Client, Identity>();
  const broker = await Aedes.createBroker({
    authenticate(client, username, password, done) {
      const given = password?.toString('utf8') ?? '';
      if (username === SERVER_ACCOUNT) {
        if (!sameSecret(given, secret)) return done(refusal(4) as never, false);
        identities.set(client, { kind: 'server' });
        return done(null, true);
      }
      const from = (client.conn as { remoteAddress?: string } | undefined)?.remoteAddress ?? '';
      options.credentials.verify(username ?? '', given, from).then(
        (ok) => {
          if (ok) identities.set(client, { kind: 'device', serial: username! });
          done(ok ? null : (refusal(4) as never), ok);
        },
        () => done(refusal(4) as never, false),
      );
    },
    authorizePublish(client, packet, callback) {
      const who = client && identities.get(client);
      // The broker itself (client null) publishes last wills, already checked when the will was given.
      if (!client || who?.kind === 'server') return callback(null);
      if (packet.payload && packet.payload.length > MAX_MESSAGE_BYTES) return callback(new Error('message too big'));
      callback(who?.kind === 'device' && devicePublishAllowed(who.serial, packet.topic) ? null : new Error('not your topic'));
    },
    authorizeSubscribe(client, subscription, callback) {
      const who = identities.get(client);
      if (who?.kind === 'server') return callback(null, subscription);
      // A refused subscription is answered with a failure code (0x80) rather than a dropped connection.
      callback(null, who?.kind === 'device' && deviceSubscribeAllowed(who.serial, subscription.topic) ? subscription : null);
    },
  });
  // No Nagle: a small answer must not wait for the peer's delayed ACK (server/device-protocol/no-delay.ts).
  const server: Server = createServer({ noDelay: true }, broker.handle);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const host = options.host === '0.0.0.0' ? '127.0.0.1' : options.host;
  return {
    url: `mqtt://${encodeURIComponent(SERVER_ACCOUNT)}:${secret}@${host}:${port}`,
    port,
    connected: () => Math.max(0, broker.connectedClients - 1),
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
