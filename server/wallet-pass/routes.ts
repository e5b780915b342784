/**
 * Wallet passes (001 §7 Identifiers "pkpass"): GET /identifiers/{id}/pkpass, the identifier as a signed Apple
 * Wallet pass, for whoever may view the identifier and for its holder; GET /identifiers/wallet-passes, the
 * caller's own identifiers a pass can be had for (the profile page lists them).
 */
import type { FastifyInstance } from 'fastify';
import type { Store } from '../crud/repository';
import { parseId } from '../crud/routes';
import { dataOf } from '../../schemas/answer-envelopes';
import { ownWalletPasses } from '../../schemas/settings/wallet-pass';
import { identifierPass, ownPassIdentifiers } from './identifier-pass';

export const PKPASS = 'application/vnd.apple.pkpass';

export function walletPassRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    app.get('/identifiers/wallet-passes', { config: { doc: { summary: 'The caller’s own identifiers a wallet pass can be downloaded for', tags: ['identifiers'], answer: dataOf(ownWalletPasses) } } }, async (request) => ({
      data: await ownPassIdentifiers(store.db, request.actor),
    }));
    app.get('/identifiers/:id/pkpass', { config: { doc: { summary: 'The identifier as a signed Apple Wallet pass (.pkpass)', tags: ['identifiers'], download: [PKPASS] } } }, async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const pass = await identifierPass(store.db, request.actor, id);
      return reply.type(PKPASS).header('content-disposition', `attachment; filename="identifier-${id}.pkpass"`).header('cache-control', 'private, no-store').send(pass);
    });
  };
}
