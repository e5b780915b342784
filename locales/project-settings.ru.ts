import type { projectSettings as en } from './project-settings.en';
import { sipTransports } from './same-in-every-language';

/** Страница настроек проекта, /general-settings (custom/project-settings) (ru). */
export const projectSettings: typeof en = {
  title: 'Общие настройки',
  loading: 'Загрузка…',
  load_error: 'Не удалось прочитать настройки: %{error}',
  read_only: 'Вы можете просматривать эти настройки; для изменения нужно право изменять настройки проекта.',
  nothing_to_show: 'Здесь нет настроек, которые может просматривать ваша роль.',
  saved: 'Сохранено: %{section}',
  tabs: { general: 'Общие', mail: 'Почта (SMTP)', sip: 'SIP' },
  secret: {
    filled: 'Пароль задан. Оставьте поле пустым, чтобы сохранить его, или введите новый, чтобы заменить.',
    empty: 'Пароль не задан.',
  },
  groups: {
    general: { project: 'Проект', accounts: 'Учётные записи и регистрация', notifications: 'Уведомления', guest_passes: 'Гостевые пропуска' },
    mail: { delivery: 'Отправка', smtp: 'SMTP-сервер' },
    sip: { server: 'SIP-сервер', media: 'Медиа (RTP)', network: 'Сеть', forwarding: 'Переадресация вызовов устройствами' },
  },
  fields: {
    general: {
      name: { label: 'Название проекта', help: 'Указывается в письмах, которые отправляет консоль.' },
      description: { label: 'Описание' },
      server_url: { label: 'URL сервера', help: 'Основа ссылок в письмах (сброс пароля, приглашения). Пусто: собственный адрес сервера.' },
      time_zone: { label: 'Часовой пояс', help: 'Расписания правил доступа проверяются в этом поясе.' },
      locale: { label: 'Язык по умолчанию', help: 'Язык писем пользователям, которые не выбрали язык.' },
      admin_email: { label: 'E-mail администратора' },
      logs_life: { label: 'Хранить журналы (дней)', help: '1–3650.' },
      is_standalone_mode: { label: 'Автономный режим', help: 'В автономном режиме самостоятельная регистрация закрыта.' },
      can_user_recovery_password: { label: 'Пользователи могут восстановить пароль', help: 'Показывает «Забыли пароль?» на странице входа.' },
      can_user_register_by_token: { label: 'Регистрация по приглашению', help: 'Приглашённые могут создать учётную запись по полученной ссылке.' },
      can_user_register_himself: { label: 'Самостоятельная регистрация', help: 'Любой может зарегистрироваться на странице входа; он получает роль и группу ниже.' },
      user_self_register_settings: {
        role_id: { label: 'Роль самостоятельно зарегистрированных', help: 'Пусто: такие учётные записи не получают роли.' },
        domain_id: { label: 'Группа самостоятельно зарегистрированных' },
      },
      notify_about_offline_device: { label: 'Уведомлять, когда устройство не в сети' },
      notify_about_device_task_failed: { label: 'Уведомлять об ошибке задачи устройства' },
      guest_identifier_limits: {
        max_passes_count: { label: 'Наибольшее число проходов по гостевому идентификатору', help: '1–1000.' },
        max_period_days: { label: 'Наибольший срок гостевого пропуска (дней)', help: '1–365.' },
      },
    },
    mail: {
      type: { label: 'Отправка почты', help: 'Сервер, запущенный с SMTP_URL, отправляет почту через указанный там сервер.' },
      settings: {
        host: { label: 'SMTP-хост' },
        port: { label: 'Порт', help: 'Обычно 25, 465 (SSL) или 587 (TLS).' },
        encryption: { label: 'Шифрование' },
        username: { label: 'Имя пользователя' },
        password: { label: 'Пароль' },
        from_address: { label: 'Адрес отправителя' },
        from_name: { label: 'Имя отправителя' },
      },
    },
    sip: {
      port: { label: 'SIP-порт', help: 'Порт UDP и TCP для вызывных панелей и телефонов (1–65535).' },
      server: {
        internal_ip: { label: 'Внутренний IP-адрес', help: 'Адрес, на котором работает SIP-служба. Пусто: все адреса.' },
        external_ip: { label: 'Внешний IP-адрес', help: 'Адрес, сообщаемый телефонам вне локальных сетей.' },
      },
      is_early_media_enabled: { label: 'Ранние медиа', help: 'Звук может передаваться до ответа на вызов.' },
      rtp: {
        min: { label: 'Первый порт RTP', help: '1024–65535.' },
        max: { label: 'Последний порт RTP', help: 'Больше первого порта.' },
      },
      internal_interfaces: { label: 'Внутренние интерфейсы', help: 'По одному имени интерфейса или адресу в строке, например eth0.' },
      external_interfaces: { label: 'Внешние интерфейсы', help: 'По одному имени интерфейса или адресу в строке.' },
      local_networks: { label: 'Локальные сети', help: 'По одной сети в строке, например 192.168.0.0/16. Телефоны из других сетей считаются находящимися за NAT.' },
      nodes: { label: 'Другие SIP-узлы', help: 'По одному имени хоста или адресу в строке; сервер принимает их как свои.' },
      auto_forward_rules: {
        is_enabled: { label: 'Устройства переадресуют вызовы на сервер', help: 'Устройствам предписывается самим отправлять вызовы на сервер.' },
        device_protocol: { label: 'Транспорт' },
        use_address: { label: 'Адрес, на который звонят устройства' },
      },
      resident_phonebook_settings: {
        is_enabled: { label: 'Телефонная книга жителей' },
      },
    },
  },
  choices: {
    general: { locale: { en: 'English', ru: 'Русский', uk: 'Українська' } },
    mail: {
      type: { none: 'Выключена', smtp: 'Через SMTP-сервер' },
      settings: { encryption: { none: 'Нет', ssl: 'SSL', tls: 'TLS (STARTTLS)' } },
    },
    sip: {
      auto_forward_rules: {
        device_protocol: sipTransports,
        use_address: { server_url: 'URL сервера', server_ip: 'IP-адрес сервера', internal_server_ip: 'Внутренний IP-адрес сервера' },
      },
    },
  },
};
