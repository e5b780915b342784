import { announceResponse } from '../../schemas/announce-response';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

const answers = { en: { _: 'Answers', question: 'Question', choices: 'Chosen', custom: 'Own answer' }, ru: { _: 'Ответы', question: 'Вопрос', choices: 'Выбрано', custom: 'Свой ответ' }, uk: { _: 'Відповіді', question: 'Питання', choices: 'Обрано', custom: 'Власна відповідь' } };

export const announceResponseStrings = entityStrings(announceResponse, {
  en: {
    name: 'Recipient |||| Recipients',
    edit_title: 'Recipient %{name}',
    fields: { ...recordFieldLabels.en, announce_id: 'Announcement', user_id: 'User', channel: 'Sent via', delivery: 'Delivery', error: 'Reason', answers: answers.en, answered_at: 'Answered' },
    enums: { channel: { email: 'E-mail', devices: 'Devices', sms: 'SMS' }, delivery: { queued: 'Queued', sent: 'Delivered', failed: 'Failed' }, error: { mail_not_configured: 'No mail server is configured', mail_unreachable: 'The mail server did not answer', mail_refused: 'The mail server refused the message', address_rejected: 'The mail server rejected the address', no_email: 'The user has no e-mail', sms_not_configured: 'No SMS provider is configured', sms_unreachable: 'The SMS provider did not answer', sms_refused: 'The SMS provider refused the message', phone_rejected: 'The SMS provider rejected the number', no_phone: 'The user has no phone number' } },
    commands: {},
  },
  ru: {
    name: 'Получатель |||| Получатели',
    edit_title: 'Получатель %{name}',
    fields: { ...recordFieldLabels.ru, announce_id: 'Объявление', user_id: 'Пользователь', channel: 'Способ', delivery: 'Доставка', error: 'Причина', answers: answers.ru, answered_at: 'Ответил' },
    enums: { channel: { email: 'Эл. почта', devices: 'Устройства', sms: 'SMS' }, delivery: { queued: 'В очереди', sent: 'Доставлено', failed: 'Не доставлено' }, error: { mail_not_configured: 'Почтовый сервер не настроен', mail_unreachable: 'Почтовый сервер не ответил', mail_refused: 'Почтовый сервер отклонил письмо', address_rejected: 'Почтовый сервер отклонил адрес', no_email: 'У пользователя нет эл. почты', sms_not_configured: 'SMS-провайдер не настроен', sms_unreachable: 'SMS-провайдер не ответил', sms_refused: 'SMS-провайдер отклонил сообщение', phone_rejected: 'SMS-провайдер отклонил номер', no_phone: 'У пользователя нет номера телефона' } },
    commands: {},
  },
  uk: {
    name: 'Одержувач |||| Одержувачі',
    edit_title: 'Одержувач %{name}',
    fields: { ...recordFieldLabels.uk, announce_id: 'Оголошення', user_id: 'Користувач', channel: 'Спосіб', delivery: 'Доставка', error: 'Причина', answers: answers.uk, answered_at: 'Відповів' },
    enums: { channel: { email: 'Ел. пошта', devices: 'Пристрої', sms: 'SMS' }, delivery: { queued: 'У черзі', sent: 'Доставлено', failed: 'Не доставлено' }, error: { mail_not_configured: 'Поштовий сервер не налаштовано', mail_unreachable: 'Поштовий сервер не відповів', mail_refused: 'Поштовий сервер відхилив лист', address_rejected: 'Поштовий сервер відхилив адресу', no_email: 'Користувач не має ел. пошти', sms_not_configured: 'SMS-провайдера не налаштовано', sms_unreachable: 'SMS-провайдер не відповів', sms_refused: 'SMS-провайдер відхилив повідомлення', phone_rejected: 'SMS-провайдер відхилив номер', no_phone: 'Користувач не має номера телефону' } },
    commands: {},
  },
});
