import type { projectSettings as en } from './project-settings.en';
import { sipTransports } from './same-in-every-language';

/** Сторінка налаштувань проєкту, /general-settings (custom/project-settings) (uk). */
export const projectSettings: typeof en = {
  title: 'Загальні налаштування',
  loading: 'Завантаження…',
  load_error: 'Не вдалося прочитати налаштування: %{error}',
  read_only: 'Ви можете переглядати ці налаштування; щоб змінювати їх, потрібне право змінювати налаштування проєкту.',
  nothing_to_show: 'Тут немає налаштувань, які може переглядати ваша роль.',
  saved: 'Збережено: %{section}',
  tabs: { general: 'Загальні', mail: 'Пошта (SMTP)', sip: 'SIP' },
  secret: {
    filled: 'Пароль задано. Залиште поле порожнім, щоб зберегти його, або введіть новий, щоб замінити.',
    empty: 'Пароль не задано.',
  },
  groups: {
    general: { project: 'Проєкт', accounts: 'Облікові записи та реєстрація', notifications: 'Сповіщення', guest_passes: 'Гостьові перепустки' },
    mail: { delivery: 'Надсилання', smtp: 'SMTP-сервер' },
    sip: { server: 'SIP-сервер', media: 'Медіа (RTP)', network: 'Мережа', forwarding: 'Переадресація викликів пристроями' },
  },
  fields: {
    general: {
      name: { label: 'Назва проєкту', help: 'Зазначається в листах, які надсилає консоль.' },
      description: { label: 'Опис' },
      server_url: { label: 'URL сервера', help: 'Основа посилань у листах (скидання пароля, запрошення). Порожньо: власна адреса сервера.' },
      time_zone: { label: 'Часовий пояс', help: 'Розклади правил доступу перевіряються в цьому поясі.' },
      locale: { label: 'Мова за замовчуванням', help: 'Мова листів користувачам, які не обрали мову.' },
      admin_email: { label: 'E-mail адміністратора' },
      logs_life: { label: 'Зберігати журнали (днів)', help: '1–3650.' },
      is_standalone_mode: { label: 'Автономний режим', help: 'В автономному режимі самостійну реєстрацію закрито.' },
      can_user_recovery_password: { label: 'Користувачі можуть відновити пароль', help: 'Показує «Забули пароль?» на сторінці входу.' },
      can_user_register_by_token: { label: 'Реєстрація за запрошенням', help: 'Запрошені можуть створити обліковий запис за отриманим посиланням.' },
      can_user_register_himself: { label: 'Самостійна реєстрація', help: 'Будь-хто може зареєструватися на сторінці входу; він отримує роль і групу нижче.' },
      user_self_register_settings: {
        role_id: { label: 'Роль самостійно зареєстрованих', help: 'Порожньо: такі облікові записи не отримують ролі.' },
        domain_id: { label: 'Група самостійно зареєстрованих' },
      },
      notify_about_offline_device: { label: 'Сповіщати, коли пристрій не в мережі' },
      notify_about_device_task_failed: { label: 'Сповіщати про помилку завдання пристрою' },
      guest_identifier_limits: {
        max_passes_count: { label: 'Найбільша кількість проходів за гостьовим ідентифікатором', help: '1–1000.' },
        max_period_days: { label: 'Найдовший строк гостьової перепустки (днів)', help: '1–365.' },
      },
    },
    mail: {
      type: { label: 'Надсилання пошти', help: 'Сервер, запущений з SMTP_URL, надсилає пошту через вказаний там сервер.' },
      settings: {
        host: { label: 'SMTP-хост' },
        port: { label: 'Порт', help: 'Зазвичай 25, 465 (SSL) або 587 (TLS).' },
        encryption: { label: 'Шифрування' },
        username: { label: "Ім'я користувача" },
        password: { label: 'Пароль' },
        from_address: { label: 'Адреса відправника' },
        from_name: { label: "Ім'я відправника" },
      },
    },
    sip: {
      port: { label: 'SIP-порт', help: 'Порт UDP і TCP для викличних панелей і телефонів (1–65535).' },
      server: {
        internal_ip: { label: 'Внутрішня IP-адреса', help: 'Адреса, на якій працює SIP-служба. Порожньо: усі адреси.' },
        external_ip: { label: 'Зовнішня IP-адреса', help: 'Адреса, яку повідомляють телефонам поза локальними мережами.' },
      },
      is_early_media_enabled: { label: 'Ранні медіа', help: 'Звук може передаватися до відповіді на виклик.' },
      rtp: {
        min: { label: 'Перший порт RTP', help: '1024–65535.' },
        max: { label: 'Останній порт RTP', help: 'Більший за перший порт.' },
      },
      internal_interfaces: { label: 'Внутрішні інтерфейси', help: "По одному імені інтерфейсу або адресі в рядку, наприклад eth0." },
      external_interfaces: { label: 'Зовнішні інтерфейси', help: "По одному імені інтерфейсу або адресі в рядку." },
      local_networks: { label: 'Локальні мережі', help: 'По одній мережі в рядку, наприклад 192.168.0.0/16. Телефони з інших мереж вважаються такими, що за NAT.' },
      nodes: { label: 'Інші SIP-вузли', help: "По одному імені хоста або адресі в рядку; сервер приймає їх як свої." },
      auto_forward_rules: {
        is_enabled: { label: 'Пристрої переадресовують виклики на сервер', help: 'Пристроям наказується самим надсилати виклики на сервер.' },
        device_protocol: { label: 'Транспорт' },
        use_address: { label: 'Адреса, на яку телефонують пристрої' },
      },
      resident_phonebook_settings: {
        is_enabled: { label: 'Телефонна книга мешканців' },
      },
    },
  },
  choices: {
    general: { locale: { en: 'English', ru: 'Русский', uk: 'Українська' } },
    mail: {
      type: { none: 'Вимкнено', smtp: 'Через SMTP-сервер' },
      settings: { encryption: { none: 'Немає', ssl: 'SSL', tls: 'TLS (STARTTLS)' } },
    },
    sip: {
      auto_forward_rules: {
        device_protocol: sipTransports,
        use_address: { server_url: 'URL сервера', server_ip: 'IP-адреса сервера', internal_server_ip: 'Внутрішня IP-адреса сервера' },
      },
    },
  },
};
