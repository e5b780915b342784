/** The device routes beyond the generic CRUD of devices, device tasks and device events, and the device network they drive. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { deviceActionRoutes } from './device-action-routes';
import { forwardRoutes } from './forward-routes';
import { type DeviceNetworkSlot, deviceNetworkPlugin } from '../device-link/device-network';
import { asyncApiDocument } from '../../device-protocol/asyncapi';
import { DEFAULT_SEARCH } from './device-search';
import { deviceSearchRoutes } from './search-routes';
import { remoteControlRoutes } from './remote-control';
import { VERSION } from '../version';
import { asyncApiDocumentAnswer } from '../../schemas/api-documents';

/** Where devices reach the broker, as they are told: DEVICE_BROKER_HOST, else the broker's own address. */
function brokerHost(config: Config) {
  if (config.services?.deviceBrokerHost) return config.services.deviceBrokerHost;
  if (config.devices?.url) return new URL(config.devices.url).host;
  const embedded = config.devices?.embedded;
  return `${embedded && embedded.host !== '0.0.0.0' ? embedded.host : (config.services?.domain ?? 'localhost')}:${embedded?.port ?? 1883}`;
}

/** `devices`: where the network runs, as the store was built with it (store.devices). */
export function deviceRoutes(store: Store, config: Config, devices: DeviceNetworkSlot) {
  return async function routes(app: FastifyInstance) {
    await app.register(deviceActionRoutes(store));
    await app.register(forwardRoutes(store, config));
    const search = { ...DEFAULT_SEARCH, ...config.deviceSearch };
    await app.register(deviceNetworkPlugin(store, devices, config.devices, { ranges: search.ranges }));
    await app.register(deviceSearchRoutes(store, search));
    await app.register(remoteControlRoutes(store, config.devices?.remoteSessionLifetimeMs));
    app.get('/asyncapi.json', { config: { public: true, doc: { summary: 'The AsyncAPI 3 document of the device protocol', tags: ['meta'], answer: asyncApiDocumentAnswer } } }, async () =>
      asyncApiDocument(VERSION, { host: brokerHost(config), protocol: 'mqtt' }),
    );
  };
}
