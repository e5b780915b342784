/**
 * The device broker on System info (001 §7 "Status and restart of SIP and broker services"), beside the SIP
 * service's (server/telephony/sip-service-routes.ts): GET /system/broker (system_info.view) answers whether it is
 * embedded or external, its version, uptime and the devices connected and online; POST /system/broker/restart
 * (project_settings.change, as the SIP service's: the broker's settings are project settings) restarts the
 * embedded one. An external broker is not the console's to restart (not_in_state); without a device network
 * there is nothing to restart (service_unavailable). Each process runs its own embedded broker.
 */
import type { FastifyInstance } from 'fastify';
import { hasPermission } from '../access/actor';
import { recordEvent } from '../audit/record';
import type { Store } from '../crud/repository';
import { AppError } from '../errors';
import { brokerStatusAnswer } from '../../schemas/system-answers';

async function devicesOnline(store: Store) {
  const row = await store.db.selectFrom('devices').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'online').executeTakeFirstOrThrow();
  return Number(row.n);
}

async function brokerStatus(store: Store, canRestart: boolean) {
  const broker = store.devices?.broker;
  if (!broker) return { state: 'not_configured' as const, mode: null, version: null, started_at: null, uptime_seconds: null, connected_devices: null, devices_online: await devicesOnline(store), can_restart: false };
  const startedAt = broker.startedAt();
  return {
    state: 'running' as const,
    mode: broker.mode,
    version: broker.version,
    started_at: startedAt.toISOString(),
    uptime_seconds: Math.max(0, Math.floor((Date.now() - startedAt.getTime()) / 1000)),
    connected_devices: broker.connected(),
    devices_online: await devicesOnline(store),
    can_restart: canRestart && broker.mode === 'embedded',
  };
}

export function brokerServiceRoutes(store: Store) {
  const tags = ['devices'];
  return async function routes(app: FastifyInstance) {
    app.get('/system/broker', { config: { doc: { summary: 'System info: the device broker status and uptime', tags, answer: brokerStatusAnswer } } }, async (request) => {
      if (!hasPermission(request.actor, 'system_info.view')) throw new AppError('prohibited');
      return { data: await brokerStatus(store, hasPermission(request.actor, 'project_settings.change')) };
    });

    app.post('/system/broker/restart', { config: { doc: { summary: 'System info: restart the embedded device broker', tags, answer: brokerStatusAnswer } } }, async (request) => {
      if (!hasPermission(request.actor, 'project_settings.change')) throw new AppError('prohibited');
      const broker = store.devices?.broker;
      if (!broker) throw new AppError('service_unavailable');
      if (broker.mode !== 'embedded') throw new AppError('not_in_state');
      await broker.restart();
      await recordEvent(store.db, { actor: request.actor, entity: 'system/broker', recordId: null, action: 'command:restart', changes: {} });
      return { data: await brokerStatus(store, true) };
    });
  };
}
