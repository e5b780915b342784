/** A group's settings sections on its page (custom/group-settings: the white label, the wallet pass); in en, ru and uk. */
import { pageStrings } from '../page-strings';

export const groupSettingsStrings = pageStrings('group_settings', {
  en: {
    inherit: 'Inherit from above',
    inherited: 'The group takes the value from above again',
    tabs: { white_label: 'Management company (white label)', wallet_pass: 'Wallet pass' },
    source: {
      own: 'Set on this group; the groups below it take it unless they set their own.',
      inherited: 'Taken from %{group}, a group above. Saving makes it this group’s own.',
      defaults: 'Not set on this group or above it: the defaults apply.',
    },
    image: {
      none: 'None',
      upload: 'Upload',
      remove: 'Remove',
      uploaded: 'Image uploaded',
      removed: 'Image removed',
      help: 'PNG, JPEG or WebP, up to 2 MB and 4096 pixels a side; kept at most 384 pixels a side.',
    },
    groups: {
      white_label: { company: 'Company' },
      wallet_pass: { pass: 'Pass', colours: 'Colours' },
    },
    fields: {
      white_label: {
        is_enabled: { label: 'Show the company to users below this group', help: 'Its logo and name in the console’s header and in account e-mails.' },
        logo: { label: 'Logo' },
        name: { label: 'Company name' },
        address: { label: 'Address' },
        email: { label: 'E-mail' },
        phone: { label: 'Phone' },
      },
      wallet_pass: {
        is_enabled: { label: 'Wallet passes' },
        developer_name: { label: 'Issuer name', help: 'Empty: the project’s name.' },
        barcode_alt_text: { label: 'Text under the code', help: 'Empty: the identifier’s value.' },
        background_color: { label: 'Background colour' },
        font_color: { label: 'Text colour' },
        developer_name_color: { label: 'Issuer name colour' },
      },
    },
  },
  ru: {
    inherit: 'Наследовать сверху',
    inherited: 'Группа снова берёт значение сверху',
    tabs: { white_label: 'Управляющая компания (брендирование)', wallet_pass: 'Пропуск Wallet' },
    source: {
      own: 'Задано для этой группы; группы ниже берут его, если не задали своё.',
      inherited: 'Взято из группы выше: %{group}. Сохранение сделает его собственным для этой группы.',
      defaults: 'Не задано ни для этой группы, ни выше: действуют значения по умолчанию.',
    },
    image: {
      none: 'Нет',
      upload: 'Загрузить',
      remove: 'Удалить',
      uploaded: 'Изображение загружено',
      removed: 'Изображение удалено',
      help: 'PNG, JPEG или WebP, до 2 МБ и 4096 пикселей по стороне; хранится не больше 384 пикселей по стороне.',
    },
    groups: {
      white_label: { company: 'Компания' },
      wallet_pass: { pass: 'Пропуск', colours: 'Цвета' },
    },
    fields: {
      white_label: {
        is_enabled: { label: 'Показывать компанию пользователям ниже этой группы', help: 'Её логотип и название в шапке консоли и в письмах об учётной записи.' },
        logo: { label: 'Логотип' },
        name: { label: 'Название компании' },
        address: { label: 'Адрес' },
        email: { label: 'E-mail' },
        phone: { label: 'Телефон' },
      },
      wallet_pass: {
        is_enabled: { label: 'Пропуска Wallet' },
        developer_name: { label: 'Название издателя', help: 'Пусто: название проекта.' },
        barcode_alt_text: { label: 'Текст под кодом', help: 'Пусто: значение идентификатора.' },
        background_color: { label: 'Цвет фона' },
        font_color: { label: 'Цвет текста' },
        developer_name_color: { label: 'Цвет названия издателя' },
      },
    },
  },
  uk: {
    inherit: 'Успадковувати згори',
    inherited: 'Група знову бере значення згори',
    tabs: { white_label: 'Керуюча компанія (брендування)', wallet_pass: 'Перепустка Wallet' },
    source: {
      own: 'Задано для цієї групи; групи нижче беруть його, якщо не задали своє.',
      inherited: 'Взято з групи вище: %{group}. Збереження зробить його власним для цієї групи.',
      defaults: 'Не задано ні для цієї групи, ні вище: діють типові значення.',
    },
    image: {
      none: 'Немає',
      upload: 'Завантажити',
      remove: 'Видалити',
      uploaded: 'Зображення завантажено',
      removed: 'Зображення видалено',
      help: 'PNG, JPEG або WebP, до 2 МБ і 4096 пікселів по стороні; зберігається не більше 384 пікселів по стороні.',
    },
    groups: {
      white_label: { company: 'Компанія' },
      wallet_pass: { pass: 'Перепустка', colours: 'Кольори' },
    },
    fields: {
      white_label: {
        is_enabled: { label: 'Показувати компанію користувачам нижче цієї групи', help: 'Її логотип і назва в шапці консолі та в листах щодо облікового запису.' },
        logo: { label: 'Логотип' },
        name: { label: 'Назва компанії' },
        address: { label: 'Адреса' },
        email: { label: 'E-mail' },
        phone: { label: 'Телефон' },
      },
      wallet_pass: {
        is_enabled: { label: 'Перепустки Wallet' },
        developer_name: { label: 'Назва видавця', help: 'Порожньо: назва проєкту.' },
        barcode_alt_text: { label: 'Текст під кодом', help: 'Порожньо: значення ідентифікатора.' },
        background_color: { label: 'Колір тла' },
        font_color: { label: 'Колір тексту' },
        developer_name_color: { label: 'Колір назви видавця' },
      },
    },
  },
});
