/** Auth and account calls of 001 §7 beyond login: registration, self-registration, e-mail confirmation, password recovery and reset, invitations, avatar, account deletion. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';

export function accountRoutes(_store: Store, _config: Config) {
  return async function routes(_app: FastifyInstance) {};
}
