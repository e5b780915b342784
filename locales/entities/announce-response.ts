import { announceResponse } from '../../schemas/announce-response';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

const answers = { en: { _: 'Answers', question: 'Question', choices: 'Chosen', custom: 'Own answer' }, ru: { _: 'Ответы', question: 'Вопрос', choices: 'Выбрано', custom: 'Свой ответ' }, uk: { _: 'Відповіді', question: 'Питання', choices: 'Обрано', custom: 'Власна відповідь' } };

export const announceResponseStrings = entityStrings(announceResponse, {
  en: {
    name: 'Recipient |||| Recipients',
    edit_title: 'Recipient %{name}',
    fields: { ...recordFieldLabels.en, announce_id: 'Announcement', user_id: 'User', channel: 'Sent via', delivery: 'Delivery', error: 'Error', answers: answers.en, answered_at: 'Answered' },
    enums: { channel: { email: 'E-mail', devices: 'Devices', sms: 'SMS' }, delivery: { queued: 'Queued', sent: 'Delivered', failed: 'Failed' } },
    commands: {},
  },
  ru: {
    name: 'Получатель |||| Получатели',
    edit_title: 'Получатель %{name}',
    fields: { ...recordFieldLabels.ru, announce_id: 'Объявление', user_id: 'Пользователь', channel: 'Способ', delivery: 'Доставка', error: 'Ошибка', answers: answers.ru, answered_at: 'Ответил' },
    enums: { channel: { email: 'Эл. почта', devices: 'Устройства', sms: 'SMS' }, delivery: { queued: 'В очереди', sent: 'Доставлено', failed: 'Не доставлено' } },
    commands: {},
  },
  uk: {
    name: 'Одержувач |||| Одержувачі',
    edit_title: 'Одержувач %{name}',
    fields: { ...recordFieldLabels.uk, announce_id: 'Оголошення', user_id: 'Користувач', channel: 'Спосіб', delivery: 'Доставка', error: 'Помилка', answers: answers.uk, answered_at: 'Відповів' },
    enums: { channel: { email: 'Ел. пошта', devices: 'Пристрої', sms: 'SMS' }, delivery: { queued: 'У черзі', sent: 'Доставлено', failed: 'Не доставлено' } },
    commands: {},
  },
});
