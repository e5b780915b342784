import type { Messages } from './en';
import { account } from './account.uk';
import { mail } from './mail.uk';
import { profilePage } from './profile-page.uk';
import { errors } from './errors.uk';
import { live } from './live.uk';
import { guestAccess } from './guest-access.uk';
import { announcePage } from './announce-page.uk';
import { devices } from './devices.uk';
import { weekGrid } from './week-grid.uk';
import { home } from './home.uk';
import { shell } from './shell.uk';
import { permissions } from './permissions.uk';
import { richText } from './rich-text.uk';
import { conversationPage } from './conversation-page.uk';
import { pollEditor } from './poll-editor.uk';
import { resources } from './resources.uk';
import { entityLocales } from './entities';
import { stringsIn } from './entity-strings';
import { pageLocales } from './pages';
import { pagesIn } from './page-strings';

/** Ukrainian. */
export const uk: Messages = {
  resources: { ...resources, ...stringsIn('uk', entityLocales) },
  ...pagesIn('uk', pageLocales),
  permissions,
  rich_text: richText,
  conversation_page: conversationPage,
  poll_editor: pollEditor,
  app: {
    title: 'Консоль доступу',
    menu: { home: 'Головна' },
    home: {
      title: 'Головна',
      welcome: 'Ласкаво просимо, %{name}',
      records: 'Доступні вам записи',
      empty: 'Поки що нічого показати.',
      open: 'Відкрити',
    },
    not_found: {
      title: 'Сторінку не знайдено',
      text: 'Сторінка, яку ви шукаєте, не існує або була переміщена.',
      home: 'На головну',
    },
  },
  auth: {
    sign_in: 'Увійти',
    username: 'Логін',
    password: 'Пароль',
    remember_me: 'Запамʼятати мене',
    session_expired: 'Сеанс завершено, увійдіть знову',
    choose_project: {
      title: 'Оберіть проєкт',
      text: 'Ваш обліковий запис належить до кількох проєктів. Оберіть, у якому працювати.',
      unnamed: 'Проєкт %{number}',
      back: 'Повернутися до входу',
    },
    no_pending_projects: 'Немає проєктів для вибору. Увійдіть знову.',
  },
  // react-admin's own forms (the account pages) say the spec's words when a form is invalid (000 §5.1).
  ra: { message: { invalid_form: 'Перевірте дані полів' } },
  validation: {
    max_length: 'Максимальна довжина %{length} символів',
    min_length: 'Мінімальна довжина %{length} символів',
    required: 'Обовʼязкове поле',
    formula: 'Формула не приймається: вкажіть саме значення',
    email: 'Значення має бути e-mail',
    url_or_ip: 'Значення має бути коректним URL або IP',
    ip_address: 'Значення має бути IP-адресою (IPv4 або IPv6) або діапазоном CIDR, наприклад 10.0.0.0/24',
    ip_range_host_bits: 'Діапазон CIDR починається з першої адреси: 10.0.0.0/24, а не 10.0.0.5/24',
    ip_range_order: 'Кінцева адреса має бути того ж виду, що й початкова, і не раніше неї (після CIDR не вказується)',
    ip_range_everything: 'Діапазон не може містити всі адреси',
    number: 'Значення має бути числом',
    wrong_type: 'Невірний тип значення',
    wrong_format: 'Невірний формат',
    less_than: 'Значення має бути не більше %{max}',
    greater_than: 'Значення має бути не менше %{min}',
    max_items: 'Не більше %{count} елементів',
    min_items: 'Не менше %{count} елементів',
    unknown_field: 'Невідоме поле',
    invalid_value: 'Неприпустиме значення',
    unique: 'Значення має бути унікальним',
    phone: 'Телефон має бути в міжнародному форматі',
    device_login: 'Лише літери, цифри та _ . @ -, від 1 до 31 символу',
    digits: 'Лише цифри',
    sip_password: 'SIP-пароль має містити цифри, малі та великі латинські літери',
    number_user_or_device: 'Номер належить користувачеві або пристрою, але не обом',
    trunk_uri_is_server: 'URI транку не може збігатися з адресою сервера',
    forward_group_without_users: 'Для переадресації групі в ній мають бути користувачі',
    no_spaces: 'Без пробілів',
    sip_uri: 'SIP-адреса, наприклад sip:trunk.example.com',
    trunk_needs_group: 'SIP-транк повинен мати хоча б одну групу',
    forward_queue: 'Хоча б одна черга з одним номером',
    queue_member: 'У черзі має бути хоча б один номер',
    amenity_group: 'Об’єкт повинен мати хоча б одну групу',
    amenity_access_rule: 'Об’єкт повинен мати хоча б одне правило доступу',
    amenity_time_slot: 'Об’єкт повинен мати хоча б один часовий інтервал',
    reservation_time_slot: 'Бронюванню потрібен часовий інтервал',
    announce_recipients: 'Оголошення повинно мати одержувачів',
    poll_questions: 'Опитування повинно мати хоча б одне питання',
    poll_answers: 'Опитування потребує варіантів відповіді або власної відповіді',
    range_reversed: 'Остання адреса не може бути раніше за першу',
    range_too_large: 'За один раз можна шукати не більше %{max} адрес',
    range_not_allowed: 'Цей діапазон поза мережами, у яких проєкт дозволяє пошук',
    device_offline: 'Пристрій не в мережі, підключитися неможливо',
    device_not_mqtt: 'Протокол пристрою не mqtt, підключитися неможливо',
    alarm_comment_processor: 'Коментар може змінити лише оператор, який обробив тривогу',
    self_conversation: 'Користувач не може листуватися сам із собою',
    package_multiple: 'Кількість ліцензій має бути кратною розміру пакета (%{size}); пропонується: %{suggested}',
    licence_used_up: 'Усі %{available} ліцензій уже використовуються',
    licence_type_not_in_packages: 'Пакети групи %{group} не містять цього типу ліцензії',
    licence_package_used_up: 'Усі %{available} ліцензій цього типу в групі %{group} уже використовуються',
    at_least_one_group: 'Користувач має входити хоча б до однієї групи',
    per_floor_numbers: 'За нумерації по поверхах номери квартир закінчуються на 99',
    too_many_generated_groups: 'За один раз можна створити не більше 2000 груп',
    required_placeholders: 'Обовʼязкові підстановки мають бути присутні: %{placeholders}',
    at_least_one_device: 'Правило доступу: хоча б один пристрій',
    check_fields: 'Перевірте дані полів',
    ip: 'Значення має бути IP-адресою',
    ip_with_prefix: 'IP з бітовим префіксом, наприклад 192.168.0.0/16',
    host_or_ip: "Ім'я хоста або IP-адреса",
    interface_name: "Ім'я інтерфейсу або адреса",
    rtp_range: 'Останній порт RTP має бути більшим за перший',
    at_most_days: 'Не більше %{max} дн.',
    at_most_passes: 'Не більше %{max} проходів',
    after_start: 'Має бути пізніше за початок',
    not_available: 'Вам недоступно',
    not_found: 'Не знайдено',
    alert_recipients: 'В оповіщення мають бути отримувачі',
    alert_sound: 'Спочатку завантажте звук, який відтворюють пристрої',
    file_type: 'Оберіть лише файли %{type}',
    file_size: 'Розмір файлу %{min}-%{max} КБ',
    file_size_max: 'Розмір файлу не більше %{size} КБ',
    image_too_large: 'Зображення не більше %{max} пікселів по кожній стороні',
    image_unreadable: 'Зображення не читається',
    image_extra_data: 'Файл містить не лише зображення',
    number_limit: 'Ліміт перевищено — використано %{used}, максимум %{max}',
    ascii: 'Лише символи ASCII',
    with_backslash: 'Значення має містити зворотну скісну риску, наприклад DOMAIN\\user',
    letters_numbers_dash: 'Лише літери, цифри, дефіс або підкреслення',
    both_values: 'Потрібно вказати обидва значення',
    period_from_after_to: 'Початок строку пізніше за його кінець',
    search_min_length: 'Для пошуку введіть щонайменше %{length} символів',
    number_or_hex: 'Значення має бути числом або HEX',
    alphanumeric: 'Лише літери та цифри',
    number_between: 'Число від %{min} до %{max}',
  },
  errors,
  account,
  profile_page: profilePage,
  mail,
  shell,
  live,
  guest_access: guestAccess,
  announce_page: announcePage,
  devices,
  week_grid: weekGrid,
  home,
};
