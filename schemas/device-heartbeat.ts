import { z } from 'zod';
import { defineEntity } from './define-entity';
import { DEVICE_PROTOCOLS, DEVICE_STATUSES, DEVICE_TYPES } from './device';

/**
 * Device heartbeat status (000 §2.5, `devices.heartbeat`): every device with its link and when it was last
 * heard from, the longest silent first. A read model of the devices (server/device-link/heartbeats.ts writes
 * `last_seen_at`), so it changes live with them.
 */
export const deviceHeartbeat = defineEntity({
  name: 'device_heartbeat',
  path: 'devices/heartbeat',
  table: 'device_heartbeats',
  readModel: true,
  follows: ['devices'],
  fields: {
    device_id: z.number().int().min(0).meta({ reference: 'devices', readOnly: true }),
    name: z.string().meta({ readOnly: true }),
    login: z.string().meta({ readOnly: true }),
    type: z.enum(DEVICE_TYPES).meta({ readOnly: true }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups', readOnly: true }),
    protocol: z.enum(DEVICE_PROTOCOLS).meta({ readOnly: true }),
    status: z.enum(DEVICE_STATUSES).meta({ readOnly: true, display: 'device_status' }),
    last_seen_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
  },
  titleField: 'name',
  menu: { group: 'devices', order: 40, icon: 'monitor_heart' },
  list: {
    columns: ['device_id', 'login', 'domain_id', 'protocol', 'status', 'last_seen_at'],
    search: ['name', 'login'],
    filters: ['id', 'device_id', 'domain_id', 'type', 'protocol', 'status', 'last_seen_at'],
    sort: 'last_seen_at',
  },
  relations: {
    device: { entity: 'devices', kind: 'to-one', field: 'device_id' },
    domain: { entity: 'groups', kind: 'to-one', field: 'domain_id' },
  },
  access: { view: { all: 'devices.heartbeat' }, create: {}, update: {}, delete: {} },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  unscoped: { view: "the project's monitoring right, not a group manager's: it sees the whole estate, as an installer watching links needs to" },
  actions: { list: ['list_export'] },
  export: { columns: ['device_id', 'name', 'login', 'type', 'domain_id', 'protocol', 'status', 'last_seen_at'] },
});
