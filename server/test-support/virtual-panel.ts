/**
 * A demo device played by a virtual device (fleet/virtual-device.ts) on a test server's device broker: the
 * device gets MQTT and an MQTT password through the API, the virtual device signs in, and the call returns
 * once the server lists the device online and the sync its new settings started has settled (a test then
 * starts from a quiet device: that sync's answer would otherwise land inside what the test counts).
 *
 * @example const { device, record } = await connectVirtualDevice(server, admin, { password: 'secret' });
 */
import { VirtualDevice } from '../../fleet/virtual-device';
import { eventually } from './eventually';
import type { TestServer } from './server';

export async function connectVirtualDevice(server: TestServer, token: string, options: { password: string; deviceId?: number }) {
  const record = options.deviceId
    ? (await server.request('GET', `/devices/${options.deviceId}`, { token })).body.data
    : (await server.request('GET', '/devices/items', { token, query: { size: 1, sort: 'id' } })).body.data[0];
  await server.request('PATCH', `/devices/${record.id}`, { token, body: { protocol: 'mqtt', device_settings: { mqtt: { password: options.password } } } });
  const device = new VirtualDevice({ brokerUrl: server.store.devices!.brokerUrl, serial: record.login, password: options.password, answerTimeoutMs: 3000 });
  await device.start();
  const status = async () => (await server.request('GET', `/devices/${record.id}`, { token })).body.data.status;
  if ((await eventually(status, (s) => s === 'online')) !== 'online') throw new Error(`device ${record.login} did not come online`);
  const sync = async () => (await server.request('GET', `/devices/${record.id}`, { token })).body.data.sync_state;
  if ((await eventually(sync, (s) => s !== 'pending')) === 'pending') throw new Error(`device ${record.login} did not settle its first sync`);
  return { device, record: { ...record, protocol: 'mqtt' } as Record<string, any> };
}
