import { z } from 'zod';
import { defineEntity } from './define-entity';

/**
 * What devices report, as the console knows it (each translated, locales test); a device may report others,
 * stored and shown as they are.
 */
export const DEVICE_EVENT_TYPES = [
  'door_opened', 'door_closed', 'door_forced', 'call_started', 'call_answered', 'call_ended', 'identifier_used',
  'identifier_refused', 'went_offline', 'came_online', 'device_offline', 'device_online', 'tamper_alarm',
] as const;

/**
 * Device event (/devices/events): what a device reported (door opened, call, alarm, went offline…).
 * Written by the server only: list and download, no create or update. `domain_id` is the device's group
 * at the time, for scoped permissions. The table is meant to hold millions of rows: filters and the
 * default sort (`-at`) have indexes, (device_id, at) and (domain_id, at) among them.
 */
export const deviceEvent = defineEntity({
  name: 'device_event',
  path: 'devices/events',
  table: 'device_events',
  fields: {
    device_id: z.number().int().min(0).meta({ reference: 'devices' }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups' }),
    type: z.string().trim().min(1).max(64).meta({ codes: DEVICE_EVENT_TYPES }),
    message: z.string().max(2000).default(''),
    data: z.record(z.string(), z.unknown()).default({}),
    // When the device saw it; the moment the server records it when the device does not say.
    at: z.iso.datetime({ offset: true }).default(() => new Date().toISOString()),
  },
  titleField: 'type',
  menu: { group: 'devices', order: 20, icon: 'list_alt' },
  list: {
    columns: ['at', 'device_id', 'type', 'message'],
    search: ['message'],
    filters: ['id', 'device_id', 'domain_id', 'type', 'at'],
    sort: '-at',
  },
  relations: {
    device: { entity: 'devices', kind: 'to-one', field: 'device_id' },
  },
  access: {
    view: { descendants: 'devices.events.view' },
    create: {},
    update: {},
    delete: {},
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  actions: { list: ['list_export'] },
  export: { columns: ['id', 'at', 'device_id', 'device', 'type', 'message', 'data'] },
});
