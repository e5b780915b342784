/**
 * The calls of the device protocol, in both directions: what the server asks a device to do (one call per
 * device task type) and what a device tells or asks the server. Both travel in the envelope of
 * envelope.ts, over MQTT or, for devices in HTTP mode, as real HTTP requests. Bodies a device sends are
 * checked here; anything else is dropped (the device gets 400 when it asked something).
 */
import { z } from 'zod';
import { ALARM_SENSORS, ALARM_ZONES } from '../schemas/device-alarm';
import { DEVICE_PROTOCOLS, DEVICE_TYPES, deviceSettings } from '../schemas/device';
import { ACCESS_DECISION_REASONS, DEVICE_OPENING_REASONS } from '../schemas/access-control-event';
import type { DEVICE_TASK_TYPES } from '../schemas/device-task';
import { statusMessage } from './envelope';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface DeviceCall {
  method: Method;
  uri: string;
  summary: string;
  /** The body the server sends: every call carries its task's id as `version`, which the device acknowledges. */
  body: z.ZodType;
}

/** A call's body: the version, the call's own fields, and whatever its task's payload adds. */
const versioned = (shape: z.ZodRawShape = {}) => z.looseObject({ version: z.number().int().min(1), ...shape });
/** A list the device holds exactly, in pages: page 1 replaces what it holds, later pages add to it. */
const items = versioned({ page: z.number().int().min(1), pages: z.number().int().min(1), items: z.array(z.record(z.string(), z.unknown())) });

/** server → device: the device's REST call each task type makes. */
export const DEVICE_CALLS: Record<(typeof DEVICE_TASK_TYPES)[number], DeviceCall> = {
  init: { method: 'POST', uri: '/api/v1/init', summary: "Take the device's name, type and group", body: versioned({ device: z.object({ name: z.string(), type: z.enum(DEVICE_TYPES), group_id: z.number().int() }) }) },
  apply_settings: { method: 'PUT', uri: '/api/v1/settings', summary: "Take the device's settings (a new settings version)", body: versioned({ settings: deviceSettings }) },
  set_protocol: { method: 'PUT', uri: '/api/v1/protocol', summary: 'Talk to the server over MQTT or HTTP from now on', body: versioned({ protocol: z.enum(DEVICE_PROTOCOLS) }) },
  reboot: { method: 'POST', uri: '/api/v1/reboot', summary: 'Restart', body: versioned() },
  sync_identifiers: { method: 'PUT', uri: '/api/v1/identifiers', summary: 'Hold exactly these identifiers (a new identifiers version)', body: items },
  sync_schedules: { method: 'PUT', uri: '/api/v1/schedules', summary: 'Hold exactly these schedules (a new schedules version)', body: items },
  sync_access_rules: { method: 'PUT', uri: '/api/v1/access-rules', summary: 'Hold exactly these access rules (a new rules version)', body: items },
  open_door: { method: 'POST', uri: '/api/v1/doors/open', summary: 'Open a lock', body: versioned({ lock_number: z.number().int().min(1).max(4).optional() }) },
  elevator_call: { method: 'POST', uri: '/api/v1/elevator/call', summary: 'Call the lift to a floor', body: versioned() },
  show_announce: { method: 'POST', uri: '/api/v1/announces', summary: 'Show an announcement', body: versioned() },
  play_emergency_alert: { method: 'POST', uri: '/api/v1/emergency-alert/play', summary: 'Play an emergency alert', body: versioned() },
  stop_emergency_alert: { method: 'POST', uri: '/api/v1/emergency-alert/stop', summary: 'Stop the emergency alert', body: versioned() },
};

const at = z.iso.datetime({ offset: true });
const identifierNumber = z.string().trim().min(1).max(255);

/** 'input_code' is what a panel calls a typed code; the console calls it a code. */
export const PANEL_IDENTIFIER_TYPES = ['card', 'input_code', 'qr'] as const;
/** A door opened during an intercom call: the "identifier" is the SIP number that pressed the key. */
export const INTERCOM_OPENING = 'intercom' as const;

