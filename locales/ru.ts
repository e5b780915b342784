import type { Messages } from './en';
import { account } from './account.ru';
import { mail } from './mail.ru';
import { profilePage } from './profile-page.ru';
import { errors } from './errors.ru';
import { live } from './live.ru';
import { guestAccess } from './guest-access.ru';
import { announcePage } from './announce-page.ru';
import { devices } from './devices.ru';
import { weekGrid } from './week-grid.ru';
import { home } from './home.ru';
import { shell } from './shell.ru';
import { permissions } from './permissions.ru';
import { richText } from './rich-text.ru';
import { conversationPage } from './conversation-page.ru';
import { pollEditor } from './poll-editor.ru';
import { resources } from './resources.ru';
import { entityLocales } from './entities';
import { stringsIn } from './entity-strings';
import { pageLocales } from './pages';
import { pagesIn } from './page-strings';

/** Russian. */
export const ru: Messages = {
  resources: { ...resources, ...stringsIn('ru', entityLocales) },
  ...pagesIn('ru', pageLocales),
  permissions,
  rich_text: richText,
  conversation_page: conversationPage,
  poll_editor: pollEditor,
  app: {
    title: 'Консоль доступа',
    menu: { home: 'Главная' },
    home: {
      title: 'Главная',
      welcome: 'Добро пожаловать, %{name}',
      records: 'Доступные вам записи',
      empty: 'Пока нечего показать.',
      open: 'Открыть',
    },
    not_found: {
      title: 'Страница не найдена',
      text: 'Страница, которую вы ищете, не существует или была перемещена.',
      home: 'На главную',
    },
  },
  auth: {
    sign_in: 'Войти',
    username: 'Логин',
    password: 'Пароль',
    remember_me: 'Запомнить меня',
    session_expired: 'Сеанс завершён, войдите снова',
    choose_project: {
      title: 'Выберите проект',
      text: 'Ваша учётная запись относится к нескольким проектам. Выберите, в каком работать.',
      unnamed: 'Проект %{number}',
      back: 'Вернуться ко входу',
    },
    no_pending_projects: 'Нет проектов для выбора. Войдите снова.',
  },
  // react-admin's own forms (the account pages) say the spec's words when a form is invalid (000 §5.1).
  ra: { message: { invalid_form: 'Проверьте данные полей' } },
  validation: {
    max_length: 'Максимальная длина %{length} символов',
    min_length: 'Минимальная длина %{length} символов',
    required: 'Обязательное поле',
    formula: 'Формула не принимается: укажите само значение',
    email: 'Значение должно быть e-mail',
    url_or_ip: 'Значение должно быть корректным URL или IP',
    ip_address: 'Значение должно быть IP-адресом (IPv4 или IPv6) или диапазоном CIDR, например 10.0.0.0/24',
    ip_range_host_bits: 'Диапазон CIDR начинается с первого адреса: 10.0.0.0/24, а не 10.0.0.5/24',
    ip_range_order: 'Конечный адрес должен быть того же вида, что и начальный, и не раньше него (после CIDR не указывается)',
    ip_range_everything: 'Диапазон не может включать все адреса',
    number: 'Значение должно быть числом',
    wrong_type: 'Неверный тип значения',
    wrong_format: 'Неверный формат',
    less_than: 'Значение должно быть не больше %{max}',
    greater_than: 'Значение должно быть не меньше %{min}',
    max_items: 'Не более %{count} элементов',
    min_items: 'Не менее %{count} элементов',
    unknown_field: 'Неизвестное поле',
    invalid_value: 'Недопустимое значение',
    unique: 'Значение должно быть уникальным',
    phone: 'Телефон должен быть в международном формате',
    device_login: 'Только буквы, цифры и _ . @ -, от 1 до 31 символа',
    digits: 'Только цифры',
    sip_password: 'SIP-пароль должен содержать цифры, строчные и прописные латинские буквы',
    number_user_or_device: 'Номер принадлежит пользователю или устройству, но не обоим',
    trunk_uri_is_server: 'URI транка не может совпадать с адресом сервера',
    forward_group_without_users: 'Для переадресации группе в ней должны быть пользователи',
    no_spaces: 'Без пробелов',
    sip_uri: 'SIP-адрес, например sip:trunk.example.com',
    trunk_needs_group: 'У SIP-транка должна быть хотя бы одна группа',
    forward_queue: 'Хотя бы одна очередь с одним номером',
    queue_member: 'В очереди должен быть хотя бы один номер',
    amenity_group: 'У объекта должна быть хотя бы одна группа',
    amenity_access_rule: 'У объекта должно быть хотя бы одно правило доступа',
    amenity_time_slot: 'У объекта должен быть хотя бы один временной интервал',
    reservation_time_slot: 'Бронированию нужен временной интервал',
    announce_recipients: 'У объявления должны быть получатели',
    poll_questions: 'В опросе должен быть хотя бы один вопрос',
    poll_answers: 'В опросе нужны варианты ответа или свой ответ',
    range_reversed: 'Последний адрес не может быть раньше первого',
    range_too_large: 'За один раз можно искать не больше %{max} адресов',
    range_not_allowed: 'Этот диапазон вне сетей, в которых проект разрешает поиск',
    device_offline: 'Устройство не в сети, подключиться нельзя',
    device_not_mqtt: 'Протокол устройства не mqtt, подключиться нельзя',
    alarm_comment_processor: 'Комментарий может изменить только оператор, обработавший тревогу',
    self_conversation: 'Пользователь не может вести переписку с самим собой',
    package_multiple: 'Количество лицензий должно быть кратно размеру пакета (%{size}); предлагается: %{suggested}',
    licence_used_up: 'Все %{available} лицензий уже используются',
    licence_type_not_in_packages: 'В пакетах группы %{group} нет этого типа лицензии',
    licence_package_used_up: 'Все %{available} лицензий этого типа в группе %{group} уже используются',
    at_least_one_group: 'Пользователь должен входить хотя бы в одну группу',
    per_floor_numbers: 'При нумерации по этажам номера квартир заканчиваются на 99',
    too_many_generated_groups: 'За один раз можно создать не более 2000 групп',
    required_placeholders: 'Обязательные подстановки должны присутствовать: %{placeholders}',
    at_least_one_device: 'Правило доступа: хотя бы одно устройство',
    check_fields: 'Проверьте данные полей',
    ip: 'Значение должно быть IP-адресом',
    ip_with_prefix: 'IP с битовым префиксом, например 192.168.0.0/16',
    host_or_ip: 'Имя хоста или IP-адрес',
    interface_name: 'Имя интерфейса или адрес',
    rtp_range: 'Последний порт RTP должен быть больше первого',
    at_most_days: 'Не больше %{max} дн.',
    at_most_passes: 'Не больше %{max} проходов',
    after_start: 'Должно быть позже начала',
    not_available: 'Вам недоступно',
    not_found: 'Не найдено',
    alert_recipients: 'У оповещения должны быть получатели',
    alert_sound: 'Сначала загрузите звук, который воспроизводят устройства',
    file_type: 'Выберите только файлы %{type}',
    file_size: 'Размер файла %{min}-%{max} КБ',
    file_size_max: 'Размер файла не больше %{size} КБ',
    image_too_large: 'Изображение не больше %{max} пикселей по каждой стороне',
    image_unreadable: 'Изображение не читается',
    image_extra_data: 'Файл содержит не только изображение',
    number_limit: 'Лимит превышен — использовано %{used}, максимум %{max}',
    ascii: 'Только символы ASCII',
    with_backslash: 'Значение должно содержать обратную косую черту, например DOMAIN\\user',
    letters_numbers_dash: 'Только буквы, цифры, дефис или подчёркивание',
    both_values: 'Необходимо указать оба значения',
    period_from_after_to: 'Начало срока позже его окончания',
    search_min_length: 'Для поиска введите не менее %{length} символов',
    number_or_hex: 'Значение должно быть числом или HEX',
    alphanumeric: 'Только буквы и цифры',
    number_between: 'Число от %{min} до %{max}',
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
