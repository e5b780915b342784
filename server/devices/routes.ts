/** The device routes beyond the generic CRUD of devices, device tasks and device events. */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../crud/repository';
import { deviceActionRoutes } from './device-action-routes';
import { eventDownloadRoute } from './event-download-route';

export function deviceRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    await app.register(deviceActionRoutes(store));
    await app.register(eventDownloadRoute(store));
  };
}
