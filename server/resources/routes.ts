/** Server resources of 001 §7: countries, meta, server info, server settings (with the licence), project settings. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';

export function resourceRoutes(_store: Store, _config: Config) {
  return async function routes(_app: FastifyInstance) {};
}
