/** The signed-in shell: menu groups and items, top bar, page stack, licence warnings, not-yet-available page (ru). */
import type { shell as english } from './shell.en';

export const shell: typeof english = {
  menu: {
    groups: {
      common: 'Общее',
      reports: 'Отчёты',
      users: 'Пользователи',
      access: 'Доступ',
      communications: 'Коммуникации',
      amenities: 'Объекты',
      emergency: 'Экстренные ситуации',
      phone_settings: 'Настройки телефонии',
      devices: 'Устройства',
      elevators: 'Лифты',
      settings: 'Настройки',
    },
    // The custom pages' items; an entity's item reads the entity's own name (src/menu/menu-items.ts).
    items: {
      home: 'Главная',
      notifications: 'Уведомления',
      license_reports: 'Отчёты по лицензиям',
      access_matrix: 'Матрица доступа',
      announces_response: 'Информация и опросы',
      amenities: 'Объекты',
      amenity_reservations: 'Бронирования',
      integrations: 'Интеграции',
      audit_events: 'Системный аудит',
      backups: 'Резервные копии',
      general_settings: 'Общие настройки',
      ip_blocking: 'Блокировка IP',
      licenses: 'Лицензии',
      system_info: 'О системе',
      web_metrics: 'Веб-метрики',
    },
    label: 'Главное меню',
  },
  not_yet_available: {
    title: 'Пока недоступно',
    text: 'Этот раздел консоли пока недоступен. Он появится в одной из следующих версий.',
    back: 'Назад',
  },
  profile_menu: {
    profile: 'Профиль',
  },
  licence_warning: {
    will_expire:
      'Лицензия истекает через %{smart_count} день |||| Лицензия истекает через %{smart_count} дня |||| Лицензия истекает через %{smart_count} дней',
    already_expired:
      'Лицензия истекла %{smart_count} день назад |||| Лицензия истекла %{smart_count} дня назад |||| Лицензия истекла %{smart_count} дней назад',
    open: 'Лицензии',
  },
  mail_off: {
    text: 'Почтовый сервер не настроен: письма не будут отправлены.',
    open: 'Настройки почты',
  },
  // The shared dialogs of 000 §2.7 (src/dialogs/).
  dialogs: {
    copy: 'Копировать',
    copied: 'Скопировано',
    close: 'Закрыть',
    licence_types: {
      title: 'Типы лицензий',
      text: 'Тип лицензии пользователя следует из того, что она разрешает:',
      type: 'Тип лицензии',
      sip: 'SIP-номер',
      mobile_app: 'Мобильное приложение',
      yes: 'Да',
      no: 'Нет',
    },
  },
  page_stack: {
    missing: 'Эта страница открыта со страницы, которую эта вкладка уже не помнит.',
  },
};
