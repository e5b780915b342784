import { announce } from '../../schemas/announce';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const announceStrings = entityStrings(announce, {
  en: {
    name: 'Announcement |||| Announcements',
    add_title: 'New announcement',
    edit_title: 'Announcement: %{name}',
    empty: 'No announcements yet.',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name', description: 'Description', subject: 'Subject', type: 'Type', status: 'Status',
      type_info: { _: 'Poll', questions: { _: 'Questions', text: 'Question', answers: 'Answers' }, poll_multi_answers_allowed: 'Several answers allowed', poll_user_answer_allowed: 'Own answer allowed' },
      send_via: 'Send via', body: 'Message', use_owner_info: "Sign with the management company's details",
      users: 'Users', domains: 'Groups', execute_at: 'Send at', sent_at: 'Sent', recipients_count: 'Recipients',
    },
    help: { execute_at: 'Empty: as soon as it is started', domains: 'Everyone in these groups and the groups below them' },
    enums: {
      type: { info: 'Information', poll: 'Poll' },
      status: { new: 'New', scheduled: 'Scheduled', active: 'Sent', stopped: 'Stopped' },
      send_via: { email: 'E-mail', devices: 'Devices', sms: 'SMS' },
    },
    commands: {
      start: { label: 'Start', done: 'Announcement started', confirm: 'Send "%{name}" to its recipients now, or at its time?' },
      stop: { label: 'Stop', done: 'Announcement stopped', confirm: 'Stop "%{name}"? A poll takes no more answers.' },
    },
    related: { responses: 'Recipients' },
  },
  ru: {
    name: 'Объявление |||| Объявления',
    add_title: 'Новое объявление',
    edit_title: 'Объявление: %{name}',
    empty: 'Объявлений пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название', description: 'Описание', subject: 'Тема', type: 'Тип', status: 'Состояние',
      type_info: { _: 'Опрос', questions: { _: 'Вопросы', text: 'Вопрос', answers: 'Варианты ответа' }, poll_multi_answers_allowed: 'Можно выбрать несколько', poll_user_answer_allowed: 'Можно дать свой ответ' },
      send_via: 'Способ отправки', body: 'Сообщение', use_owner_info: 'Подписать реквизитами управляющей компании',
      users: 'Пользователи', domains: 'Группы', execute_at: 'Отправить в', sent_at: 'Отправлено', recipients_count: 'Получатели',
    },
    help: { execute_at: 'Пусто: сразу после запуска', domains: 'Все в этих группах и во вложенных' },
    enums: {
      type: { info: 'Информация', poll: 'Опрос' },
      status: { new: 'Новое', scheduled: 'Запланировано', active: 'Отправлено', stopped: 'Остановлено' },
      send_via: { email: 'Эл. почта', devices: 'Устройства', sms: 'SMS' },
    },
    commands: {
      start: { label: 'Запустить', done: 'Объявление запущено', confirm: 'Отправить «%{name}» получателям сейчас или в назначенное время?' },
      stop: { label: 'Остановить', done: 'Объявление остановлено', confirm: 'Остановить «%{name}»? Опрос перестанет принимать ответы.' },
    },
    related: { responses: 'Получатели' },
  },
  uk: {
    name: 'Оголошення |||| Оголошення',
    add_title: 'Нове оголошення',
    edit_title: 'Оголошення: %{name}',
    empty: 'Оголошень поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва', description: 'Опис', subject: 'Тема', type: 'Тип', status: 'Стан',
      type_info: { _: 'Опитування', questions: { _: 'Питання', text: 'Питання', answers: 'Варіанти відповіді' }, poll_multi_answers_allowed: 'Можна обрати кілька', poll_user_answer_allowed: 'Можна дати власну відповідь' },
      send_via: 'Спосіб надсилання', body: 'Повідомлення', use_owner_info: 'Підписати реквізитами керуючої компанії',
      users: 'Користувачі', domains: 'Групи', execute_at: 'Надіслати о', sent_at: 'Надіслано', recipients_count: 'Одержувачі',
    },
    help: { execute_at: 'Порожньо: одразу після запуску', domains: 'Усі в цих групах і вкладених' },
    enums: {
      type: { info: 'Інформація', poll: 'Опитування' },
      status: { new: 'Нове', scheduled: 'Заплановане', active: 'Надіслане', stopped: 'Зупинене' },
      send_via: { email: 'Ел. пошта', devices: 'Пристрої', sms: 'SMS' },
    },
    commands: {
      start: { label: 'Запустити', done: 'Оголошення запущено', confirm: 'Надіслати «%{name}» одержувачам зараз або в призначений час?' },
      stop: { label: 'Зупинити', done: 'Оголошення зупинено', confirm: 'Зупинити «%{name}»? Опитування більше не прийматиме відповідей.' },
    },
    related: { responses: 'Одержувачі' },
  },
});
