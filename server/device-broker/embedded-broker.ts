/**
 * The embedded MQTT broker (aedes) that `npm start` runs for devices (MQTT_PORT, default 1883). Devices
 * sign in with their serial, MQTT password and own client id and may use only their own topics
 * (device-protocol/topics.ts); the server signs in with a secret made at start. What one client may
 * make it hold is bounded (broker-limits.ts): packet sizes before and after sign-in, time to sign in, sockets
 * not signed in, unreleased QoS 2 messages, bytes read a second, one connection per device; devices' messages
 * are never retained.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Aedes, type Client } from 'aedes';
import { deviceClientId, devicePublishAllowed, deviceSubscribeAllowed } from '../../device-protocol/topics';
import { MAX_MESSAGE_BYTES } from '../../device-protocol/envelope';
import { BROKER_LIMITS, type BrokerLimits } from './broker-limits';
import { type DeviceCredentials, sameSecret } from './device-accounts';
import { CONNECT_TYPE, paceReading, pendingSockets, watchPacketSizes } from './packet-guard';

export interface EmbeddedBroker {
  /** mqtt://host:port with the server's own credentials. */
  url: string;
  port: number;
  /** Devices signed in now. */
  connected(): number;
  /** Messages published through it since start, the broker's own ($SYS) left out. */
  messages(): number;
  close(): Promise<void>;
}

/** The server's own account name: `$` cannot start a device serial, so no device can take it. */
export const SERVER_ACCOUNT = '$console';

type Identity = { kind: 'server' } | { kind: 'device'; serial: string };

const REFUSALS = { 2: 'identifier rejected', 4: 'bad user name or password', 5: 'not authorised' };
const refusal = (code: 2 | 4 | 5) => Object.assign(new Error(REFUSALS[code]), { returnCode: code });

export interface EmbeddedBrokerOptions {
  port: number;
  host: string;
  credentials: DeviceCredentials;
  /** BROKER_LIMITS unless given (tests shorten the times). */
  limits?: Partial<BrokerLimits>;
  /** The server account's secret; a fresh one unless given (a restart keeps it, so the server's link signs in again). */
  secret?: string;
}

export async function startEmbeddedBroker(options: EmbeddedBrokerOptions): Promise<EmbeddedBroker> {
  const limits = { ...BROKER_LIMITS, ...options.limits };
  const secret = options.secret ?? randomBytes(24).toString('hex');
  const identities = new WeakMap<Client, Identity>();
  const pending = pendingSockets(limits.pendingConnections, limits.pendingPerAddress);
  const signedIn = (client: Client, identity: Identity) => {
    identities.set(client, identity);
    pending.signedIn(client.conn as Socket);
  };
  const broker = await Aedes.createBroker({
    connectTimeout: limits.connectTimeoutMs,
    maxInflightInbound: limits.inflightMessages,
    authenticate(client, username, password, done) {
      const given = password?.toString('utf8') ?? '';
      if (username === SERVER_ACCOUNT) {
        if (!sameSecret(given, secret)) return done(refusal(4) as never, false);
        signedIn(client, { kind: 'server' });
        return done(null, true);
      }
      // The client id is the device's own: no device can knock another off by taking its id (MQTT closes the
      // older connection of a reused id), and one device has one connection.
      if (client.id !== deviceClientId(username ?? '')) return done(refusal(2) as never, false);
      const from = (client.conn as { remoteAddress?: string } | undefined)?.remoteAddress ?? '';
      options.credentials.verify(username ?? '', given, from).then(
        (ok) => {
          if (ok) signedIn(client, { kind: 'device', serial: username! });
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
      if (who?.kind !== 'device' || !devicePublishAllowed(who.serial, packet.topic)) return callback(new Error('not your topic'));
      // Nothing a device says is kept for later subscribers (a retained request would be replayed at every
      // resubscription of the server); its last will comes through here too.
      packet.retain = false;
      callback(null);
    },
    authorizeSubscribe(client, subscription, callback) {
      const who = identities.get(client);
      if (who?.kind === 'server') return callback(null, subscription);
      // A refused subscription is answered with a failure code (0x80) rather than a dropped connection.
      callback(null, who?.kind === 'device' && deviceSubscribeAllowed(who.serial, subscription.topic) ? subscription : null);
    },
  });
  // No Nagle: a small answer must not wait for the peer's delayed ACK (device-protocol/no-delay.ts).
  const server: Server = createServer({ noDelay: true }, (socket) => {
    if (!pending.admit(socket)) return void socket.destroy();
    const client = broker.handle(socket);
    // Before sign-in only a CONNECT, and a small one; the server's own link is trusted with any size.
    watchPacketSizes(socket, (type) => {
      const who = identities.get(client);
      if (who?.kind === 'server') return Number.MAX_SAFE_INTEGER;
      if (who) return limits.packetBytes;
      return type === CONNECT_TYPE ? limits.connectPacketBytes : -1;
    });
    // aedes' Client pauses and resumes its reading (lib/client.js), though its types do not say so.
    paceReading(socket, client as unknown as { pause(): void; resume(): void }, limits.deviceBytesPerSecond, () => identities.get(client)?.kind === 'device');
  });
  let messages = 0;
  broker.on('publish', (packet, client) => {
    if (client) messages++;
  });
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
    messages: () => messages,
    async close() {
      await new Promise<void>((resolve) => broker.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
