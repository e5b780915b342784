/**
 * What each notification type is about: the data it carries (the text's placeholders, in the locales'
 * live.notifications.texts), the record it opens (its entity and the data key holding its id) or the page,
 * and which data values are an entity field's enum values (shown by that value's label, not its code).
 * A notification opens the record's own page, the one a list row opens (000 §2.4 edit route), or the
 * entity's dedicated page when it has one (a conversation's live thread). Keyed by the types of
 * schemas/notification-types.ts: a type without its subject fails the type check.
 */
import { z } from 'zod';
import { accessControlEvent } from '../../schemas/access-control-event';
import { amenityReservation } from '../../schemas/amenity-reservation';
import { announce, ANNOUNCE_STATUSES } from '../../schemas/announce';
import { conversation } from '../../schemas/conversation';
import type { Entity } from '../../schemas/define-entity';
import { device } from '../../schemas/device';
import { ALARM_SENSORS, deviceAlarm } from '../../schemas/device-alarm';
import { DEVICE_TASK_TYPES, deviceTask } from '../../schemas/device-task';
import type { NotificationType } from '../../schemas/notification-types';

/** The record a notification opens: `page` is its dedicated page, `:id` standing for the record's id. */
export interface RecordSubject {
  entity: Entity;
  id: string;
  page?: string;
}
/** A notification about no one record opens a page. */
export interface PageSubject {
  page: string;
}

interface Subject {
  data: z.ZodObject;
  opens: RecordSubject | PageSubject;
  /** Data keys holding a value of an entity's enum field: the text shows the value's label. */
  enums?: Record<string, { entity: Entity; field: string }>;
}

const id = z.number().int();
const text = z.string();
const alarm = z.object({ alarm_id: id, device_id: id, device: text, zone: id, sensor: z.enum(ALARM_SENSORS) });
const alarmSubject = { data: alarm, opens: { entity: deviceAlarm, id: 'alarm_id' }, enums: { sensor: { entity: deviceAlarm, field: 'sensor' } } };
const identifierUse = z.object({ event_id: id, identifier_id: id, identifier: text, device_id: id, device: text });
const brokerSettings = z.object({ device_id: id, device: text });
const thread = z.object({ conversation_id: id, name: text, author: text });
const threadSubject = { data: thread, opens: { entity: conversation, id: 'conversation_id', page: '/conversation/:id' } };
const sipReboot = { data: z.object({}), opens: { page: '/system-info' } };

export const SUBJECTS = {
  // A recipient reads it (and answers a poll) on its page for recipients.
  announce_received: { data: z.object({ announce_id: id, name: text, author: text }), opens: { entity: announce, id: 'announce_id', page: '/announces/received/:id' } },
  conversation_received: threadSubject,
  announce_status_changed: {
    data: z.object({ announce_id: id, name: text, status: z.enum(ANNOUNCE_STATUSES) }),
    opens: { entity: announce, id: 'announce_id' },
    enums: { status: { entity: announce, field: 'status' } },
  },
  conversation_message_received: threadSubject,
  sip_reboot_started: sipReboot,
  sip_reboot_completed: sipReboot,
  sip_reboot_completed_with_error: { data: z.object({ error: text }), opens: { page: '/system-info' } },
  device_broker_settings_sent: { data: brokerSettings, opens: { entity: device, id: 'device_id' } },
  device_broker_settings_sent_with_error: { data: brokerSettings.extend({ error: text }), opens: { entity: device, id: 'device_id' } },
  user_used_identifier: { data: identifierUse, opens: { entity: accessControlEvent, id: 'event_id' } },
  user_used_revoked_identifier: { data: identifierUse, opens: { entity: accessControlEvent, id: 'event_id' } },
  device_alarm_enabled: alarmSubject,
  device_alarm_disabled: alarmSubject,
  device_alarm_processed: alarmSubject,
  role_changed: { data: z.object({ name: text, author_id: id.nullable() }), opens: { page: '/profile' } },
  device_went_offline: { data: z.object({ device_id: id, device: text }), opens: { entity: device, id: 'device_id' } },
  device_task_failed: {
    data: z.object({ device_id: id, device: text, task_id: id, task_type: z.enum(DEVICE_TASK_TYPES) }),
    opens: { entity: deviceTask, id: 'task_id' },
    enums: { task_type: { entity: deviceTask, field: 'type' } },
  },
  amenity_reservation_canceled: {
    data: z.object({ reservation_id: id, amenity_id: id, amenity: text, date: z.iso.date() }),
    opens: { entity: amenityReservation, id: 'reservation_id' },
  },
} satisfies Record<NotificationType, Subject>;

export type SubjectType = keyof typeof SUBJECTS;
/** What `notify` must be given for a type: every placeholder of its text and the id of what it opens. */
export type NotificationData<T extends SubjectType> = z.input<(typeof SUBJECTS)[T]['data']>;

export const isRecordSubject = (opens: RecordSubject | PageSubject): opens is RecordSubject => 'entity' in opens;

/** The console page a notification opens, from its data: `/devices/alarms/12/edit`, `/conversation/4`. */
export function openedPage(type: SubjectType, data: Record<string, unknown>): string {
  const opens: RecordSubject | PageSubject = SUBJECTS[type].opens;
  if (!isRecordSubject(opens)) return opens.page;
  const recordId = encodeURIComponent(String(data[opens.id]));
  return opens.page ? opens.page.replace(':id', recordId) : `/${opens.entity.route ?? opens.entity.path}/${recordId}/edit`;
}

/** The locale keys of the data's enum values (`resources.devices/alarms.enums.sensor.panic`), for the client to show. */
export function enumLabelKeys(type: SubjectType, data: Record<string, unknown>): Record<string, string> {
  const enums: Subject['enums'] = (SUBJECTS[type] as Subject).enums ?? {};
  return Object.fromEntries(
    Object.entries(enums)
      .filter(([key]) => typeof data[key] === 'string')
      .map(([key, { entity, field }]) => [key, `resources.${entity.route ?? entity.path}.enums.${field}.${String(data[key])}`]),
  );
}

/** The data's dates and moments (`date` or `date_time`), which the client shows in the user's format, never as stored. */
export function momentKinds(type: SubjectType): Record<string, 'date' | 'date_time'> {
  const shape = (SUBJECTS[type] as Subject).data.shape as Record<string, z.ZodType>;
  const kinds: Record<string, 'date' | 'date_time'> = {};
  for (const [key, schema] of Object.entries(shape)) {
    if (schema instanceof z.ZodISODate) kinds[key] = 'date';
    else if (schema instanceof z.ZodISODateTime) kinds[key] = 'date_time';
  }
  return kinds;
}
