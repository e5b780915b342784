/**
 * The calls of the device protocol, in both directions: what the server asks a device to do (one call per
 * device task type) and what a device tells or asks the server. Both travel in the envelope of
 * envelope.ts, over MQTT or, for devices in HTTP mode, as real HTTP requests. Bodies a device sends are
 * checked here; anything else is dropped (the device gets 400 when it asked something).
 */
import { z } from 'zod';
import { ALARM_SENSORS, ALARM_ZONES } from '../../schemas/device-alarm';
import { ACCESS_DECISION_REASONS } from '../../schemas/access-control-event';
import type { DEVICE_TASK_TYPES } from '../../schemas/device-task';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export interface DeviceCall {
  method: Method;
  uri: string;
  summary: string;
}

/** server → device: the device's REST call each task type makes. */
export const DEVICE_CALLS: Record<(typeof DEVICE_TASK_TYPES)[number], DeviceCall> = {
  init: { method: 'POST', uri: '/api/v1/init', summary: "Take the server's addresses and the device's name, group and address" },
  apply_settings: { method: 'PUT', uri: '/api/v1/settings', summary: "Take the device's settings (a new settings version)" },
  set_protocol: { method: 'PUT', uri: '/api/v1/protocol', summary: 'Talk to the server over MQTT or HTTP from now on' },
  reboot: { method: 'POST', uri: '/api/v1/reboot', summary: 'Restart' },
  sync_identifiers: { method: 'PUT', uri: '/api/v1/identifiers', summary: 'Hold exactly these identifiers (a new identifiers version)' },
  sync_schedules: { method: 'PUT', uri: '/api/v1/schedules', summary: 'Hold exactly these schedules (a new schedules version)' },
  sync_access_rules: { method: 'PUT', uri: '/api/v1/access-rules', summary: 'Hold exactly these access rules (a new rules version)' },
  open_door: { method: 'POST', uri: '/api/v1/doors/open', summary: 'Open a lock' },
  elevator_call: { method: 'POST', uri: '/api/v1/elevator/call', summary: 'Call the lift to a floor' },
  show_announce: { method: 'POST', uri: '/api/v1/announces', summary: 'Show an announcement' },
  play_emergency_alert: { method: 'POST', uri: '/api/v1/emergency-alert/play', summary: 'Play an emergency alert' },
  stop_emergency_alert: { method: 'POST', uri: '/api/v1/emergency-alert/stop', summary: 'Stop the emergency alert' },
};

const at = z.iso.datetime({ offset: true });
const identifierNumber = z.string().trim().min(1).max(255);

/** 'input_code' is what a panel calls a typed code; the console calls it a code. */
export const PANEL_IDENTIFIER_TYPES = ['card', 'input_code', 'qr'] as const;

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
        identifier_type: z.enum(PANEL_IDENTIFIER_TYPES),
        granted: z.boolean(),
        reason: z.enum(ACCESS_DECISION_REASONS),
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

/** device → server: what a device may tell or ask, by method and URI. */
export const SERVER_CALLS = {
  events: { method: 'POST', uri: '/api/v0/device/events', summary: 'Device events (door opened, call, tamper…)', body: deviceEventsBody },
  access_events: { method: 'POST', uri: '/api/v0/device/access-events', summary: 'Access decisions the device made itself', body: accessEventsBody },
  alarm: { method: 'POST', uri: '/api/v0/device/alarms', summary: "A monitor's zone starts or stops alarming", body: alarmBody },
  validate: { method: 'POST', uri: '/api/v0/device/identifiers/validate', summary: 'Remote identifier validation', body: validateBody },
} as const;
export type ServerCallName = keyof typeof SERVER_CALLS;

/** The server call a request names, or undefined. */
export function serverCallOf(method: string, uri: string): ServerCallName | undefined {
  const path = uri.split('?')[0];
  return (Object.keys(SERVER_CALLS) as ServerCallName[]).find((name) => SERVER_CALLS[name].method === method && SERVER_CALLS[name].uri === path);
}
