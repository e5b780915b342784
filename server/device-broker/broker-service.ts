/**
 * The device broker as System info shows it (001 §7 "Status and restart of SIP and broker services"): embedded
 * (aedes, run by this process) or external (MQTT_URL), since when, how many devices it holds, and the restart
 * of the embedded one. An external broker is another machine's service: the console reports it and does not
 * restart it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { type EmbeddedBroker, type EmbeddedBrokerOptions, startEmbeddedBroker } from './embedded-broker';

export interface BrokerService {
  readonly mode: 'embedded' | 'external';
  /** The broker's software and version, when the console knows it. */
  readonly version: string | null;
  /** When the embedded broker last started, or when the console's link to the external one was made. */
  startedAt(): Date;
  /** Devices signed in to the embedded broker; null for an external one (its devices online say). */
  connected(): number | null;
  /** Messages published through the embedded broker since it started; null for an external one. */
  messages(): number | null;
  /** Stops and starts the embedded broker on the same port; devices and the server's link sign in again. */
  restart(): Promise<void>;
}

function aedesVersion() {
  try {
    const main = createRequire(import.meta.url).resolve('aedes');
    return `aedes ${JSON.parse(readFileSync(join(dirname(main), 'package.json'), 'utf8')).version}`;
  } catch {
    return 'aedes';
  }
}

/**
 * Runs the embedded broker; `beforeStart` runs before each start (the devices it held go offline: a fresh
 * broker holds none). Its `close` stops it for good.
 */
export async function embeddedBrokerService(options: EmbeddedBrokerOptions & { secret: string }, beforeStart: () => Promise<void>) {
  await beforeStart();
  let broker: EmbeddedBroker = await startEmbeddedBroker(options);
  let startedAt = new Date();
  let restarting: Promise<void> | undefined;
  const port = broker.port;
  const service: BrokerService = {
    mode: 'embedded',
    version: aedesVersion(),
    startedAt: () => startedAt,
    connected: () => broker.connected(),
    messages: () => broker.messages(),
    restart: () =>
      (restarting ??= (async () => {
        await broker.close();
        await beforeStart();
        broker = await startEmbeddedBroker({ ...options, port });
        startedAt = new Date();
      })().finally(() => (restarting = undefined))),
  };
  return { service, url: broker.url, close: async () => { await restarting; await broker.close(); } };
}

export function externalBrokerService(): BrokerService {
  const startedAt = new Date();
  return {
    mode: 'external',
    version: null,
    startedAt: () => startedAt,
    connected: () => null,
    messages: () => null,
    restart: async () => undefined,
  };
}
