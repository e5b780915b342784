/** The device routes beyond the generic CRUD of devices, device tasks and device events, and the device network they drive. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { deviceActionRoutes } from './device-action-routes';
import { forwardRoutes } from './forward-routes';
import { deviceNetworkPlugin } from '../device-link/device-network';

export function deviceRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    await app.register(deviceActionRoutes(store));
    await app.register(forwardRoutes(store, config));
    await app.register(deviceNetworkPlugin(store, config.devices));
  };
}
