import { z } from 'zod';
import { defineEntity } from './define-entity';

export const DEVICE_TYPES = ['panel', 'monitor', 'accesscontroller', 'liftcontroller', 'ip_camera', 'barrier'] as const;
export const DEVICE_PROTOCOLS = ['http', 'mqtt'] as const;
export const DEVICE_STATUSES = ['online', 'offline'] as const;
/** Does the device hold what the console wants it to (server/devices/sync-state.ts)? */
export const DEVICE_SYNC_STATES = ['in_sync', 'pending', 'failed'] as const;
/** The product knows many model codes (the list is long and not in the spec); these are the ones seen. */
export const DEVICE_MODELS = ['AA12', 'AA07', 'AA08', 'AA09', 'AC03', 'LC02', 'IPC1', 'BR01', 'MN05'] as const;

/** Device login: 1 to 31 characters, digits, letters and a listed set of symbols (000 §5.2). */
const deviceLogin = z.string().regex(/^[A-Za-z0-9_.@-]{1,31}$/, 'device_login');
/** Device SIP password: 6 to 31 characters (000 §5.2). */
const sipPassword = z.string().min(6).max(31);
const port = z.coerce.number().int().min(1).max(65535);
const ipOrEmpty = z.union([z.literal(''), z.ipv4()]);
/** Coordinates accept a comma decimal (000 §5.3). */
const coordinate = (limit: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.replace(',', '.'))) : value),
    z.number().min(-limit).max(limit).nullable(),
  );

const floorMapEntry = z.object({
  floor: z.number().int().min(-20).max(200),
  name: z.string().max(64).default(''),
  is_public: z.boolean().default(false),
  is_panel_floor: z.boolean().default(false),
  apartments: z.array(z.string().max(16)).max(500).default([]),
  ports: z.array(z.number().int().min(1).max(64)).max(64).default([]),
});

/** Each section of 000 §3.5 "Device settings", with the spec's defaults. */
export const deviceSettings = z.object({
  mqtt: z.object({ password: z.string().max(64).default('').meta({ writeOnly: true }) }).default({ password: '' }),
  sip: z
    .object({
      manual: z.boolean().default(false),
      enabled: z.boolean().default(true),
      proxy_address: z.string().max(255).default(''),
      realm_address: z.string().max(255).default(''),
      stun_address: z.string().max(255).default(''),
      stun_port: z.number().int().min(0).max(65535).default(3478),
      login: z.string().max(64).default(''),
      password: z.union([z.literal(''), sipPassword]).default('').meta({ writeOnly: true }),
      talk_timeout: z.number().int().min(10).max(3600).default(120),
      transport: z.enum(['UDP', 'TCP', 'TLS']).default('UDP'),
      rtp_profile: z.enum(['AVP', 'SAVP']).default('AVP'),
      use_address: z.enum(['server_url', 'server_ip', 'internal_server_ip']).default('server_url'),
    })
    .prefault({}),
  address: z
    .object({
      manual: z.boolean().default(false),
      mode: z.enum(['building', 'unit', 'apartment']).default('building'),
      building: z.number().int().min(0).max(9999).default(0),
      unit: z.number().int().min(0).max(999).default(0),
      device: z.number().int().min(0).max(99).default(1),
      no_unit: z.boolean().default(false),
      floor: z.number().int().min(-20).max(200).default(0),
      apartment: z.number().int().min(0).max(99999).default(0),
      sync: z.boolean().default(true),
      reregister: z.boolean().default(true),
      reregister_interval: z.number().int().min(60).max(86400).default(600),
    })
    .prefault({}),
  network: z
    .object({
      is_dhcp: z.boolean().default(true),
      ip: ipOrEmpty.default(''),
      subnet: ipOrEmpty.default(''),
      gateway: ipOrEmpty.default(''),
      dns: ipOrEmpty.default(''),
    })
    .prefault({}),
  additional: z
    .object({
      button_numbers: z.array(z.string().max(32)).length(4).default(['', '', '', '']),
      alpr_camera_interaction: z.boolean().default(false),
      remote_lock_opening: z.boolean().default(true),
    })
    .prefault({}),
  face_recognition: z
    .object({
      enabled: z.boolean().default(false),
      mode: z.enum(['2D', '3D']).default('3D'),
      similarity: z.enum(['low', 'medium', 'high']).default('high'),
      autostart: z.boolean().default(false),
    })
    .prefault({}),
  lift_controller: z
    .object({
      enabled: z.boolean().default(false),
      settings: z
        .object({
          device_mode: z.enum(['call-up', 'call-down', 'call-up-down']).default('call-up'),
          relay_mode: z.enum(['normally_open', 'normally_closed']).default('normally_open'),
          invert_all_relays: z.boolean().default(false),
          relay_open_time: z.number().int().min(1).max(600).default(10),
          lift_release_time: z.enum(['card', 'api']).default('card'),
        })
        .prefault({}),
      floor_map: z.array(floorMapEntry).max(256).default([]),
    })
    .prefault({}),
  elevator_call: z
    .object({
      is_elevator_call_enabled: z.boolean().default(false),
      building_id: z.string().max(64).default(''),
      source_id: z.string().max(64).default(''),
      terminal_number: z.number().int().min(0).max(9999).default(0),
      walking_time: z.number().int().min(0).max(600).default(0),
      action_id: z.number().int().min(0).max(9999).default(0),
      exit_to_screen_time: z.number().int().min(0).max(600).default(0),
    })
    .prefault({}),
  alpr_camera: z
    .object({ using: z.boolean().default(false), allow_remote_opening_lock: z.boolean().default(false) })
    .prefault({}),
  integration_axxon: z
    .object({
      direction: z.enum(['in', 'out']).default('in'),
      macro_name: z.string().max(255).default(''),
      macro_guid: z.string().max(64).default(''),
      camera_name: z.string().max(255).default(''),
      camera_guid: z.string().max(64).default(''),
    })
    .prefault({}),
});

