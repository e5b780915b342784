/**
 * GET /devices/{id}/forwards: the device's forwards (forwards.ts) as an xlsx file; GET
 * /devices/{id}/forwards/settings: how the device forwards calls — the server's automatic forward rules,
 * the device's SIP settings and how many forwards there are. Both need the device in view (else 404).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Store } from '../crud/repository';
import { rowToRecord } from '../db/codec';
import { device } from '../../schemas/device';
import { serviceAddressesOf, domainOf } from '../server-info/server-settings';
import { readSection } from '../settings/project-settings';
import { xlsxBuffer } from '../export/xlsx-file';
import { deviceFor, parseDeviceId } from './device-tasks';
import { FORWARD_COLUMNS, forwardsOf } from './forwards';
import { dataOf } from '../../schemas/answer-envelopes';
import { deviceForwardSettings } from '../../schemas/device-forward-settings';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function sipSettingsOf(store: Store, id: number) {
  const row = await store.db.selectFrom('devices').select(['id', 'device_settings']).where('id', '=', id).executeTakeFirstOrThrow();
  const sip = (rowToRecord(device, row).device_settings as { sip?: Record<string, unknown> } | undefined)?.sip ?? {};
  return { enabled: sip.enabled ?? true, proxy_address: sip.proxy_address ?? '', transport: sip.transport ?? 'UDP', login: sip.login ?? '' };
}

export function forwardRoutes(store: Store, config: Config) {
  return async function routes(app: FastifyInstance) {
    app.get('/devices/:id/forwards', { config: { doc: { summary: "The device's forwards as an xlsx file", tags: ['devices'], download: [XLSX] } } }, async (request, reply) => {
      const target = await deviceFor(store.db, request.actor, parseDeviceId((request.params as { id: string }).id), 'view');
      const rows = await forwardsOf(store.db, request.actor, target.domain_id);
      const file = await xlsxBuffer('Forwards', [...FORWARD_COLUMNS], rows.map((row) => FORWARD_COLUMNS.map((key) => (row[key] === '' ? null : row[key]))));
      reply.header('content-type', XLSX);
      reply.header('content-disposition', `attachment; filename="device-${target.id}-forwards.xlsx"`);
      return reply.send(file);
    });
    app.get('/devices/:id/forwards/settings', { config: { doc: { summary: 'How the device forwards calls', tags: ['devices'], answer: dataOf(deviceForwardSettings) } } }, async (request) => {
      const target = await deviceFor(store.db, request.actor, parseDeviceId((request.params as { id: string }).id), 'view');
      const services = serviceAddressesOf(config, domainOf(config, await readSection(store.db, 'general')));
      const forwards = await forwardsOf(store.db, request.actor, target.domain_id);
      return {
        data: {
          auto_forward_rules: services.auto_forward_rules,
          sip_proxy_host: services.sip_proxy_host,
          sip: await sipSettingsOf(store, target.id),
          forwards: forwards.filter((row) => row.number).length,
          groups_without_forward: forwards.filter((row) => !row.number).length,
        },
      };
    });
  };
}
