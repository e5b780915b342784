import { deviceHeartbeat } from '../../schemas/device-heartbeat';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';
import { deviceStrings } from './device';

/** The device's own labels of its type, protocol and status. */
const enums = (language: 'en' | 'ru' | 'uk') => {
  const { type, protocol, status } = deviceStrings.strings[language].enums;
  return { type, protocol, status };
};

export const deviceHeartbeatStrings = entityStrings(deviceHeartbeat, {
  en: {
    name: 'Device heartbeat |||| Device heartbeat status',
    add_title: 'Device heartbeat',
    edit_title: 'Heartbeat of %{name}',
    fields: { ...recordFieldLabels.en, device_id: 'Device', name: 'Name', login: 'Serial number', type: 'Type', domain_id: 'Group', protocol: 'Protocol', status: 'Status', last_seen_at: 'Last seen' },
    enums: enums('en'),
    commands: {},
  },
  ru: {
    name: 'Связь с устройством |||| Контроль связи с устройствами',
    add_title: 'Связь с устройством',
    edit_title: 'Связь с %{name}',
    fields: { ...recordFieldLabels.ru, device_id: 'Устройство', name: 'Название', login: 'Серийный номер', type: 'Тип', domain_id: 'Группа', protocol: 'Протокол', status: 'Статус', last_seen_at: 'Последняя связь' },
    enums: enums('ru'),
    commands: {},
  },
  uk: {
    name: 'Звʼязок з пристроєм |||| Контроль звʼязку з пристроями',
    add_title: 'Звʼязок з пристроєм',
    edit_title: 'Звʼязок з %{name}',
    fields: { ...recordFieldLabels.uk, device_id: 'Пристрій', name: 'Назва', login: 'Серійний номер', type: 'Тип', domain_id: 'Група', protocol: 'Протокол', status: 'Статус', last_seen_at: 'Останній звʼязок' },
    enums: enums('uk'),
    commands: {},
  },
});
