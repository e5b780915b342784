/** The signed-in shell: menu groups and items, top bar, page stack, licence warnings, not-yet-available page (uk). */
import type { shell as english } from './shell.en';

export const shell: typeof english = {
  menu: {
    groups: {
      common: 'Загальне',
      reports: 'Звіти',
      users: 'Користувачі',
      access: 'Доступ',
      communications: 'Комунікації',
      amenities: 'Об’єкти',
      emergency: 'Надзвичайні ситуації',
      phone_settings: 'Налаштування телефонії',
      devices: 'Пристрої',
      elevators: 'Ліфти',
      settings: 'Налаштування',
    },
    // The custom pages' items; an entity's item reads the entity's own name (src/menu/menu-items.ts).
    items: {
      home: 'Головна',
      notifications: 'Сповіщення',
      license_reports: 'Звіти з ліцензій',
      access_matrix: 'Матриця доступу',
      announces_response: 'Інформація та опитування',
      amenities: 'Об’єкти',
      amenity_reservations: 'Бронювання',
      integrations: 'Інтеграції',
      audit_events: 'Системний аудит',
      backups: 'Резервні копії',
      general_settings: 'Загальні налаштування',
      ip_blocking: 'Блокування IP',
      licenses: 'Ліцензії',
      system_info: 'Про систему',
      web_metrics: 'Веб-метрики',
    },
    label: 'Головне меню',
  },
  not_yet_available: {
    title: 'Поки недоступно',
    text: 'Цей розділ консолі поки недоступний. Він з’явиться в одній із наступних версій.',
    back: 'Назад',
  },
  profile_menu: {
    profile: 'Профіль',
  },
  licence_warning: {
    will_expire:
      'Ліцензія спливає через %{smart_count} день |||| Ліцензія спливає через %{smart_count} дні |||| Ліцензія спливає через %{smart_count} днів',
    already_expired:
      'Ліцензія сплила %{smart_count} день тому |||| Ліцензія сплила %{smart_count} дні тому |||| Ліцензія сплила %{smart_count} днів тому',
    open: 'Ліцензії',
  },
  mail_off: {
    text: 'Поштовий сервер не налаштовано: листи не буде надіслано.',
    open: 'Налаштування пошти',
  },
  // The shared dialogs of 000 §2.7 (src/dialogs/).
  dialogs: {
    copy: 'Копіювати',
    copied: 'Скопійовано',
    close: 'Закрити',
    licence_types: {
      title: 'Типи ліцензій',
      text: 'Тип ліцензії користувача випливає з того, що вона дозволяє:',
      type: 'Тип ліцензії',
      sip: 'SIP-номер',
      mobile_app: 'Мобільний застосунок',
      yes: 'Так',
      no: 'Ні',
    },
  },
  page_stack: {
    missing: 'Цю сторінку відкрито зі сторінки, якої ця вкладка вже не пам’ятає.',
  },
};
