/**
 * The device network of one server process: the broker (embedded, or the external one of MQTT_URL), the
 * server's link on it, the HTTP caller and routes for devices in HTTP mode, the inbox answering devices,
 * heartbeats and status, and the task runner. Started with the app when `config.devices` is set, closed
 * with it.
 */
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import type { FastifyInstance } from 'fastify';
import type { DeviceNetworkConfig } from '../config';
import type { Store } from '../crud/repository';
import { type BrokerAccounts, databaseCredentials } from '../device-broker/device-accounts';
import { throttledCredentials } from '../device-broker/sign-in-throttle';
import { whitelistOf } from '../ip-blocking/addresses';
import { type BrokerService, embeddedBrokerService, externalBrokerService } from '../device-broker/broker-service';
import { dynamicSecurityAccounts } from '../device-broker/mosquitto-accounts';
import { deviceSerials, putAllAccounts, renewAllAccounts } from '../device-broker/account-sync';
import { deviceInbox } from './device-inbox';
import { warnAboutDevice } from './device-warnings';
import { applyDeviceStatus } from './device-status';
import { connectMqttLink, type MqttLink } from './mqtt-link';
import { taskRunner, type TaskRunner } from './task-runner';
import { heartbeats, type DeviceStatusChange, type Heartbeats } from './heartbeats';
import { httpDeviceCaller, type HttpDeviceCaller } from './http-caller';
import { httpDeviceRoutes } from './http-device-routes';

export interface DeviceNetwork {
  /** Where devices connect: mqtt://host:port, no credentials (each device brings its own). */
  brokerUrl: string;
  link: MqttLink;
  runner: TaskRunner;
  /** Accounts on an external broker, kept equal to the devices' credentials; unset for the embedded one. */
  accounts?: BrokerAccounts;
  /** How long a device has to answer a call. */
  callTimeoutMs: number;
  /** Calls to devices in HTTP mode. */
  http: HttpDeviceCaller;
  /** Who was heard from when; silent HTTP devices go offline. */
  beats: Heartbeats;
  /** The broker's status and restart (System info). */
  broker: BrokerService;
  /** Tasks that failed for good since start (metrics). */
  tasksFailed(): number;
  /**
   * Called before a restore replaces the devices; the function it answers, once it has, signs every device out
   * of the broker so each signs in again against the restored credentials (a device the restore removed cannot).
   */
  beforeRestore(): Promise<() => Promise<void>>;
}

declare module '../crud/repository' {
  interface Store {
    /** The device network while one runs (deviceNetworkSlot: handed in when the store is built). */
    readonly devices?: DeviceNetwork;
  }
}

/** Where the server may send HTTP requests to devices (the project's device ranges, as for device search). */
export interface DeviceAddressPolicy {
  ranges: string[];
}

/** Three missed heartbeats of 30 s. */
export const DEFAULT_HEARTBEAT_TIMEOUT_MS = 90_000;

const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