export const device = defineEntity({
  name: 'device',
  path: 'devices',
  table: 'devices',
  fields: {
    name: z.string().trim().min(1).max(255),
    description: z.string().max(2000).default(''),
    type: z.enum(DEVICE_TYPES).default('panel'),
    model: z.enum(DEVICE_MODELS).default('AA12'),
    /** The serial number. */
    login: z.string().trim().min(1).max(64),
    ip_address: ipOrEmpty.default(''),
    port: port.default(80),
    password: z.string().max(64).optional().meta({ writeOnly: true }),
    device_login: deviceLogin.default('admin'),
    device_password: z.string().max(64).optional().meta({ writeOnly: true }),
    domain_id: z.number().int().min(0).meta({ reference: 'groups', onDelete: 'restrict' }),
    get_logs: z.boolean().default(false),
    protocol: z.enum(DEVICE_PROTOCOLS).default('mqtt'),
    location_latitude: coordinate(90).default(null),
    location_longitude: coordinate(180).default(null),
    device_settings: deviceSettings.prefault({}),
    status: z.enum(DEVICE_STATUSES).meta({ readOnly: true, display: 'device_status', live: true }),
    sync_state: z.enum(DEVICE_SYNC_STATES).meta({ readOnly: true, display: 'device_sync', live: true }),
    /** When the device was last heard from (a heartbeat or any message), written every few seconds. */
    last_seen_at: z.iso.datetime({ offset: true }).nullable().meta({ readOnly: true, live: true }),
  },
  titleField: 'name',
  menu: { group: 'devices', order: 10, icon: 'devices_other' },
  unique: ['login'],
  list: {
    columns: ['name', 'type', 'model', 'login', 'domain_id', 'protocol', 'status', 'sync_state'],
    search: ['name', 'login', 'ip_address'],
    filters: ['id', 'name', 'type', 'model', 'login', 'domain_id', 'protocol', 'status', 'sync_state', 'created_at'],
    sort: 'name',
  },
  relations: {
    domain: { entity: 'groups', kind: 'to-one', field: 'domain_id' },
  },
  access: {
    view: { all: 'devices.view.all', descendants: 'devices.view.descendants', domain: 'devices.view' },
    // 001 §6 "manage own group: devices": the devices of one's own groups, without the project-wide grants.
    create: { all: 'devices.create', domain: 'groups.manage_own.devices' },
    update: { all: 'devices.edit', domain: 'groups.manage_own.devices' },
    delete: { all: 'devices.delete', domain: 'groups.manage_own.devices' },
  },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
  // 001 §6 scopes the devices' view; the view bounds the rest: edit and delete apply only to devices the actor
  // views (accessFilter), and a new or moved device lands only where the actor views devices (checkPlacement).
  // Ten settings sections read best one at a time.
  layout: { sections: 'tabs' },
  actions: { edit: ['device_presence', 'device_init', 'device_apply_settings', 'device_sync_errors', 'device_remote_control', 'device_set_protocol', 'device_forwards_export', 'device_timeline'], list: ['devices_search'], bulk: ['devices_set_protocol'] },
  related: [
    { path: 'devices/events', field: 'device_id' },
    { path: 'devices/tasks', field: 'device_id' },
  ],
});
