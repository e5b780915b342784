/**
 * Finding devices on the site's network and adding them (001 §7 Devices): POST /devices/search probes a
 * range (server/devices/device-search.ts), PUT /devices/items/found adds the chosen ones to a group, each
 * as a device create by the caller (the same grant, placement and validation; one refused item does not
 * stop the others, and says why). Both need the right to create devices.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { device, DEVICE_TYPES } from '../../schemas/device';
import { accessFilter, grantedScopes } from '../access/scope';
import { parseRequest } from '../crud/body';
import * as repository from '../crud/repository';
import type { Store } from '../crud/repository';
import { MAX_ID } from '../db/columns';
import { AppError, errorBody } from '../errors';
import { type DeviceSearchConfig, searchAddresses, searchBody, searchDevices } from './device-search';
import { dataOf } from '../../schemas/answer-envelopes';
import { deviceSearchResult, foundDevicesAdded } from '../../schemas/device-search';

const foundBody = z.strictObject({
  domain_id: z.number().int().min(0).max(MAX_ID),
  items: z
    .array(z.strictObject({ serial: z.string().trim().min(1).max(64), type: z.enum(DEVICE_TYPES), model: z.string().max(32).optional(), ip_address: z.ipv4(), port: z.number().int().min(1).max(65535), name: z.string().trim().min(1).max(255).optional() }))
    .min(1)
    .max(256),
});

export function deviceSearchRoutes(store: Store, config: DeviceSearchConfig) {
  return async function routes(app: FastifyInstance) {
    app.post('/devices/search', { config: { doc: { summary: 'Probe an address range for devices (within the allowed ranges)', tags: ['devices'], body: searchBody, answer: dataOf(deviceSearchResult) } } }, async (request) => {
      if (!grantedScopes(request.actor, device, 'create').length) throw new AppError('prohibited');
      const body = parseRequest(searchBody, request.body ?? {});
      const found = await searchDevices(searchAddresses(body.start_ip, body.end_ip, config), config);
      const serials = found.map((item) => item.serial);
      const known = serials.length ? await store.db.selectFrom('devices').select(['id', 'login']).where('login', 'in', serials).where(accessFilter(device, request.actor, 'view')).execute() : [];
      const idOf = new Map(known.map((row) => [String(row.login), Number(row.id)]));
      return { data: { request_id: body.request_id ?? null, items: found.map((item) => ({ ...item, device_id: idOf.get(item.serial) ?? null })) } };
    });

    app.put('/devices/items/found', { config: { doc: { summary: 'Add found devices to a group', tags: ['devices'], body: foundBody, responses: { 201: 'Added (any refused listed with their errors; 400 with the same answer when none was)' }, answer: dataOf(foundDevicesAdded) } } }, async (request, reply) => {
      const body = parseRequest(foundBody, request.body ?? {});
      const created: Record<string, unknown>[] = [];
      const errors: { serial: string; error: unknown }[] = [];
      for (const item of body.items) {
        const record = { name: item.name ?? `${item.type} ${item.serial}`, type: item.type, ...(item.model ? { model: item.model } : {}), login: item.serial, ip_address: item.ip_address, port: item.port, domain_id: body.domain_id, protocol: 'mqtt' };
        try {
          created.push(await repository.create(store, device, request.actor, record));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          errors.push({ serial: item.serial, error: errorBody(error).body.error });
        }
      }
      reply.code(created.length ? 201 : 400);
      return { data: { created, errors } };
    });
  };
}
