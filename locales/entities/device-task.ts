import { deviceTask } from '../../schemas/device-task';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const deviceTaskStrings = entityStrings(deviceTask, {
  en: {
    name: 'Device task |||| Device tasks',
    add_title: 'New device task',
    edit_title: 'Device task %{name}',
    fields: { ...recordFieldLabels.en, device_id: 'Device', domain_id: 'Group', type: 'Task', status: 'Status', error: 'Error', payload: 'Data', attempts: 'Attempts', run_after: 'Next attempt' },
    enums: {
      type: { init: 'Initialise', apply_settings: 'Apply settings', set_protocol: 'Set protocol', sync_identifiers: 'Synchronise identifiers', sync_schedules: 'Synchronise schedules', sync_access_rules: 'Synchronise access rules', open_door: 'Open door', reboot: 'Reboot', elevator_call: 'Call elevator', show_announce: 'Show announcement', play_emergency_alert: 'Play emergency alert', stop_emergency_alert: 'Stop emergency alert' },
      status: { new: 'New', queued: 'Queued', started: 'Started', stopped: 'Stopped', error: 'Error', completed: 'Completed', waiting: 'Waiting' },
    },
    commands: {},
  },
  ru: {
    name: 'Задача устройства |||| Задачи устройств',
    add_title: 'Новая задача устройства',
    edit_title: 'Задача устройства %{name}',
    fields: { ...recordFieldLabels.ru, device_id: 'Устройство', domain_id: 'Группа', type: 'Задача', status: 'Статус', error: 'Ошибка', payload: 'Данные', attempts: 'Попытки', run_after: 'Следующая попытка' },
    enums: {
      type: { init: 'Инициализация', apply_settings: 'Применение настроек', set_protocol: 'Смена протокола', sync_identifiers: 'Синхронизация идентификаторов', sync_schedules: 'Синхронизация расписаний', sync_access_rules: 'Синхронизация правил доступа', open_door: 'Открыть дверь', reboot: 'Перезагрузка', elevator_call: 'Вызов лифта', show_announce: 'Показать объявление', play_emergency_alert: 'Воспроизвести экстренное оповещение', stop_emergency_alert: 'Остановить экстренное оповещение' },
      status: { new: 'Новая', queued: 'В очереди', started: 'Выполняется', stopped: 'Остановлена', error: 'Ошибка', completed: 'Выполнена', waiting: 'Ожидает' },
    },
    commands: {},
  },
  uk: {
    name: 'Завдання пристрою |||| Завдання пристроїв',
    add_title: 'Нове завдання пристрою',
    edit_title: 'Завдання пристрою %{name}',
    fields: { ...recordFieldLabels.uk, device_id: 'Пристрій', domain_id: 'Група', type: 'Завдання', status: 'Статус', error: 'Помилка', payload: 'Дані', attempts: 'Спроби', run_after: 'Наступна спроба' },
    enums: {
      type: { init: 'Ініціалізація', apply_settings: 'Застосування налаштувань', set_protocol: 'Зміна протоколу', sync_identifiers: 'Синхронізація ідентифікаторів', sync_schedules: 'Синхронізація розкладів', sync_access_rules: 'Синхронізація правил доступу', open_door: 'Відчинити двері', reboot: 'Перезавантаження', elevator_call: 'Виклик ліфта', show_announce: 'Показати оголошення', play_emergency_alert: 'Відтворити екстрене оповіщення', stop_emergency_alert: 'Зупинити екстрене оповіщення' },
      status: { new: 'Нове', queued: 'У черзі', started: 'Виконується', stopped: 'Зупинене', error: 'Помилка', completed: 'Виконане', waiting: 'Очікує' },
    },
    commands: {},
  },
});
