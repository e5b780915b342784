/**
 * The generated screens' own strings (ru): `common`. Each entity's strings (names, field labels, help, enum
 * values, commands) are in its own module, locales/entities/, typed by its description.
 */
import type { resources as english } from './resources.en';

export const resources: typeof english = {
  common: {
    records: { empty: '%{name} пока не добавлены.', no_results: '%{name} не найдены', no_filtered_results: '%{name} не найдены по текущим фильтрам.', clear_filters: 'Очистить фильтры' },
    range_of_more_than: '%{from}–%{to} из более чем %{total}',
    more_actions: 'Другие действия',
    file_none: 'Нет файла',
    file_choose: 'Выбрать файл',
    file_replace: 'Заменить',
    file_remove: 'Удалить файл',
    file_download: 'Скачать %{name}',
    file_size_kb: '%{size} КБ',
    log: {
      action: 'Журнал',
      title: 'Журнал',
      empty: 'Пока ничего не записано.',
      at: 'Когда',
      who: 'Кто',
      what: 'Что',
      fields: 'Поля',
      record: 'Запись',
      changes: 'Изменения',
      field: 'Поле',
      before: 'Было',
      after: 'Стало',
      show_fields: 'Показать %{smart_count} поле |||| Показать %{smart_count} поля |||| Показать %{smart_count} полей',
      hide_fields: 'Скрыть поля',
      system: 'Консоль',
      actions: { create: 'Создано', update: 'Изменено', delete: 'Удалено', login: 'Вход', login_failed: 'Неудачный вход', logout: 'Выход', password_change: 'Смена пароля' },
      subjects: { 'project-settings_general': 'Настройки проекта: общие', 'project-settings_mail': 'Настройки проекта: почта', 'project-settings_sip': 'Настройки проекта: SIP', 'project-settings_licenses': 'Настройки проекта: лицензии', system_sip: 'SIP-сервер', ip_blocks: 'Блокировка IP' },
    },
    save_confirmation: 'Сохранить изменения?',
    unsaved_title: 'Уйти без сохранения?',
    unsaved_content: 'Изменения на этой странице не сохранены и будут потеряны.',
    unsaved_leave: 'Уйти',
    unsaved_stay: 'Остаться',
    saved: 'Сохранено: %{name}',
    created: 'Создано: %{name}',
    details: 'Основное',
    edit: 'Редактировать',
    stop_editing: 'Отменить редактирование',
    choose: 'Выбрать',
    load_more: 'Загрузить ещё',
    tree_expand: 'Показать содержимое: %{name}',
    tree_collapse: 'Скрыть содержимое: %{name}',
    search: 'Поиск',
    nothing_found: 'Ничего не найдено',
    password_unchanged: 'Оставьте пустым, чтобы не менять',
    since: '%{field} с',
    until: '%{field} по',
    filter: 'Фильтр',
    selected_count: 'Выбрано %{count} из %{total}',
    select_all_in: 'Выбрать все: %{group}',
    selected_only: 'Только выбранные',
  },
  // Access domain (issue 6): markers, schedules, access rules, identifiers.
  // Задачи устройств, события устройств и события контроля доступа (issue 6): пишет сервер, только список.
  // Лифты, правила доступа к лифтам и события лифтов (issue 6); карты этажей правятся на /elevators/:id/mapping.
};
