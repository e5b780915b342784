/**
 * The generated screens' own strings (uk): `common`. Each entity's strings (names, field labels, help, enum
 * values, commands) are in its own module, locales/entities/, typed by its description.
 */
import type { resources as english } from './resources.en';

export const resources: typeof english = {
  common: {
    records: { empty: '%{name} ще не додано.', no_results: '%{name} не знайдено', no_filtered_results: '%{name} не знайдено за поточними фільтрами.', clear_filters: 'Очистити фільтри' },
    range_of_more_than: '%{from}–%{to} з понад %{total}',
    more_actions: 'Інші дії',
    file_none: 'Немає файлу',
    file_choose: 'Обрати файл',
    file_replace: 'Замінити',
    file_remove: 'Видалити файл',
    file_download: 'Завантажити %{name}',
    file_size_kb: '%{size} КБ',
    log: {
      action: 'Журнал',
      title: 'Журнал',
      empty: 'Поки нічого не записано.',
      at: 'Коли',
      who: 'Хто',
      what: 'Що',
      fields: 'Поля',
      record: 'Запис',
      changes: 'Зміни',
      field: 'Поле',
      before: 'Було',
      after: 'Стало',
      show_fields: 'Показати %{smart_count} поле |||| Показати %{smart_count} поля |||| Показати %{smart_count} полів',
      hide_fields: 'Сховати поля',
      system: 'Консоль',
      actions: { create: 'Створено', update: 'Змінено', delete: 'Видалено', login: 'Вхід', login_failed: 'Невдалий вхід', logout: 'Вихід', password_change: 'Зміна пароля' },
      subjects: { 'project-settings_general': 'Налаштування проєкту: загальні', 'project-settings_mail': 'Налаштування проєкту: пошта', 'project-settings_sip': 'Налаштування проєкту: SIP', 'project-settings_licenses': 'Налаштування проєкту: ліцензії', system_sip: 'SIP-сервер', ip_blocks: 'Блокування IP' },
    },
    save_confirmation: 'Зберегти зміни?',
    unsaved_title: 'Піти без збереження?',
    unsaved_content: 'Зміни на цій сторінці не збережено, їх буде втрачено.',
    unsaved_leave: 'Піти',
    unsaved_stay: 'Залишитися',
    saved: 'Збережено: %{name}',
    created: 'Створено: %{name}',
    details: 'Основне',
    edit: 'Редагувати',
    stop_editing: 'Скасувати редагування',
    choose: 'Вибрати',
    load_more: 'Завантажити ще',
    tree_expand: 'Показати вміст: %{name}',
    tree_collapse: 'Сховати вміст: %{name}',
    search: 'Пошук',
    nothing_found: 'Нічого не знайдено',
    password_unchanged: 'Залиште порожнім, щоб не змінювати',
    since: '%{field} з',
    until: '%{field} по',
    filter: 'Фільтр',
    selected_count: 'Вибрано %{count} з %{total}',
    select_all_in: 'Вибрати всі: %{group}',
    selected_only: 'Лише вибрані',
  },
  // Access domain (issue 6): markers, schedules, access rules, identifiers.
  // Завдання пристроїв, події пристроїв і події контролю доступу (issue 6): пише сервер, лише список.
  // Ліфти, правила доступу до ліфтів і події ліфтів (issue 6); карти поверхів редагуються на /elevators/:id/mapping.
};
