/** Live channel of 001 §7: GET /ws, topics, and the notifications calls. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';

export function liveRoutes(_store: Store, _config: Config) {
  return async function routes(_app: FastifyInstance) {};
}
