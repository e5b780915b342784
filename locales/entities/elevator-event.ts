import { elevatorEvent } from '../../schemas/elevator-event';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const elevatorEventStrings = entityStrings(elevatorEvent, {
  en: {
    name: 'Elevator event |||| Elevator events',
    add_title: 'New elevator event',
    edit_title: 'Elevator event %{name}',
    fields: { ...recordFieldLabels.en, elevator_id: 'Elevator', domain_id: 'Group', kind: 'Event', floor: 'Floor', apartment: 'Apartment', direction: 'Direction', user_id: 'User', message: 'Message', at: 'Time' },
    enums: {
      kind: { call: 'Call', access_granted: 'Floor released', access_denied: 'Floor refused', fault: 'Fault' },
      direction: { up: 'Up', down: 'Down' },
    },
    commands: {},
  },
  ru: {
    name: 'Событие лифта |||| События лифтов',
    add_title: 'Новое событие лифта',
    edit_title: 'Событие лифта %{name}',
    fields: { ...recordFieldLabels.ru, elevator_id: 'Лифт', domain_id: 'Группа', kind: 'Событие', floor: 'Этаж', apartment: 'Квартира', direction: 'Направление', user_id: 'Пользователь', message: 'Сообщение', at: 'Время' },
    enums: {
      kind: { call: 'Вызов', access_granted: 'Этаж открыт', access_denied: 'Этаж запрещён', fault: 'Неисправность' },
      direction: { up: 'Вверх', down: 'Вниз' },
    },
    commands: {},
  },
  uk: {
    name: 'Подія ліфта |||| Події ліфтів',
    add_title: 'Нова подія ліфта',
    edit_title: 'Подія ліфта %{name}',
    fields: { ...recordFieldLabels.uk, elevator_id: 'Ліфт', domain_id: 'Група', kind: 'Подія', floor: 'Поверх', apartment: 'Квартира', direction: 'Напрямок', user_id: 'Користувач', message: 'Повідомлення', at: 'Час' },
    enums: {
      kind: { call: 'Виклик', access_granted: 'Поверх відкрито', access_denied: 'Поверх заборонено', fault: 'Несправність' },
      direction: { up: 'Вгору', down: 'Вниз' },
    },
    commands: {},
  },
});
