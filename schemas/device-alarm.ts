import { z } from 'zod';
import { defineEntity } from './define-entity';

/** What a monitor's zone senses (000 §3.10). */
export const ALARM_SENSORS = ['smoke', 'gas', 'pir', 'door', 'window', 'panic', 'flood', 'pull_cord', 'bed_mat'] as const;
/** A monitor has up to 16 alarm zones. */
export const ALARM_ZONES = 16;
/** enabled: the sensor is alarming now; disabled: it went quiet (000 §3.14 "device alarm enabled, disabled"). */
export const ALARM_STATES = ['enabled', 'disabled'] as const;

/**
 * Device alarm (/devices/alarms, 000 §2.2, §3.10): a monitor's zone raised an alarm. Raised by the device
 * (server/entities/device-alarms.ts `raiseDeviceAlarm`), never added by hand; an operator processes it once
 * with a comment, and only that operator may change the comment afterwards (000 §4.2). `domain_id` is the
 * device's group when raised, for scoped permissions.
 */
export const deviceAlarm = defineEntity({
  name: 'device_alarm',
  path: 'devices/alarms',
  table: 'device_alarms',
  fields: {
    device_id: z.number().int().min(0).meta({ reference: 'devices', readOnly: true }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups', readOnly: true }),
    zone: z.number().int().min(1).max(ALARM_ZONES).meta({ readOnly: true }),
    sensor: z.enum(ALARM_SENSORS).meta({ readOnly: true }),
    state: z.enum(ALARM_STATES).meta({ readOnly: true }),
    /** When the device raised it. */
    at: z.iso.datetime({ offset: true }).meta({ readOnly: true }),
    processed: z.boolean().meta({ readOnly: true }),
    processed_by: z.number().int().nullable().meta({ reference: 'users', readOnly: true }),
    processed_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
    comment: z.string().trim().max(2000).default(''),
  },
  titleField: 'sensor',
  menu: { group: 'emergency', order: 10, icon: 'notification_important' },
  list: {
    columns: ['at', 'device_id', 'zone', 'sensor', 'state', 'processed', 'processed_by'],
    search: ['comment'],
    filters: ['id', 'device_id', 'domain_id', 'zone', 'sensor', 'state', 'processed', 'processed_by', 'at'],
    sort: '-at',
  },
  relations: {
    device: { entity: 'devices', kind: 'to-one', field: 'device_id' },
    processor: { entity: 'users', kind: 'to-one', field: 'processed_by' },
  },
  access: {
    view: { descendants: 'device_alarms.view' },
    create: {},
    // Only the comment is editable, and only by the operator who processed the alarm (server/entities/device-alarms.ts).
    update: { descendants: 'device_alarms.process' },
    delete: { descendants: 'device_alarms.delete' },
    // Its log (001 §7 "alarms (process {comment}, logs)"): raised, quieted, processed, comment changed; read with the alarm.
    view_log: { descendants: 'device_alarms.view' },
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  actions: { edit: ['record_log'] },
  commands: {
    process: {
      grant: { descendants: 'device_alarms.process' },
      input: z.object({ comment: z.string().trim().max(2000).default('') }),
      when: { processed: [false] },
      set: ({ input, actor, now }) => ({ processed: true, processed_by: actor, processed_at: now, comment: input.comment }),
    },
  },
});
