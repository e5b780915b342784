import { defineEntity } from './define-entity';
import { callFields, callParties } from './call';

/**
 * SOS call history (/devices/alarms-calls, 000 §2.5 "Emergency"): the calls a device or a phone marked as SOS
 * (header X-BAS-CALL-SOS), the same rows as the call history, for those who watch device alarms.
 */
export const sosCall = defineEntity({
  name: 'sos_call',
  path: 'devices/alarms-calls',
  table: 'calls',
  subset: { is_sos: true },
  fields: callFields,
  titleField: 'from_number',
  menu: { group: 'emergency', order: 20, icon: 'phone_in_talk' },
  list: {
    columns: ['started_at', 'from_number', 'from_device_id', 'to_number', 'answered_by', 'result', 'duration'],
    search: ['from_number', 'to_number', 'answered_by'],
    filters: ['id', 'from_number', 'from_device_id', 'to_number', 'answered_by', 'domain_id', 'result', 'started_at'],
    sort: '-started_at',
  },
  ...callParties,
  access: { view: { descendants: 'device_alarms.view' }, create: {}, update: {}, delete: {} },
  ownership: { kind: 'group-column', field: 'domain_id' },
  ungrouped: 'creator',
});
