/** The project settings page, /general-settings (custom/project-settings); in en, ru and uk. */
import { sipTransports } from '../same-in-every-language';
import { pageStrings } from '../page-strings';
import { clientTypeFieldStrings, clientTypeHeadings } from './client-type-strings';

export const projectSettingsStrings = pageStrings('project_settings', {
  en: {
    title: 'General settings',
    loading: 'Loading…',
    load_error: 'The settings could not be read: %{error}',
    read_only: 'You may view these settings; changing them needs the right to change project settings.',
    nothing_to_show: 'There are no settings here that your role may view.',
    saved: '%{section} settings saved',
    commands: {
      mobile_sdk: {
        regenerate_api_key: {
          button: 'Make a new API key',
          confirm: 'Apps holding the current key will be refused until they get the new one. Make a new key?',
          done: 'The new API key',
          shown_once: 'Copy it now: it is shown this once and only its fingerprint is kept.',
        },
      },
    },
    test: {
      button: { mail: 'Send a test e-mail', push: 'Send a test notification' },
      done: { mail: 'A test e-mail was sent to %{to}.', push: 'The push server took the test notification (HTTP %{status}).' },
      failures: {
        mail: {
          not_configured: 'Sending e-mail is off: choose an SMTP server first.',
          unreachable: 'The SMTP server did not answer. Check the host, the port and the encryption.',
          auth_failed: 'The SMTP server refused the user name or password.',
          refused: 'The SMTP server refused the e-mail.',
          address_rejected: 'The SMTP server refused the recipient’s address.',
        },
        push: {
          not_configured: 'The push server is off: turn it on and give its URL first.',
          unreachable: 'The push server did not answer. Check its URL.',
          refused: 'The push server refused the notification. Check the token.',
        },
      },
      failed_with_reason: '%{kind} The server said: %{reason}',
      failed_unknown: 'The test failed.',
    },
    tabs: { general: 'General', mail: 'Mail (SMTP)', sip: 'SIP', push: 'Push server', broker: 'MQTT broker', mobile_sdk: 'Mobile SDK', wallet_signing: 'Wallet pass signing' },
    secret: {
      filled: 'A password is set. Leave empty to keep it; type a new one to replace it.',
      empty: 'No password is set.',
    },
    groups: {
      wallet_signing: { identity: 'Pass identity', certificates: 'Certificates' },
      general: { project: 'Project', accounts: 'Accounts and registration', ...clientTypeHeadings('en'), notifications: 'Notifications', guest_passes: 'Guest passes' },
      mail: { delivery: 'Delivery', smtp: 'SMTP server' },
      push: { server: 'Push server' },
      broker: { devices: 'How devices reach this server’s broker', external: 'External broker' },
      mobile_sdk: { sdk: 'Mobile apps', stores: 'App store links' },
      sip: { server: 'SIP server', media: 'Media (RTP)', network: 'Network', forwarding: 'Call forwarding by devices', number_limits: 'SIP number limits', web_phone: 'Web phone' },
    },
    fields: {
      wallet_signing: {
        pass_type_identifier: { label: 'Pass Type ID', help: 'From Apple’s developer account, e.g. pass.com.example.access.' },
        team_identifier: { label: 'Team ID', help: 'The ten letters and digits of the Apple developer team.' },
        certificate: { label: 'Pass Type ID certificate', help: 'PEM text, from -----BEGIN CERTIFICATE-----.' },
        private_key: { label: 'Private key', help: 'The certificate’s key in PEM form; checked against the certificate on save.' },
        private_key_passphrase: { label: 'Key passphrase', help: 'Empty when the key is not encrypted.' },
        wwdr_certificate: { label: 'Apple WWDR certificate', help: 'Apple’s intermediate certificate, in PEM form.' },
      },
      general: {
        name: { label: 'Project name', help: 'Named in the e-mails the console sends.' },
        description: { label: 'Description' },
        server_url: { label: 'Server URL', help: 'Base of the links sent by e-mail (password reset, invitations). Empty: the server’s own address.' },
        time_zone: { label: 'Time zone', help: 'Access rules’ schedules are checked in this zone.' },
        locale: { label: 'Default language', help: 'Of e-mails to users who have not chosen a language.' },
        admin_email: { label: 'Administrator e-mail' },
        logs_life: { label: 'Keep logs (days)', help: '1–3650.' },
        is_standalone_mode: { label: 'Standalone mode', help: 'Self-registration is closed in standalone mode.' },
        can_user_recovery_password: { label: 'Users may recover their password', help: 'Shows “Forgot password?” on the sign-in page.' },
        can_user_register_by_token: { label: 'Registration by invitation', help: 'Invited people may create their account from the link they receive.' },
        can_user_register_himself: { label: 'Self-registration', help: 'Anyone may register from the sign-in page; they get the role and group below.' },
        user_self_register_settings: {
          role_id: { label: 'Role of self-registered users', help: 'Empty: self-registered accounts get no role.' },
          domain_id: { label: 'Group of self-registered users' },
          client_types: clientTypeFieldStrings('en'),
        },
        notify_about_offline_device: { label: 'Notify when a device goes offline' },
        notify_about_device_task_failed: { label: 'Notify when a device task fails' },
        guest_identifier_limits: {
          max_passes_count: { label: 'Most passes per guest identifier', help: '1–1000.' },
          max_period_days: { label: 'Longest guest pass (days)', help: '1–365.' },
        },
      },
      mail: {
        type: { label: 'Sending e-mail', help: 'A server started with SMTP_URL sends through that server instead.' },
        settings: {
          host: { label: 'SMTP host' },
          port: { label: 'Port', help: 'Usually 25, 465 (SSL) or 587 (TLS).' },
          encryption: { label: 'Encryption' },
          username: { label: 'User name' },
          password: { label: 'Password' },
          from_address: { label: 'Sender address' },
          from_name: { label: 'Sender name' },
        },
      },
      broker: {
        host: { label: 'Broker host for devices', help: 'The address devices connect to. Empty: the server’s domain.' },
        port: { label: 'MQTT port', help: 'Usually 1883.' },
        is_tls_enabled: { label: 'Devices connect over TLS' },
        tls_port: { label: 'MQTT over TLS port', help: 'Usually 8883.' },
        external_url: { label: 'External broker URL', help: 'mqtt:// or mqtts://, host and port only. Empty: this server’s broker.' },
      },
      push: {
        is_enabled: { label: 'Send push notifications', help: 'The mobile apps are notified through this push server.' },
        url: { label: 'Push server URL', help: 'http or https; the console POSTs the notifications there.' },
        token: { label: 'Token', help: 'Sent as a bearer token with every notification.' },
      },
      mobile_sdk: {
        is_enabled: { label: 'Mobile apps may register', help: 'The residents’ app registers with the API key below and the user’s sign-in.' },
        api_key: { label: 'API key' },
        app_store_url: { label: 'App Store link', help: 'The app’s page in Apple’s App Store, shown to residents as a QR code.' },
        google_play_url: { label: 'Google Play link', help: 'The app’s page in Google Play, shown to residents as a QR code.' },
      },
      sip: {
        port: { label: 'SIP port', help: 'UDP and TCP port for door panels and phones (1–65535).' },
        server: {
          internal_ip: { label: 'Internal IP address', help: 'The address the SIP service listens on. Empty: all addresses.' },
          external_ip: { label: 'External IP address', help: 'The address announced to phones outside the local networks.' },
        },
        is_early_media_enabled: { label: 'Early media', help: 'Sound may flow before the call is answered.' },
        rtp: {
          min: { label: 'First RTP port', help: '1024–65535.' },
          max: { label: 'Last RTP port', help: 'Greater than the first port.' },
        },
        internal_interfaces: { label: 'Internal interfaces', help: 'One interface name or address per line, e.g. eth0.' },
        external_interfaces: { label: 'External interfaces', help: 'One interface name or address per line.' },
        local_networks: { label: 'Local networks', help: 'One network per line, e.g. 192.168.0.0/16. Phones elsewhere are treated as behind NAT.' },
        nodes: { label: 'Other SIP nodes', help: 'One host name or address per line, accepted as this server’s own.' },
        auto_forward_rules: {
          is_enabled: { label: 'Devices forward calls to the server', help: 'Devices are told to send their calls to the server themselves.' },
          device_protocol: { label: 'Transport' },
          use_address: { label: 'Address devices call' },
        },
        resident_phonebook_settings: {
          is_enabled: { label: 'Resident phonebook' },
        },
        number_limits: {
          total: { label: 'Numbers in the project', help: 'Empty: no limit but the licence’s.' },
          per_user: { label: 'Numbers per user', help: 'Empty: no limit.' },
          per_group: { label: 'Numbers per group', help: 'A group’s own numbers, not its subgroups’. Empty: no limit.' },
        },
        stun_address: { label: 'STUN server', help: 'Web phones ask it for their public address. Empty: none.' },
        stun_port: { label: 'STUN port' },
      },
    },
    choices: {
      general: { locale: { en: 'English', ru: 'Русский', uk: 'Українська' } },
      mail: {
        type: { none: 'Off', smtp: 'Through an SMTP server' },
        settings: { encryption: { none: 'None', ssl: 'SSL', tls: 'TLS (STARTTLS)' } },
      },
      sip: {
        auto_forward_rules: {
          device_protocol: sipTransports,
          use_address: { server_url: 'Server URL', server_ip: 'Server IP address', internal_server_ip: 'Internal server IP address' },
        },
      },
    },
  },
  ru: {
    title: 'Общие настройки',
    loading: 'Загрузка…',
    load_error: 'Не удалось прочитать настройки: %{error}',
    read_only: 'Вы можете просматривать эти настройки; для изменения нужно право изменять настройки проекта.',
    nothing_to_show: 'Здесь нет настроек, которые может просматривать ваша роль.',
    saved: 'Сохранено: %{section}',
    commands: {
      mobile_sdk: {
        regenerate_api_key: {
          button: 'Создать новый API-ключ',
          confirm: 'Приложения с текущим ключом будут получать отказ, пока не получат новый. Создать новый ключ?',
          done: 'Новый API-ключ',
          shown_once: 'Скопируйте его сейчас: он показывается один раз, хранится только его отпечаток.',
        },
      },
    },
    test: {
      button: { mail: 'Отправить проверочное письмо', push: 'Отправить проверочное уведомление' },
      done: { mail: 'Проверочное письмо отправлено на %{to}.', push: 'Push-сервер принял проверочное уведомление (HTTP %{status}).' },
      failures: {
        mail: {
          not_configured: 'Отправка почты выключена: сначала выберите SMTP-сервер.',
          unreachable: 'SMTP-сервер не ответил. Проверьте хост, порт и шифрование.',
          auth_failed: 'SMTP-сервер отклонил имя пользователя или пароль.',
          refused: 'SMTP-сервер отклонил письмо.',
          address_rejected: 'SMTP-сервер отклонил адрес получателя.',
        },
        push: {
          not_configured: 'Push-сервер выключен: сначала включите его и укажите URL.',
          unreachable: 'Push-сервер не ответил. Проверьте URL.',
          refused: 'Push-сервер отклонил уведомление. Проверьте токен.',
        },
      },
      failed_with_reason: '%{kind} Ответ сервера: %{reason}',
      failed_unknown: 'Проверка не удалась.',
    },
    tabs: { general: 'Общие', mail: 'Почта (SMTP)', sip: 'SIP', push: 'Push-сервер', broker: 'MQTT-брокер', mobile_sdk: 'Мобильный SDK', wallet_signing: 'Подпись пропусков Wallet' },
    secret: {
      filled: 'Пароль задан. Оставьте поле пустым, чтобы сохранить его, или введите новый, чтобы заменить.',
      empty: 'Пароль не задан.',
    },
    groups: {
      wallet_signing: { identity: 'Идентификация пропуска', certificates: 'Сертификаты' },
      general: { project: 'Проект', accounts: 'Учётные записи и регистрация', ...clientTypeHeadings('ru'), notifications: 'Уведомления', guest_passes: 'Гостевые пропуска' },
      mail: { delivery: 'Отправка', smtp: 'SMTP-сервер' },
      push: { server: 'Push-сервер' },
      broker: { devices: 'Как устройства подключаются к брокеру этого сервера', external: 'Внешний брокер' },
      mobile_sdk: { sdk: 'Мобильные приложения', stores: 'Ссылки на магазины приложений' },
      sip: { server: 'SIP-сервер', media: 'Медиа (RTP)', network: 'Сеть', forwarding: 'Переадресация вызовов устройствами', number_limits: 'Ограничения SIP-номеров', web_phone: 'Веб-телефон' },
    },
    fields: {
      wallet_signing: {
        pass_type_identifier: { label: 'Pass Type ID', help: 'Из аккаунта разработчика Apple, например pass.com.example.access.' },
        team_identifier: { label: 'Team ID', help: 'Десять букв и цифр команды разработчика Apple.' },
        certificate: { label: 'Сертификат Pass Type ID', help: 'Текст PEM, начиная с -----BEGIN CERTIFICATE-----.' },
        private_key: { label: 'Закрытый ключ', help: 'Ключ сертификата в формате PEM; при сохранении проверяется по сертификату.' },
        private_key_passphrase: { label: 'Парольная фраза ключа', help: 'Пусто, если ключ не зашифрован.' },
        wwdr_certificate: { label: 'Сертификат Apple WWDR', help: 'Промежуточный сертификат Apple в формате PEM.' },
      },
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
          client_types: clientTypeFieldStrings('ru'),
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
      broker: {
        host: { label: 'Адрес брокера для устройств', help: 'Адрес, к которому подключаются устройства. Пусто: домен сервера.' },
        port: { label: 'Порт MQTT', help: 'Обычно 1883.' },
        is_tls_enabled: { label: 'Устройства подключаются по TLS' },
        tls_port: { label: 'Порт MQTT по TLS', help: 'Обычно 8883.' },
        external_url: { label: 'URL внешнего брокера', help: 'mqtt:// или mqtts://, только адрес и порт. Пусто: брокер этого сервера.' },
      },
      push: {
        is_enabled: { label: 'Отправлять push-уведомления', help: 'Мобильные приложения получают уведомления через этот push-сервер.' },
        url: { label: 'URL push-сервера', help: 'http или https; консоль отправляет туда уведомления методом POST.' },
        token: { label: 'Токен', help: 'Передаётся как bearer-токен с каждым уведомлением.' },
      },
      mobile_sdk: {
        is_enabled: { label: 'Мобильные приложения могут регистрироваться', help: 'Приложение жителя регистрируется с API-ключом ниже и входом пользователя.' },
        api_key: { label: 'API-ключ' },
        app_store_url: { label: 'Ссылка на App Store', help: 'Страница приложения в App Store, показывается жителям QR-кодом.' },
        google_play_url: { label: 'Ссылка на Google Play', help: 'Страница приложения в Google Play, показывается жителям QR-кодом.' },
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
        number_limits: {
          total: { label: 'Номеров в проекте', help: 'Пусто: ограничивает только лицензия.' },
          per_user: { label: 'Номеров на пользователя', help: 'Пусто: без ограничения.' },
          per_group: { label: 'Номеров на группу', help: 'Собственные номера группы, без подгрупп. Пусто: без ограничения.' },
        },
        stun_address: { label: 'STUN-сервер', help: 'Веб-телефоны узнают у него свой внешний адрес. Пусто: не используется.' },
        stun_port: { label: 'Порт STUN' },
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
  },
  uk: {
    title: 'Загальні налаштування',
    loading: 'Завантаження…',
    load_error: 'Не вдалося прочитати налаштування: %{error}',
    read_only: 'Ви можете переглядати ці налаштування; щоб змінювати їх, потрібне право змінювати налаштування проєкту.',
    nothing_to_show: 'Тут немає налаштувань, які може переглядати ваша роль.',
    saved: 'Збережено: %{section}',
    commands: {
      mobile_sdk: {
        regenerate_api_key: {
          button: 'Створити новий API-ключ',
          confirm: 'Застосунки з поточним ключем отримуватимуть відмову, доки не отримають новий. Створити новий ключ?',
          done: 'Новий API-ключ',
          shown_once: 'Скопіюйте його зараз: він показується один раз, зберігається лише його відбиток.',
        },
      },
    },
    test: {
      button: { mail: 'Надіслати перевірний лист', push: 'Надіслати перевірне сповіщення' },
      done: { mail: 'Перевірний лист надіслано на %{to}.', push: 'Push-сервер прийняв перевірне сповіщення (HTTP %{status}).' },
      failures: {
        mail: {
          not_configured: 'Надсилання пошти вимкнено: спершу виберіть SMTP-сервер.',
          unreachable: 'SMTP-сервер не відповів. Перевірте хост, порт і шифрування.',
          auth_failed: 'SMTP-сервер відхилив ім’я користувача або пароль.',
          refused: 'SMTP-сервер відхилив лист.',
          address_rejected: 'SMTP-сервер відхилив адресу одержувача.',
        },
        push: {
          not_configured: 'Push-сервер вимкнено: спершу увімкніть його і вкажіть URL.',
          unreachable: 'Push-сервер не відповів. Перевірте URL.',
          refused: 'Push-сервер відхилив сповіщення. Перевірте токен.',
        },
      },
      failed_with_reason: '%{kind} Відповідь сервера: %{reason}',
      failed_unknown: 'Перевірка не вдалася.',
    },
    tabs: { general: 'Загальні', mail: 'Пошта (SMTP)', sip: 'SIP', push: 'Push-сервер', broker: 'MQTT-брокер', mobile_sdk: 'Мобільний SDK', wallet_signing: 'Підпис перепусток Wallet' },
    secret: {
      filled: 'Пароль задано. Залиште поле порожнім, щоб зберегти його, або введіть новий, щоб замінити.',
      empty: 'Пароль не задано.',
    },
    groups: {
      wallet_signing: { identity: 'Ідентифікація перепустки', certificates: 'Сертифікати' },
      general: { project: 'Проєкт', accounts: 'Облікові записи та реєстрація', ...clientTypeHeadings('uk'), notifications: 'Сповіщення', guest_passes: 'Гостьові перепустки' },
      mail: { delivery: 'Надсилання', smtp: 'SMTP-сервер' },
      push: { server: 'Push-сервер' },
      broker: { devices: 'Як пристрої підключаються до брокера цього сервера', external: 'Зовнішній брокер' },
      mobile_sdk: { sdk: 'Мобільні застосунки', stores: 'Посилання на магазини застосунків' },
      sip: { server: 'SIP-сервер', media: 'Медіа (RTP)', network: 'Мережа', forwarding: 'Переадресація викликів пристроями', number_limits: 'Обмеження SIP-номерів', web_phone: 'Веб-телефон' },
    },
    fields: {
      wallet_signing: {
        pass_type_identifier: { label: 'Pass Type ID', help: 'З облікового запису розробника Apple, наприклад pass.com.example.access.' },
        team_identifier: { label: 'Team ID', help: 'Десять літер і цифр команди розробника Apple.' },
        certificate: { label: 'Сертифікат Pass Type ID', help: 'Текст PEM, починаючи з -----BEGIN CERTIFICATE-----.' },
        private_key: { label: 'Закритий ключ', help: 'Ключ сертифіката у форматі PEM; під час збереження перевіряється за сертифікатом.' },
        private_key_passphrase: { label: 'Парольна фраза ключа', help: 'Порожньо, якщо ключ не зашифровано.' },
        wwdr_certificate: { label: 'Сертифікат Apple WWDR', help: 'Проміжний сертифікат Apple у форматі PEM.' },
      },
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
          client_types: clientTypeFieldStrings('uk'),
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
      broker: {
        host: { label: 'Адреса брокера для пристроїв', help: 'Адреса, до якої підключаються пристрої. Порожньо: домен сервера.' },
        port: { label: 'Порт MQTT', help: 'Зазвичай 1883.' },
        is_tls_enabled: { label: 'Пристрої підключаються через TLS' },
        tls_port: { label: 'Порт MQTT через TLS', help: 'Зазвичай 8883.' },
        external_url: { label: 'URL зовнішнього брокера', help: 'mqtt:// або mqtts://, лише адреса й порт. Порожньо: брокер цього сервера.' },
      },
      push: {
        is_enabled: { label: 'Надсилати push-сповіщення', help: 'Мобільні застосунки отримують сповіщення через цей push-сервер.' },
        url: { label: 'URL push-сервера', help: 'http або https; консоль надсилає туди сповіщення методом POST.' },
        token: { label: 'Токен', help: 'Передається як bearer-токен з кожним сповіщенням.' },
      },
      mobile_sdk: {
        is_enabled: { label: 'Мобільні застосунки можуть реєструватися', help: 'Застосунок мешканця реєструється з API-ключем нижче та входом користувача.' },
        api_key: { label: 'API-ключ' },
        app_store_url: { label: 'Посилання на App Store', help: 'Сторінка застосунку в App Store, показується мешканцям QR-кодом.' },
        google_play_url: { label: 'Посилання на Google Play', help: 'Сторінка застосунку в Google Play, показується мешканцям QR-кодом.' },
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
        number_limits: {
          total: { label: 'Номерів у проєкті', help: 'Порожньо: обмежує лише ліцензія.' },
          per_user: { label: 'Номерів на користувача', help: 'Порожньо: без обмеження.' },
          per_group: { label: 'Номерів на групу', help: 'Власні номери групи, без підгруп. Порожньо: без обмеження.' },
        },
        stun_address: { label: 'STUN-сервер', help: 'Веб-телефони дізнаються в нього свою зовнішню адресу. Порожньо: не використовується.' },
        stun_port: { label: 'Порт STUN' },
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
  },
});
