import { deviceEvent } from '../../schemas/device-event';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const deviceEventStrings = entityStrings(deviceEvent, {
  en: {
    name: 'Device event |||| Device events',
    add_title: 'New device event',
    edit_title: 'Device event %{name}',
    fields: { ...recordFieldLabels.en, device_id: 'Device', domain_id: 'Group', type: 'Event', message: 'Message', data: 'Data', at: 'Time' },
    enums: {
      type: {
        door_opened: 'Door opened', door_closed: 'Door closed', door_forced: 'Door forced open', call_started: 'Call started', call_answered: 'Call answered',
        call_ended: 'Call ended', identifier_used: 'Identifier used', identifier_refused: 'Identifier refused', went_offline: 'Went offline',
        came_online: 'Came online', device_offline: 'Went offline', device_online: 'Came online', tamper_alarm: 'Tamper alarm',
      },
    },
    commands: {},
  },
  ru: {
    name: 'Событие устройства |||| События устройств',
    add_title: 'Новое событие устройства',
    edit_title: 'Событие устройства %{name}',
    fields: { ...recordFieldLabels.ru, device_id: 'Устройство', domain_id: 'Группа', type: 'Событие', message: 'Сообщение', data: 'Данные', at: 'Время' },
    enums: {
      type: {
        door_opened: 'Дверь открыта', door_closed: 'Дверь закрыта', door_forced: 'Дверь взломана', call_started: 'Начат вызов', call_answered: 'Вызов принят',
        call_ended: 'Вызов завершён', identifier_used: 'Предъявлен идентификатор', identifier_refused: 'Идентификатор отклонён', went_offline: 'Не в сети',
        came_online: 'В сети', device_offline: 'Не в сети', device_online: 'В сети', tamper_alarm: 'Тревога вскрытия',
      },
    },
    commands: {},
  },
  uk: {
    name: 'Подія пристрою |||| Події пристроїв',
    add_title: 'Нова подія пристрою',
    edit_title: 'Подія пристрою %{name}',
    fields: { ...recordFieldLabels.uk, device_id: 'Пристрій', domain_id: 'Група', type: 'Подія', message: 'Повідомлення', data: 'Дані', at: 'Час' },
    enums: {
      type: {
        door_opened: 'Двері відчинено', door_closed: 'Двері зачинено', door_forced: 'Двері зламано', call_started: 'Почато виклик', call_answered: 'Виклик прийнято',
        call_ended: 'Виклик завершено', identifier_used: "Пред'явлено ідентифікатор", identifier_refused: 'Ідентифікатор відхилено', went_offline: 'Не в мережі',
        came_online: 'У мережі', device_offline: 'Не в мережі', device_online: 'У мережі', tamper_alarm: 'Тривога розкриття',
      },
    },
    commands: {},
  },
});
