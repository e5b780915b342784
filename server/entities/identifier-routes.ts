/** Identifier actions beyond CRUD (001 §7): revoke. */
import type { FastifyInstance } from 'fastify';
import { identifier } from '../../schemas/identifier';
import { SYSTEM_ACTOR } from '../access/actor';
import { accessFilter } from '../access/scope';
import { recordEvent } from '../audit/record';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';

export function identifierRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    /** Revoking is final: the identifier is deactivated and marked revoked, and the decision refuses it from then on. */
    app.post('/identifiers/:id/revoke', { config: { doc: { summary: 'Revoke the identifier (final)', tags: ['identifiers'] } } }, async (request) => {
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new AppError('not_found');
      const actor = request.actor;
      await store.db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('identifiers').select(['id', 'is_active', 'revoked']).where('id', '=', id).where(accessFilter(identifier, actor, 'view')).executeTakeFirst();
        if (!row) throw new AppError('not_found');
        const editable = await trx.selectFrom('identifiers').select('id').where('id', '=', id).where(accessFilter(identifier, actor, 'update')).executeTakeFirst();
        if (!editable) throw new AppError('prohibited');
        if (Number(row.revoked)) return;
        await trx.updateTable('identifiers').set({ is_active: 0, revoked: 1, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        const changes = { is_active: { before: Boolean(Number(row.is_active)), after: false }, revoked: { before: false, after: true } };
        await recordEvent(trx, { actor, entity: identifier.path, recordId: id, action: 'update', changes });
      });
      return { data: await repository.getOne(store, identifier, SYSTEM_ACTOR, id) };
    });
  };
}
