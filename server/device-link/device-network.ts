/**
 * The device network of one server process: the broker (embedded, or the external one of MQTT_URL), the
 * server's link on it, the inbox answering devices, status tracking and the task runner. Started with the
 * app when `config.devices` is set, closed with it.
 */
import mqtt from 'mqtt';
import type { FastifyInstance } from 'fastify';
import type { DeviceNetworkConfig } from '../config';
import type { Store } from '../crud/repository';
import { type BrokerAccounts, databaseCredentials } from '../device-broker/device-accounts';
import { startEmbeddedBroker } from '../device-broker/embedded-broker';
import { dynamicSecurityAccounts } from '../device-broker/mosquitto-accounts';
import { putAllAccounts, withAccountSync } from '../device-broker/account-sync';
import { deviceInbox } from './device-inbox';
import { warnAboutDevice } from './device-warnings';
import { applyDeviceStatus } from './device-status';
import { connectMqttLink, type MqttLink } from './mqtt-link';
import { taskRunner, type TaskRunner } from './task-runner';

export interface DeviceNetwork {
  /** Where devices connect: mqtt://host:port, no credentials (each device brings its own). */
  brokerUrl: string;
  link: MqttLink;
  runner: TaskRunner;
  /** Accounts on an external broker, kept equal to the devices' credentials; unset for the embedded one. */
  accounts?: BrokerAccounts;
  /** How long a device has to answer a call. */
  callTimeoutMs: number;
}

const withoutCredentials = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}`;
};

export async function startDeviceNetwork(store: Store, config: DeviceNetworkConfig, log: FastifyInstance['log']) {
  const closers: (() => Promise<unknown>)[] = [];
  let serverUrl = config.url;
  let accounts: BrokerAccounts | undefined;
  if (!serverUrl) {
    // The embedded broker starts empty: no device is connected until it signs in again.
    await store.db.updateTable('devices').set({ status: 'offline' }).where('status', '=', 'online').execute();
    const broker = await startEmbeddedBroker({ ...config.embedded!, credentials: databaseCredentials(store.db) });
    closers.push(() => broker.close());
    serverUrl = broker.url;
  } else {
    const admin = await mqtt.connectAsync(serverUrl, { reconnectPeriod: 1000 });
    closers.push(() => admin.endAsync(true));
    accounts = await dynamicSecurityAccounts(admin);
    await putAllAccounts(store, accounts);
    store.hooks = { ...store.hooks, devices: withAccountSync(store, accounts, store.hooks.devices, (error) => log.error({ err: error }, 'broker accounts')) };
  }
  const link = await connectMqttLink(serverUrl);
  closers.unshift(() => link.close());
  const runner = taskRunner(store, link, {
    callTimeoutMs: config.callTimeoutMs,
    attempts: config.taskAttempts,
    retryBaseMs: config.retryBaseMs,
    onFailed: (task) => warnAboutDevice(store, task.device_id, 'task_failed', { task_id: task.id, task_type: task.type, error: task.error }),
  });
  link.onRequest(deviceInbox(store));
  link.onStatus((serial, status) => {
    applyDeviceStatus(store, serial, status.status, status.at)
      .then(async (device) => {
        if (device?.status === 'online') await runner.deviceOnline(device.id);
        if (device?.status === 'offline') await warnAboutDevice(store, device.id, 'offline');
      })
      .catch((error) => log.error({ err: error, serial }, 'device status'));
  });
  const timer = setInterval(() => void runner.tick().catch((error) => log.error({ err: error }, 'device tasks')), config.pollMs);
  timer.unref();
  closers.unshift(async () => clearInterval(timer));
  const network: DeviceNetwork = { brokerUrl: withoutCredentials(serverUrl), link, runner, accounts, callTimeoutMs: config.callTimeoutMs };
  return {
    network,
    async close() {
      for (const close of closers) await close().catch(() => undefined);
    },
  };
}

/** The Fastify side: starts the network with the app, puts it on the store, closes it with the app. */
export function deviceNetworkPlugin(store: Store, config: DeviceNetworkConfig | undefined) {
  return async function plugin(app: FastifyInstance) {
    if (!config) return;
    const started = await startDeviceNetwork(store, config, app.log);
    store.devices = started.network;
    app.addHook('onClose', async () => {
      store.devices = undefined;
      await started.close();
    });
  };
}
