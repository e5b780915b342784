/**
 * Identifier actions beyond CRUD (001 §7): revoke an identifier or a UKEY2 key, and issue a UKEY2 key.
 * Each checks its own grant (schemas/*.ts `access.revoke`, `access.issue`) as a filter on the row; a revocation reads
 * the record under its write lock (storedForWrite), so one of several at once revokes it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Entity } from '../../schemas/define-entity';
import { identifier } from '../../schemas/identifier';
import { ukey2 } from '../../schemas/ukey2';
import { SYSTEM_ACTOR } from '../access/actor';
import { devicesReachingIdentifier, queueSyncs } from '../devices/sync-queue';
import { recordEvent } from '../audit/record';
import { fieldSets } from '../crud/field-sets';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { parseId } from '../crud/routes';
import { requireLicence } from '../licensing/require-licence';
import { dataOf } from '../../schemas/answer-envelopes';
import { answeredRecord } from '../../schemas/answered-record';

/** Revoking is final: the identifier is deactivated and marked revoked, and the decision refuses it from then on. */
async function revoke(store: Store, entity: Entity, request: FastifyRequest) {
  const id = parseId((request.params as { id: string }).id);
  const actor = request.actor;
  await store.db.transaction().execute(async (trx) => {
    // Read under the row's lock: of revocations at once, one revokes and the others find it done.
    const stored = await repository.storedForWrite(trx, entity, actor, id, 'revoke');
    if (stored.revoked) return;
    await trx.updateTable(entity.table).set({ is_active: 0, revoked: 1, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    const changes = { is_active: { before: Boolean(stored.is_active), after: false }, revoked: { before: false, after: true } };
    await recordEvent(trx, { actor, entity: entity.path, recordId: id, action: 'update', changes });
  });
  store.events?.changed({ entity: entity.path, id, action: 'updated', by: actor.id, fields: ['is_active', 'revoked'] });
  const revoked = await repository.getOne(store, entity, SYSTEM_ACTOR, id);
  // The devices that hold it must drop it (or hold it as revoked) at once, not at their next sync.
  if (entity.table === 'identifiers') await queueSyncs(store, await devicesReachingIdentifier(store.db, id, (revoked.owner as number | null) ?? null), ['identifiers']);
  return { data: revoked };
}

export function identifierRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    app.post('/identifiers/:id/revoke', { config: { doc: { summary: 'Revoke the identifier (final)', tags: ['identifiers'], answer: dataOf(answeredRecord(identifier)) } } }, async (request) =>
      revoke(store, identifier, request),
    );
    app.post('/ukey2/:id/revoke', { config: { doc: { summary: 'Revoke the UKEY2 key (final)', tags: ['ukey2'], answer: dataOf(answeredRecord(ukey2)) } } }, async (request) => {
      await requireLicence(store.db, 'ukey2');
      return revoke(store, ukey2, request);
    });
    app.post('/ukey2/issue', { config: { doc: { summary: 'Issue a UKEY2 key to a user (the server draws its value)', tags: ['ukey2'], body: fieldSets(ukey2).createBody, responses: { 201: 'Issued' }, answer: dataOf(answeredRecord(ukey2)) } } }, async (request, reply) => {
      await requireLicence(store.db, 'ukey2');
      reply.code(201);
      return { data: await repository.create(store, ukey2, request.actor, request.body, 'issue') };
    });
  };
}