export const deviceEventsBody = z.strictObject({
  events: z
    .array(z.strictObject({ type: z.string().trim().min(1).max(64), at, message: z.string().max(2000).default(''), data: z.record(z.string(), z.unknown()).default({}) }))
    .min(1)
    .max(100),
});

export const accessEventsBody = z.strictObject({
  events: z
    .array(
      z.strictObject({
        identifier_number: identifierNumber,
        identifier_type: z.enum([...PANEL_IDENTIFIER_TYPES, INTERCOM_OPENING]),
        granted: z.boolean(),
        reason: z.enum([...ACCESS_DECISION_REASONS, ...DEVICE_OPENING_REASONS]),
        lock_number: z.number().int().min(1).max(4).optional(),
        at,
      }),
    )
    .min(1)
    .max(100),
});

export const alarmBody = z.strictObject({
  zone: z.number().int().min(1).max(ALARM_ZONES),
  sensor: z.enum(ALARM_SENSORS),
  /** true: the sensor alarms; false: it went quiet. */
  active: z.boolean(),
  at,
});

/** Remote identifier validation: the panel waits up to 10 s for the answer, then decides locally. */
export const validateBody = z.strictObject({ identifier_number: identifierNumber, identifier_type: z.enum(PANEL_IDENTIFIER_TYPES) });
export const validateAnswer = z.union([
  z.strictObject({ handled: z.literal(false) }),
  z.strictObject({ handled: z.literal(true), access: z.union([z.strictObject({ granted: z.literal(false) }), z.strictObject({ granted: z.literal(true), lock_number: z.number().int().min(1) })]) }),
]);
export type ValidateAnswer = z.infer<typeof validateAnswer>;

const accepted = z.strictObject({ accepted: z.number().int().min(0) });

/** device → server: what a device may tell or ask, by method and URI, and what the server answers (200). */
export const SERVER_CALLS = {
  events: { method: 'POST', uri: '/api/v0/device/events', summary: 'Device events (door opened, call, tamper…)', body: deviceEventsBody, answer: accepted },
  access_events: { method: 'POST', uri: '/api/v0/device/access-events', summary: 'Access decisions the device made itself', body: accessEventsBody, answer: accepted },
  alarm: { method: 'POST', uri: '/api/v0/device/alarms', summary: "A monitor's zone starts or stops alarming", body: alarmBody, answer: z.strictObject({ alarm_id: z.number().int().nullable() }) },
  validate: { method: 'POST', uri: '/api/v0/device/identifiers/validate', summary: 'Remote identifier validation', body: validateBody, answer: validateAnswer },
} as const;
export type ServerCallName = keyof typeof SERVER_CALLS;

/** The server call a request names, or undefined. */
export function serverCallOf(method: string, uri: string): ServerCallName | undefined {
  const path = uri.split('?')[0];
  return (Object.keys(SERVER_CALLS) as ServerCallName[]).find((name) => SERVER_CALLS[name].method === method && SERVER_CALLS[name].uri === path);
}

/** The lifetime panels give their bearer tokens. */
export const DEVICE_TOKEN_SECONDS = 2 * 3600;

/**
 * HTTP mode, server → device: the server signs in to the device's REST API with the device's web login and
 * password for a bearer token, valid `expires_in` seconds (2 h on panels) and never refreshed: when it runs
 * out, or a call answers 401, the server signs in again.
 */
export const DEVICE_LOGIN = {
  method: 'POST',
  uri: '/api/v1/auth/login',
  body: z.strictObject({ login: z.string().max(64), password: z.string().max(64) }),
  answer: z.object({ token: z.string().min(1).max(4096), expires_in: z.number().int().min(1).max(7 * 24 * 3600).default(DEVICE_TOKEN_SECONDS) }),
} as const;

/**
 * HTTP mode, device → server: the server calls above are HTTP requests to their URIs, signed with HTTP Basic
 * (serial number and MQTT password, the same account as on the broker). Instead of the status topic and the
 * broker's last will, the device says it is online at every heartbeat; one that misses three is offline.
 */
export const HTTP_STATUS_CALL = { method: 'PUT', uri: '/api/v0/device/status', summary: 'Heartbeat: the device is online (or, leaving, offline)', body: statusMessage } as const;
