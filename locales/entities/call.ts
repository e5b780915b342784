import { call } from '../../schemas/call';
import { sosCall } from '../../schemas/sos-call';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

const fields = {
  en: {
    ...recordFieldLabels.en,
    rung: 'Numbers rung', rung_user_ids: 'Users rung', call_id: 'Call ID', from_number: 'From', from_user_id: 'Caller', from_device_id: 'Calling device', to_number: 'To', to_user_id: 'Callee',
    answered_by: 'Answered by', answered_by_user_id: 'Answered by user', domain_id: 'Group', status: 'State', result: 'Result', type: 'Type',
    is_sos: 'SOS', duration: 'Duration, s', started_at: 'Started', answered_at: 'Answered', ended_at: 'Ended',
  },
  ru: {
    ...recordFieldLabels.ru,
    rung: 'Вызванные номера', rung_user_ids: 'Вызванные пользователи', call_id: 'ID вызова', from_number: 'Откуда', from_user_id: 'Звонивший', from_device_id: 'Вызывающее устройство', to_number: 'Куда', to_user_id: 'Вызываемый',
    answered_by: 'Ответил номер', answered_by_user_id: 'Ответил пользователь', domain_id: 'Группа', status: 'Состояние', result: 'Результат', type: 'Тип',
    is_sos: 'SOS', duration: 'Длительность, с', started_at: 'Начало', answered_at: 'Ответ', ended_at: 'Конец',
  },
  uk: {
    ...recordFieldLabels.uk,
    rung: 'Викликані номери', rung_user_ids: 'Викликані користувачі', call_id: 'ID виклику', from_number: 'Звідки', from_user_id: 'Абонент, що дзвонив', from_device_id: 'Пристрій, що викликав', to_number: 'Куди', to_user_id: 'Викликаний',
    answered_by: 'Відповів номер', answered_by_user_id: 'Відповів користувач', domain_id: 'Група', status: 'Стан', result: 'Результат', type: 'Тип',
    is_sos: 'SOS', duration: 'Тривалість, с', started_at: 'Початок', answered_at: 'Відповідь', ended_at: 'Кінець',
  },
};

const enums = {
  en: {
    status: { new: 'New', calling: 'Ringing', answered: 'Talking', waiting: 'Waiting', answered_waiting: 'Answered, waiting', destroyed: 'Ended' },
    result: { answered: 'Answered', cancel: 'Cancelled', busy: 'Busy', noanswer: 'No answer', failed: 'Failed' },
    type: { normal: 'Normal', awaiting: 'Awaiting' },
  },
  ru: {
    status: { new: 'Новый', calling: 'Вызов', answered: 'Разговор', waiting: 'Ожидание', answered_waiting: 'Отвечен, ожидание', destroyed: 'Завершён' },
    result: { answered: 'Отвечен', cancel: 'Отменён', busy: 'Занято', noanswer: 'Без ответа', failed: 'Ошибка' },
    type: { normal: 'Обычный', awaiting: 'С ожиданием' },
  },
  uk: {
    status: { new: 'Новий', calling: 'Виклик', answered: 'Розмова', waiting: 'Очікування', answered_waiting: 'Відповіли, очікування', destroyed: 'Завершений' },
    result: { answered: 'Відповіли', cancel: 'Скасований', busy: 'Зайнято', noanswer: 'Без відповіді', failed: 'Помилка' },
    type: { normal: 'Звичайний', awaiting: 'З очікуванням' },
  },
};

export const callStrings = entityStrings(call, {
  en: { name: 'Call |||| Call history', edit_title: 'Call from %{name}', empty: 'No calls yet.', fields: fields.en, enums: enums.en, commands: {} },
  ru: { name: 'Вызов |||| История вызовов', edit_title: 'Вызов с %{name}', empty: 'Вызовов пока нет.', fields: fields.ru, enums: enums.ru, commands: {} },
  uk: { name: 'Виклик |||| Історія викликів', edit_title: 'Виклик з %{name}', empty: 'Викликів поки немає.', fields: fields.uk, enums: enums.uk, commands: {} },
});

export const sosCallStrings = entityStrings(sosCall, {
  en: { name: 'SOS call |||| SOS call history', edit_title: 'SOS call from %{name}', empty: 'No SOS calls.', fields: fields.en, enums: enums.en, commands: {} },
  ru: { name: 'SOS-вызов |||| История SOS-вызовов', edit_title: 'SOS-вызов с %{name}', empty: 'SOS-вызовов нет.', fields: fields.ru, enums: enums.ru, commands: {} },
  uk: { name: 'SOS-виклик |||| Історія SOS-викликів', edit_title: 'SOS-виклик з %{name}', empty: 'SOS-викликів немає.', fields: fields.uk, enums: enums.uk, commands: {} },
});
