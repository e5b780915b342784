/**
 * The concierge's calls (001 §7 "Calls and dialer"; 000 §3.15 concierge device, call interception settings):
 * - GET /calls/interception → { is_active, domains, user_domains } for `calls.concierge.intercept`;
 *   POST /calls/interception { is_active, domains } starts, changes or stops it (call-interception.ts).
 * - GET /calls/management/devices → the door panels with a number in the concierge's line (their groups,
 *   those below and those above, as a panel calls): { token, name, sip_number: { number } }, for
 *   `calls.concierge.receive`; POST /calls/management/devices/open/{token} opens the panel's lock (a device
 *   task, as any remote opening). The token is the panel's number: opaque to the dialer, and checked
 *   against the concierge's line again on every opening.
 * - GET /calls/management/list → the awaiting calls in progress in the concierge's groups and below (a
 *   visitor at a panel, waiting or talking), for `calls.concierge.receive`; POST /calls/management/{id}/stop
 *   asks the phones of the call to end it (CallStop on their live topics; call-log.ts): the phone talking hangs
 *   up, a ringing one declines, and the proxy reports the end as for any call.
 * All need SIP licensed ('no licences').
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { type Actor, hasPermission } from '../access/actor';
import { parseRequest } from '../crud/body';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { queueDeviceTask } from '../devices/device-tasks';
import { groupPathMatches } from '../access/scope';
import { AppError } from '../errors';
import { requireLicence } from '../licensing/require-licence';
import { deviceMayCall } from './call-permission';
import { MAX_INTERCEPTED_GROUPS, readInterception, saveInterception, selectableGroups } from './call-interception';
import { activeNumbers } from './numbers';
import { callStopAsked } from './call-log';
import { dataOf } from '../../schemas/answer-envelopes';
import { callInterception, conciergeDoor, doorOpening, managedCall } from '../../schemas/concierge';
import type { RouteDoc } from '../openapi-routes';

/** The statuses of a call still in progress. */
const IN_PROGRESS = ['new', 'calling', 'answered', 'waiting', 'answered_waiting'];

const interceptionBody = z.strictObject({
  is_active: z.boolean(),
  domains: z.array(z.number().int().min(0).max(MAX_ID)).max(MAX_INTERCEPTED_GROUPS),
});
const tokenParam = z.string().regex(/^[0-9]{1,20}$/);
const callIdParam = z.coerce.number().int().min(1).max(MAX_ID);

interface ConciergeDevice {
  id: number;
  name: string;
  domain_id: number;
  protocol: string | null;
  number: string;
}

/** Panels with an active number that the actor's groups are in line with. */
async function conciergeDevices(db: Kysely<any>, actor: Actor, number?: string): Promise<ConciergeDevice[]> {
  let query = activeNumbers(db).innerJoin('devices as d', 'd.id', 'n.device_id').select(['d.id as device', 'd.name as device_name', 'd.protocol']);
  if (number !== undefined) query = query.where('n.number', '=', number);
  const rows = await query.orderBy('d.name').execute();
  return rows
    .filter((row) => actor.groupPaths.some((path) => deviceMayCall({ groupPath: path, isDevice: false }, { groupPath: String(row.group_path), isDevice: true })))
    .map((row) => ({ id: Number(row.device), name: String(row.device_name), domain_id: Number(row.domain_id), protocol: row.protocol ?? null, number: String(row.number) }));
}

/** Awaiting calls in progress whose callee is in the actor's groups or below. */
function managedCalls(db: Kysely<any>, actor: Actor) {
  if (!actor.groupPaths.length) return undefined;
  return db
    .selectFrom('calls as c')
    .innerJoin('groups as g', 'g.id', 'c.domain_id')
    .select(['c.id', 'c.call_id', 'c.from_number', 'c.to_number', 'c.status', 'c.answered_by', 'c.is_sos', 'c.started_at'])
    .where('c.type', '=', 'awaiting')
    .where('c.status', 'in', IN_PROGRESS)
    .where((eb) => groupPathMatches(eb, 'g.path', actor.groupPaths));
}

const managedCallOf = (row: Record<string, unknown>) => ({
  id: Number(row.id), call_id: String(row.call_id), from_number: String(row.from_number), to_number: String(row.to_number),
  status: String(row.status), answered_by: row.answered_by == null ? null : String(row.answered_by), is_sos: Number(row.is_sos) === 1, started_at: String(row.started_at),
});

function need(actor: Actor, permission: 'calls.concierge.intercept' | 'calls.concierge.receive') {
  if (!hasPermission(actor, permission)) throw new AppError('prohibited');
}

export function conciergeRoutes(store: Store) {
  const { db } = store;
  const doc = (summary: string, answer: z.ZodType, more: Partial<RouteDoc> = {}) => ({ doc: { summary, tags: ['telephony'], answer: dataOf(answer), ...more } });
  const interceptionOf = async (actor: Actor) => ({ ...(await readInterception(db, Number(actor.id))), user_domains: await selectableGroups(db, actor) });
  return async function routes(app: FastifyInstance) {
    app.addHook('preHandler', async () => requireLicence(db, 'sip'));

    app.get('/calls/interception', { config: doc("The concierge's call interception and the groups they may choose", callInterception) }, async (request) => {
      need(request.actor, 'calls.concierge.intercept');
      return { data: await interceptionOf(request.actor) };
    });

    app.post('/calls/interception', { config: doc('Start, change or stop call interception', callInterception, { body: interceptionBody }) }, async (request) => {
      need(request.actor, 'calls.concierge.intercept');
      await saveInterception(db, request.actor, parseRequest(interceptionBody, request.body));
      return { data: await interceptionOf(request.actor) };
    });

    app.get('/calls/management/list', { config: doc('The awaiting calls in progress in the concierge\'s groups', z.array(managedCall)) }, async (request) => {
      need(request.actor, 'calls.concierge.receive');
      const rows = (await managedCalls(db, request.actor)?.orderBy('c.started_at').limit(200).execute()) ?? [];
      return { data: rows.map(managedCallOf) };
    });

    app.post('/calls/management/:id/stop', { config: doc('End an awaiting call in progress', z.object({ id: z.number().int() })) }, async (request) => {
      need(request.actor, 'calls.concierge.receive');
      const id = parseRequest(callIdParam, (request.params as { id: string }).id);
      const row = await managedCalls(db, request.actor)?.where('c.id', '=', id).executeTakeFirst();
      if (!row) throw new AppError('not_found');
      await callStopAsked(store, String(row.call_id));
      return { data: { id } };
    });

    app.get('/calls/management/devices', { config: doc('The door panels the concierge may open', z.array(conciergeDoor)) }, async (request) => {
      need(request.actor, 'calls.concierge.receive');
      const devices = await conciergeDevices(db, request.actor);
      return { data: devices.map((device) => ({ token: device.number, name: device.name, sip_number: { number: device.number } })) };
    });

    app.post('/calls/management/devices/open/:token', { config: doc("Open a door panel's lock", doorOpening, { responses: { 201: 'Opening queued' } }) }, async (request, reply) => {
      need(request.actor, 'calls.concierge.receive');
      const token = parseRequest(tokenParam, (request.params as { token: string }).token);
      const [device] = await conciergeDevices(db, request.actor, token);
      if (!device) throw new AppError('not_found');
      const task = await queueDeviceTask(store, device, 'open_door', { lock_number: 1 });
      reply.code(201);
      return { data: { task_id: task.id } };
    });
  };
}
