/** The generic /api/v0/{path} routes of 001 §7, registered once per entity description. */
import type { FastifyInstance } from 'fastify';
import type { Entity } from '../../schemas/define-entity';
import { MAX_ID } from '../db/columns';
import { AppError } from '../errors';
import { entityGate } from './entity-gate';
import { parsePage, parseSort, parseWith } from './list-params';
import { parseFilters } from './filters';
import { runCommand } from './commands';
import { recordLog } from './record-log';
import { fileRoutes } from './file-routes';
import { fileFieldsOf } from '../files/record-files';
import * as repository from './repository';
import type { Store } from './repository';

/** An id no table can hold is simply not found. */
export function parseId(raw: unknown) {
  const id = Number(raw);
  if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new AppError('not_found');
  return id;
}

function parseIdList(body: unknown) {
  const items = (body as { items?: unknown } | null)?.items;
  if (!Array.isArray(items) || items.length > 1000 || !items.every((id) => Number.isSafeInteger(id) && id >= 0 && id <= MAX_ID)) {
    throw new AppError('invalid_data', { items: 'list of ids' });
  }
  return items as number[];
}

export function entityRoutes(store: Store, entity: Entity) {
  return async function routes(app: FastifyInstance) {
    const base = `/${entity.path}`;
    // Encapsulated in this plugin: the gate covers this entity's routes only, after sign-in is checked.
    app.addHook('preHandler', entityGate(store, entity));
    app.get(`${base}/items`, async (request) => {
      const query = request.query as Record<string, unknown>;
      return repository.list(store, entity, request.actor, {
        ...parsePage(query.page, query.size),
        sort: parseSort(entity, query.sort),
        filters: parseFilters(query.filters as string | undefined),
        with: parseWith(entity, query.with),
      });
    });
    app.get(`${base}/:id`, async (request) => {
      const { id } = request.params as { id: string };
      const query = request.query as Record<string, unknown>;
      return { data: await repository.getOne(store, entity, request.actor, parseId(id), parseWith(entity, query.with)) };
    });
    app.get(`${base}/:id/allowed-actions`, async (request) => {
      const { id } = request.params as { id: string };
      return { data: await repository.allowedActions(store, entity, request.actor, parseId(id)) };
    });
    if (entity.access.view_log) {
      app.get(`${base}/:id/logs`, async (request) => {
        const { id } = request.params as { id: string };
        const query = request.query as Record<string, unknown>;
        return recordLog(store, entity, request.actor, parseId(id), parsePage(query.page, query.size));
      });
    }
    // A read model is read only: it has no write routes at all.
    if (entity.readModel) return;
    app.put(base, async (request, reply) => {
      reply.code(201);
      return { data: await repository.create(store, entity, request.actor, request.body) };
    });
    app.patch(`${base}/:id`, async (request) => {
      const { id } = request.params as { id: string };
      return { data: await repository.update(store, entity, request.actor, parseId(id), request.body) };
    });
    app.delete(`${base}/:id`, async (request) => {
      const { id } = request.params as { id: string };
      await repository.removeOne(store, entity, request.actor, parseId(id));
      return { data: { id: parseId(id) } };
    });
    app.post(`${base}/delete`, async (request) => {
      const result = await repository.removeMany(store, entity, request.actor, parseIdList(request.body));
      return { data: result, ...result };
    });
    if (fileFieldsOf(entity).length && store.files) await app.register(fileRoutes(store, entity, store.files));
    for (const name of Object.keys(entity.commands ?? {})) {
      app.post(`${base}/:id/${name}`, async (request) => {
        const { id } = request.params as { id: string };
        return { data: await runCommand(store, entity, request.actor, parseId(id), name, request.body) };
      });
    }
  };
}
