import { z } from 'zod';
import { defineEntity } from './define-entity';
import { fileField } from './file-field';

/** Devices that can play a sound. */
export const ALERT_DEVICE_TYPES = ['panel', 'monitor'] as const;
/** playing: started, its devices play the sound until stopped or until the playback ends; then stopped again. */
export const ALERT_STATUSES = ['stopped', 'playing'] as const;
/** How long devices play an alert unless told otherwise (001 §8 "emergency playback 60 s"). */
export const ALERT_PLAYBACK_SECONDS = 60;

/**
 * Emergency alert (000 §3.10, §4.2; 001 §6-7): a sound that the chosen devices, and the devices of the chosen
 * groups of its device type, play at once when it is started (`emergency_alerts.playback`), opening their
 * locks if asked (an evacuation). The sound is an uploaded file (`POST /emergency-alerts/{id}/file`), checked
 * by its content. Scoped by the groups it targets; its author may also edit, play and delete it with the same
 * permissions (an alert aimed only at devices has no group to be scoped by).
 */
export const emergencyAlert = defineEntity({
  name: 'emergency_alert',
  path: 'emergency-alerts',
  table: 'emergency_alerts',
  fields: {
    name: z.string().trim().min(1).max(255),
    device_type: z.enum(ALERT_DEVICE_TYPES).default('panel'),
    /** The sound, MP3, WAV or OGG up to 5 MB. */
    filename: fileField({ kinds: ['audio'], maxKb: 5120, route: 'file' }),
    playback_duration: z.number().int().min(1).max(3600).default(ALERT_PLAYBACK_SECONDS),
    open_locks: z.boolean().default(false),
    domains: z.array(z.number().int().min(0)).max(1000).default([]).meta({ reference: 'groups', onDelete: 'set_null' }),
    devices: z.array(z.number().int().min(0)).max(10_000).default([]).meta({ reference: 'devices', onDelete: 'set_null' }),
    status: z.enum(ALERT_STATUSES).meta({ readOnly: true }),
    started_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
    /** When the devices stop playing by themselves; the alert reads stopped from then on. */
    playing_until: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true }),
    devices_count: z.number().int().meta({ readOnly: true }),
  },
  titleField: 'name',
  menu: { group: 'emergency', order: 30, icon: 'emergency' },
  list: {
    columns: ['name', 'device_type', 'filename', 'status', 'playback_duration', 'open_locks', 'started_at'],
    search: ['name'],
    filters: ['id', 'name', 'device_type', 'status', 'open_locks', 'domains', 'devices', 'started_at', 'created_at'],
    sort: 'name',
  },
  relations: {
    target_groups: { entity: 'groups', kind: 'to-many', field: 'domains' },
    target_devices: { entity: 'devices', kind: 'to-many', field: 'devices' },
  },
  access: {
    view: { descendants: 'emergency_alerts.view' },
    create: { descendants: 'emergency_alerts.create' },
    update: { descendants: 'emergency_alerts.edit', own: 'emergency_alerts.edit' },
    delete: { descendants: 'emergency_alerts.delete', own: 'emergency_alerts.delete' },
  },
  ownership: { kind: 'group-list', field: 'domains' },
  ungrouped: 'creator',
  commands: {
    start: {
      grant: { descendants: 'emergency_alerts.playback', own: 'emergency_alerts.playback' },
      when: { status: ['stopped'] },
      set: ({ now }) => ({ status: 'playing', started_at: now }),
      confirm: true,
      tone: 'error',
    },
    stop: {
      grant: { descendants: 'emergency_alerts.playback', own: 'emergency_alerts.playback' },
      when: { status: ['playing'] },
      set: () => ({ status: 'stopped', playing_until: null }),
      confirm: true,
    },
  },
});
