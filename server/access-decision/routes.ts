/** The access decision: may this identifier or user pass this device at this moment, and why. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';

export function accessDecisionRoutes(_store: Store, _config: Config) {
  return async function routes(_app: FastifyInstance) {};
}