export async function startDeviceNetwork(store: Store, config: DeviceNetworkConfig, addresses: DeviceAddressPolicy, log: FastifyInstance['log']) {
  const closers: (() => Promise<unknown>)[] = [];
  const credentials = throttledCredentials(databaseCredentials(store.db));
  let serverUrl = config.url;
  let accounts: BrokerAccounts | undefined;
  let broker: BrokerService;
  if (!serverUrl) {
    // The embedded broker starts empty: no device is connected until it signs in again (at a restart too).
    const allOffline = async () => void (await store.db.updateTable('devices').set({ status: 'offline' }).where('status', '=', 'online').execute());
    const embedded = await embeddedBrokerService({ ...config.embedded!, credentials, secret: randomBytes(24).toString('hex') }, allOffline);
    closers.push(() => embedded.close());
    serverUrl = embedded.url;
    broker = embedded.service;
  } else {
    broker = externalBrokerService();
    const admin = await mqtt.connectAsync(serverUrl, { reconnectPeriod: 1000, writeCache: false });
    closers.push(() => admin.endAsync(true));
    accounts = await dynamicSecurityAccounts(admin);
    // Saved and deleted devices keep their accounts through the devices' hooks (accountSyncHooks).
    await putAllAccounts(store, accounts);
  }
  const link = await connectMqttLink(serverUrl);
  closers.unshift(() => link.close());
  const http = httpDeviceCaller(store.db, { allowed: whitelistOf(addresses.ranges) });
  let tasksFailed = 0;
  const runner = taskRunner(store, { mqtt: link, http }, {
    callTimeoutMs: config.callTimeoutMs,
    attempts: config.taskAttempts,
    retryBaseMs: config.retryBaseMs,
    onFailed: (task) => {
      tasksFailed++;
      return warnAboutDevice(store, task.device_id, 'task_failed', { task_id: task.id, task_type: task.type, error: task.error });
    },
  });
  const change: DeviceStatusChange = async (serial, status, at) => {
    const device = await applyDeviceStatus(store, serial, status, at);
    if (device?.status === 'online') await runner.deviceOnline(device.id);
    if (device?.status === 'offline') await warnAboutDevice(store, device.id, 'offline');
  };
  const timeoutMs = config.heartbeatTimeoutMs ?? DEFAULT_HEARTBEAT_TIMEOUT_MS;
  const beats = heartbeats(store, { timeoutMs, change });
  const logged = (what: string, serial?: string) => (error: unknown) => log.error({ err: error, serial }, what);
  const inbox = deviceInbox(store, { validationMemoryMs: config.validationMemoryMs });
  link.onRequest((serial, request) => {
    void beats.heard(serial).catch(logged('device status', serial));
    return inbox(serial, request);
  });
  link.onStatus((serial, status) => {
    void (status.status === 'online' ? beats.heard(serial) : beats.gone(serial, status.at)).catch(logged('device status', serial));
  });
  const timers = [
    setInterval(() => void runner.tick().catch(logged('device tasks')), config.pollMs),
    setInterval(() => void beats.sweep().catch(logged('device heartbeats')), Math.max(50, Math.floor(timeoutMs / 3))),
  ];
  for (const timer of timers) timer.unref();
  closers.unshift(async () => timers.forEach(clearInterval));
  // A restart answers once the server's link is back on the broker, so no device signing in after it goes unheard;
  // the devices it held were marked offline, so each one heard again comes online.
  const restartable: BrokerService = { ...broker, restart: async () => {
    const back = link.nextConnect();
    await broker.restart();
    beats.forget();
    await back;
  } };
  // The embedded broker restarts (it holds no device then); an external one's accounts are made anew.
  const beforeRestore = async () => {
    const external = accounts;
    if (!external) return () => restartable.restart();
    const previous = await deviceSerials(store);
    return () => renewAllAccounts(store, external, previous);
  };
  const network: DeviceNetwork = { brokerUrl: withoutCredentials(serverUrl), link, runner, accounts, callTimeoutMs: config.callTimeoutMs, http, beats, broker: restartable, tasksFailed: () => tasksFailed, beforeRestore };
  return {
    network,
    routes: httpDeviceRoutes(credentials, inbox, beats),
    async close() {
      for (const close of closers) await close().catch(() => undefined);
    },
  };
}

/**
 * Where the running network is: made by the composition root before the store is built (the store reads it as
 * store.devices), holding the network while it runs.
 */
export interface DeviceNetworkSlot {
  readonly current: DeviceNetwork | undefined;
  hold(network: DeviceNetwork | undefined): void;
}

export function deviceNetworkSlot(): DeviceNetworkSlot {
  let current: DeviceNetwork | undefined;
  return Object.freeze({
    get current() {
      return current;
    },
    hold(network: DeviceNetwork | undefined) {
      current = network;
    },
  });
}

/** The Fastify side: starts the network with the app, holds it in `slot`, closes it with the app. */
export function deviceNetworkPlugin(store: Store, slot: DeviceNetworkSlot, config: DeviceNetworkConfig | undefined, addresses: DeviceAddressPolicy) {
  return async function plugin(app: FastifyInstance) {
    if (!config) return;
    const started = await startDeviceNetwork(store, config, addresses, app.log);
    slot.hold(started.network);
    await app.register(started.routes);
    app.addHook('onClose', async () => {
      slot.hold(undefined);
      await started.close();
    });
  };
}
