import { z } from 'zod';
import { defineEntity } from './define-entity';

/** What the server asked a device to do (000 §4.1). */
export const DEVICE_TASK_TYPES = ['init', 'apply_settings', 'set_protocol', 'sync_identifiers', 'sync_schedules', 'sync_access_rules', 'reboot', 'open_door', 'elevator_call', 'show_announce', 'play_emergency_alert', 'stop_emergency_alert'] as const;
/** Task states of 000 §4.1. */
export const DEVICE_TASK_STATUSES = ['new', 'queued', 'started', 'stopped', 'error', 'completed', 'waiting'] as const;

/**
 * Device task (/devices/tasks): written by the server only, so there is no create or update grant and
 * the generated screens are a list. `domain_id` is the device's group when the task was written: scoped
 * permissions look at it, so a group manager sees only their devices' tasks.
 */
export const deviceTask = defineEntity({
  name: 'device_task',
  path: 'devices/tasks',
  table: 'device_tasks',
  fields: {
    device_id: z.number().int().min(0).meta({ reference: 'devices' }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups' }),
    type: z.enum(DEVICE_TASK_TYPES),
    status: z.enum(DEVICE_TASK_STATUSES).default('new'),
    error: z.string().max(2000).default(''),
    payload: z.record(z.string(), z.unknown()).default({}),
    /** Sends so far (server/device-link/task-runner.ts retries a silent device with backoff). */
    attempts: z.number().int().min(0).meta({ readOnly: true }),
    /** Not sent again before this moment (the next retry). */
    run_after: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
  },
  titleField: 'type',
  menu: { group: 'devices', order: 30, icon: 'task' },
  list: {
    columns: ['id', 'device_id', 'type', 'status', 'error', 'created_at'],
    search: ['error'],
    filters: ['id', 'device_id', 'domain_id', 'type', 'status', 'created_at'],
    sort: '-created_at',
  },
  relations: {
    device: { entity: 'devices', kind: 'to-one', field: 'device_id' },
  },
  access: {
    view: { descendants: 'devices.tasks.view' },
    create: {},
    update: {},
    delete: { descendants: 'devices.edit' },
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  actions: { list: ['list_export'] },
  export: { columns: ['id', 'created_at', 'device_id', 'device', 'type', 'status', 'error', 'payload'] },
});
