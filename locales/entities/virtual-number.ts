import { virtualNumber } from '../../schemas/virtual-number';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const virtualNumberStrings = entityStrings(virtualNumber, {
  en: {
    name: 'Virtual number |||| Virtual numbers',
    add_title: 'New virtual number',
    edit_title: 'Virtual number %{name}',
    empty: 'No virtual numbers yet.',
    fields: {
      ...recordFieldLabels.en,
      number: 'Number', name: 'Name', password: 'SIP password', is_active: 'Active', is_reserved: 'Reserved', user_id: 'User', device_id: 'Device',
      domain_id: 'Group', forward_mode: 'Forwarding', forward_rules: 'Forward rules', forward_group: 'Forward to group', call_queue_id: 'Call queue', owner_info: 'Owner info', purpose: 'Purpose',
    },
    help: {
      password: 'Left empty, a strong one is made. Digits, lowercase and uppercase Latin letters, 8 to 31 chars',
      user_id: 'Neither user nor device: the number rings every user of its group at once',
      is_reserved: 'Kept aside: not offered to new users and devices',
    },
    enums: {
      forward_mode: { disabled: 'No forwarding', manual: 'By forward rules', picked: 'To a group' },
      purpose: { master_sip_number: 'System number' },
    },
    fills: { generate: { label: 'Generate', done: 'Number and password generated. Note the password: it is not shown after saving' } },
    commands: {
      activate: { label: 'Activate', done: 'Number activated' },
      deactivate: { label: 'Deactivate', done: 'Number deactivated', confirm: 'Deactivate %{name}? Its phones are signed out of the SIP server.' },
      mark_system: { label: 'Mark as system', done: 'Marked as a system number', confirm: 'Mark %{name} as a system number? System numbers cannot be deleted.' },
    },
  },
  ru: {
    name: 'Виртуальный номер |||| Виртуальные номера',
    add_title: 'Новый виртуальный номер',
    edit_title: 'Виртуальный номер %{name}',
    empty: 'Виртуальных номеров пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      number: 'Номер', name: 'Название', password: 'SIP-пароль', is_active: 'Активен', is_reserved: 'Зарезервирован', user_id: 'Пользователь', device_id: 'Устройство',
      domain_id: 'Группа', forward_mode: 'Переадресация', forward_rules: 'Правила переадресации', forward_group: 'Переадресовать группе', call_queue_id: 'Очередь вызовов', owner_info: 'Сведения о владельце', purpose: 'Назначение',
    },
    help: {
      password: 'Если оставить пустым, будет создан надёжный. Цифры, строчные и прописные латинские буквы, от 8 до 31 символа',
      user_id: 'Без пользователя и устройства номер вызывает сразу всех пользователей своей группы',
      is_reserved: 'Отложен: не предлагается новым пользователям и устройствам',
    },
    enums: {
      forward_mode: { disabled: 'Без переадресации', manual: 'По правилам', picked: 'Группе' },
      purpose: { master_sip_number: 'Системный номер' },
    },
    fills: { generate: { label: 'Сгенерировать', done: 'Номер и пароль сгенерированы. Запишите пароль: после сохранения он не показывается' } },
    commands: {
      activate: { label: 'Активировать', done: 'Номер активирован' },
      deactivate: { label: 'Деактивировать', done: 'Номер деактивирован', confirm: 'Деактивировать %{name}? Его телефоны будут отключены от SIP-сервера.' },
      mark_system: { label: 'Сделать системным', done: 'Номер стал системным', confirm: 'Сделать %{name} системным номером? Системные номера нельзя удалить.' },
    },
  },
  uk: {
    name: 'Віртуальний номер |||| Віртуальні номери',
    add_title: 'Новий віртуальний номер',
    edit_title: 'Віртуальний номер %{name}',
    empty: 'Віртуальних номерів поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      number: 'Номер', name: 'Назва', password: 'SIP-пароль', is_active: 'Активний', is_reserved: 'Зарезервований', user_id: 'Користувач', device_id: 'Пристрій',
      domain_id: 'Група', forward_mode: 'Переадресація', forward_rules: 'Правила переадресації', forward_group: 'Переадресувати групі', call_queue_id: 'Черга викликів', owner_info: 'Відомості про власника', purpose: 'Призначення',
    },
    help: {
      password: 'Якщо залишити порожнім, буде створено надійний. Цифри, малі та великі латинські літери, від 8 до 31 символу',
      user_id: 'Без користувача і пристрою номер викликає одразу всіх користувачів своєї групи',
      is_reserved: 'Відкладений: не пропонується новим користувачам і пристроям',
    },
    enums: {
      forward_mode: { disabled: 'Без переадресації', manual: 'За правилами', picked: 'Групі' },
      purpose: { master_sip_number: 'Системний номер' },
    },
    fills: { generate: { label: 'Згенерувати', done: 'Номер і пароль згенеровано. Запишіть пароль: після збереження він не показується' } },
    commands: {
      activate: { label: 'Активувати', done: 'Номер активовано' },
      deactivate: { label: 'Деактивувати', done: 'Номер деактивовано', confirm: 'Деактивувати %{name}? Його телефони буде відключено від SIP-сервера.' },
      mark_system: { label: 'Зробити системним', done: 'Номер став системним', confirm: 'Зробити %{name} системним номером? Системні номери не можна видалити.' },
    },
  },
});
