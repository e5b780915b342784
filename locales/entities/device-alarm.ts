import { deviceAlarm } from '../../schemas/device-alarm';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels as recordFields } from './record-fields';

export const deviceAlarmStrings = entityStrings(deviceAlarm, {
  en: {
    name: 'Device alarm |||| Device alarms',
    edit_title: 'Alarm: %{name}',
    empty: 'No device has raised an alarm.',
    fields: {
      ...recordFields.en,
      device_id: 'Device', domain_id: 'Group', zone: 'Zone', sensor: 'Sensor', state: 'State', at: 'Raised',
      processed: 'Processed', processed_by: 'Processed by', processed_at: 'Processed at', comment: 'Comment',
    },
    help: { comment: 'Only the operator who processed the alarm may change it' },
    enums: {
      sensor: { smoke: 'Smoke', gas: 'Gas', pir: 'Motion (PIR)', door: 'Door', window: 'Window', panic: 'Panic button', flood: 'Flood', pull_cord: 'Pull cord', bed_mat: 'Bed mat' },
      state: { enabled: 'Alarming', disabled: 'Quiet' },
    },
    commands: { process: { label: 'Process', done: 'Alarm processed' } },
  },
  ru: {
    name: 'Тревога устройства |||| Тревоги устройств',
    edit_title: 'Тревога: %{name}',
    empty: 'Устройства не поднимали тревог.',
    fields: {
      ...recordFields.ru,
      device_id: 'Устройство', domain_id: 'Группа', zone: 'Зона', sensor: 'Датчик', state: 'Состояние', at: 'Поднята',
      processed: 'Обработана', processed_by: 'Обработал', processed_at: 'Обработана в', comment: 'Комментарий',
    },
    help: { comment: 'Изменить его может только оператор, обработавший тревогу' },
    enums: {
      sensor: { smoke: 'Дым', gas: 'Газ', pir: 'Движение (PIR)', door: 'Дверь', window: 'Окно', panic: 'Тревожная кнопка', flood: 'Протечка', pull_cord: 'Шнур вызова', bed_mat: 'Прикроватный коврик' },
      state: { enabled: 'Тревога', disabled: 'Спокойно' },
    },
    commands: { process: { label: 'Обработать', done: 'Тревога обработана' } },
  },
  uk: {
    name: 'Тривога пристрою |||| Тривоги пристроїв',
    edit_title: 'Тривога: %{name}',
    empty: 'Пристрої не піднімали тривог.',
    fields: {
      ...recordFields.uk,
      device_id: 'Пристрій', domain_id: 'Група', zone: 'Зона', sensor: 'Датчик', state: 'Стан', at: 'Піднята',
      processed: 'Оброблена', processed_by: 'Обробив', processed_at: 'Оброблена о', comment: 'Коментар',
    },
    help: { comment: 'Змінити його може лише оператор, який обробив тривогу' },
    enums: {
      sensor: { smoke: 'Дим', gas: 'Газ', pir: 'Рух (PIR)', door: 'Двері', window: 'Вікно', panic: 'Тривожна кнопка', flood: 'Протікання', pull_cord: 'Шнур виклику', bed_mat: 'Приліжковий килимок' },
      state: { enabled: 'Тривога', disabled: 'Спокійно' },
    },
    commands: { process: { label: 'Обробити', done: 'Тривогу оброблено' } },
  },
});
