/**
 * Device actions beyond CRUD (001 §7 Devices): initialise, apply settings, set protocol, and the sync
 * errors a device reported. Each action queues a device task the device picks up; the caller must be
 * able to change the device (view alone answers `prohibited`, an unseen device `not found`). Initialise and
 * Apply settings also re-send the syncs that failed, so they are how a failed sync is retried.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { device, DEVICE_PROTOCOLS } from '../../schemas/device';
import { validationError } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { deviceFor, parseDeviceId, queueDeviceTask, requireProtocol } from './device-tasks';
import { syncErrors } from './sync-errors';
import { resendFailedSyncs } from './sync-queue';
import { deviceSync } from './sync-state';
import { dataOf } from '../../schemas/answer-envelopes';
import { answeredRecord } from '../../schemas/answered-record';
import { deviceTask } from '../../schemas/device-task';
import { syncErrors as syncErrorsAnswer } from '../../schemas/device-sync';
import type { RouteDoc } from '../openapi-routes';

const setProtocolBody = z.strictObject({
  protocol: z.enum(DEVICE_PROTOCOLS),
  items: z.array(z.number().int().min(0).max(MAX_ID)).min(1).max(1000),
});

/** Initialise and Apply settings answer the task they queued. */
const queued = { responses: { 201: 'Queued' }, answer: dataOf(answeredRecord(deviceTask)) };
const doc = (summary: string, more: Partial<RouteDoc>) => ({ doc: { summary, tags: ['devices'], ...more } });

export function deviceActionRoutes(store: Store) {
  return async function routes(app: FastifyInstance) {
    app.post('/devices/init/:id', { config: doc('Initialise the device, and re-send any sync that failed (queues tasks)', queued) }, async (request, reply) => {
      const target = await deviceFor(store.db, request.actor, parseDeviceId((request.params as { id: string }).id), 'update');
      requireProtocol(target);
      reply.code(201);
      const task = await queueDeviceTask(store, target, 'init');
      await resendFailedSyncs(store, target.id);
      return { data: task };
    });

    app.post('/devices/:id/settings/apply', { config: doc("Send the device's stored settings to it, and re-send any sync that failed (queues tasks)", queued) }, async (request, reply) => {
      const target = await deviceFor(store.db, request.actor, parseDeviceId((request.params as { id: string }).id), 'update');
      requireProtocol(target);
      reply.code(201);
      const task = await queueDeviceTask(store, target, 'apply_settings');
      await resendFailedSyncs(store, target.id);
      return { data: task };
    });

    /** For the selected devices; all of them must be editable, or nothing changes. */
    app.post('/devices/set-protocol', { config: { doc: { summary: 'Set the protocol of the selected devices', tags: ['devices'], body: setProtocolBody, answer: dataOf(z.object({ updated: z.array(z.number().int()) })) } } }, async (request) => {
      const parsed = setProtocolBody.safeParse(request.body);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const { protocol, items } = parsed.data;
      const ids = [...new Set(items)];
      const targets = [];
      for (const id of ids) targets.push(await deviceFor(store.db, request.actor, id, 'update'));
      for (const target of targets) {
        await repository.update(store, device, request.actor, target.id, { protocol });
        await queueDeviceTask(store, { ...target, protocol }, 'set_protocol', { protocol });
      }
      return { data: { updated: ids } };
    });

    app.get('/devices/:id/sync/errors', { config: doc('Identifiers and schedules the device failed to synchronise, and what it holds of each kind (versions)', { answer: dataOf(syncErrorsAnswer) }) }, async (request) => {
      const target = await deviceFor(store.db, request.actor, parseDeviceId((request.params as { id: string }).id), 'view');
      const [errors, sync] = await Promise.all([syncErrors(store.db, target.id), deviceSync(store.db, target.id)]);
      return { data: { ...errors, sync } };
    });
  };
}
