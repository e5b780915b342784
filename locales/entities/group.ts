import { group } from '../../schemas/group';
import { entityStrings } from '../entity-strings';
import { licenceFlagLabels } from './licence-flag-labels';
import { recordFieldLabels } from './record-fields';

export const groupStrings = entityStrings(group, {
  en: {
    name: 'Group |||| Groups',
    add_title: 'New group',
    edit_title: 'Group: %{name}',
    related: { children: 'Child groups' },
    fields: {
      ...recordFieldLabels.en,
      name: 'Name',
      description: 'Description',
      parent_id: 'Parent group',
      domain_type_id: 'Type',
      logic_address: 'Logic address',
      sip_number: 'SIP number',
      device_status_notify: {
        _: 'Device status notifications',
        user: 'User to notify',
        notify_about_offline_device: 'Notify when a device goes offline',
        notify_about_device_task_failed: 'Notify when a device task fails',
      },
      guest_identifier_limits: {
        _: 'Guest identifier limits',
        max_passes_count: 'Maximum number of passes',
        max_period_days: 'Maximum period, days',
      },
      license_info: {
        ...licenceFlagLabels.en,
        perPackage: 'Licenses in packages',
        notifications: { _: 'License end notices', isActive: 'Send notices', mode: 'How often', notifyBefore: 'Days before the end' },
        packages: { _: 'Packages', type: 'License type', qty: 'Licenses', period: 'Period, months' },
      },
      path: 'Hierarchy path',
    },
    help: {
      logic_address: 'Not used for apartments',
      sip_number: 'Digits only',
      guest_identifier_limits: {
        max_passes_count: 'Empty means no limit',
        max_period_days: 'Empty means no limit',
      },
    },
    enums: {
      license_info: {
        notifications: { mode: { once: 'Once', everyday: 'Every day', every_week: 'Every week', every_month: 'Every month' } },
        packages: { type: { basic_paid: 'Basic paid', plus: 'Plus' } },
      },
      domain_type_id: { 1: 'Domain', 2: 'Site', 3: 'Building', 4: 'Unit', 5: 'Apartment', 6: 'Floor' },
    },
    messages: { not_found: 'Group not found' },
    commands: {},
  },
  ru: {
    name: 'Группа |||| Группы |||| Групп',
    add_title: 'Новая группа',
    edit_title: 'Группа: %{name}',
    related: { children: 'Дочерние группы' },
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название',
      description: 'Описание',
      parent_id: 'Родительская группа',
      domain_type_id: 'Тип',
      logic_address: 'Логический адрес',
      sip_number: 'SIP-номер',
      device_status_notify: {
        _: 'Уведомления о состоянии устройств',
        user: 'Кого уведомлять',
        notify_about_offline_device: 'Уведомлять, когда устройство не в сети',
        notify_about_device_task_failed: 'Уведомлять об ошибке задачи устройства',
      },
      guest_identifier_limits: {
        _: 'Ограничения гостевых идентификаторов',
        max_passes_count: 'Максимум проходов',
        max_period_days: 'Максимальный срок, дней',
      },
      license_info: {
        ...licenceFlagLabels.ru,
        perPackage: 'Лицензии пакетами',
        notifications: { _: 'Уведомления об окончании', isActive: 'Отправлять уведомления', mode: 'Как часто', notifyBefore: 'За сколько дней' },
        packages: { _: 'Пакеты', type: 'Тип лицензии', qty: 'Лицензий', period: 'Срок, месяцев' },
      },
      path: 'Путь в иерархии',
    },
    help: {
      logic_address: 'Не используется для квартир',
      sip_number: 'Только цифры',
      guest_identifier_limits: {
        max_passes_count: 'Пусто — без ограничения',
        max_period_days: 'Пусто — без ограничения',
      },
    },
    enums: {
      license_info: {
        notifications: { mode: { once: 'Один раз', everyday: 'Каждый день', every_week: 'Каждую неделю', every_month: 'Каждый месяц' } },
        packages: { type: { basic_paid: 'Базовая платная', plus: 'Плюс' } },
      },
      domain_type_id: { 1: 'Домен', 2: 'Площадка', 3: 'Здание', 4: 'Подъезд', 5: 'Квартира', 6: 'Этаж' },
    },
    messages: { not_found: 'Группа не найдена' },
    commands: {},
  },
  uk: {
    name: 'Група |||| Групи |||| Груп',
    add_title: 'Нова група',
    edit_title: 'Група: %{name}',
    related: { children: 'Дочірні групи' },
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва',
      description: 'Опис',
      parent_id: 'Батьківська група',
      domain_type_id: 'Тип',
      logic_address: 'Логічна адреса',
      sip_number: 'SIP-номер',
      device_status_notify: {
        _: 'Сповіщення про стан пристроїв',
        user: 'Кого сповіщати',
        notify_about_offline_device: 'Сповіщати, коли пристрій не в мережі',
        notify_about_device_task_failed: 'Сповіщати про помилку завдання пристрою',
      },
      guest_identifier_limits: {
        _: 'Обмеження гостьових ідентифікаторів',
        max_passes_count: 'Максимум проходів',
        max_period_days: 'Максимальний строк, днів',
      },
      license_info: {
        ...licenceFlagLabels.uk,
        perPackage: 'Ліцензії пакетами',
        notifications: { _: 'Сповіщення про закінчення', isActive: 'Надсилати сповіщення', mode: 'Як часто', notifyBefore: 'За скільки днів' },
        packages: { _: 'Пакети', type: 'Тип ліцензії', qty: 'Ліцензій', period: 'Строк, місяців' },
      },
      path: 'Шлях в ієрархії',
    },
    help: {
      logic_address: 'Не використовується для квартир',
      sip_number: 'Лише цифри',
      guest_identifier_limits: {
        max_passes_count: 'Порожньо — без обмеження',
        max_period_days: 'Порожньо — без обмеження',
      },
    },
    enums: {
      license_info: {
        notifications: { mode: { once: 'Один раз', everyday: 'Щодня', every_week: 'Щотижня', every_month: 'Щомісяця' } },
        packages: { type: { basic_paid: 'Базова платна', plus: 'Плюс' } },
      },
      domain_type_id: { 1: 'Домен', 2: 'Майданчик', 3: 'Будинок', 4: 'Підʼїзд', 5: 'Квартира', 6: 'Поверх' },
    },
    messages: { not_found: 'Групу не знайдено' },
    commands: {},
  },
});
