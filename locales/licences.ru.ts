/** The licences page (custom/licences) (ru). */
export const licences = {
  title: 'Лицензии',
  back: 'Назад',
  add: 'Добавить файл лицензии',
  added: 'Лицензия добавлена',
  deleted: 'Лицензия удалена',
  empty: 'Лицензии не установлены.',
  installation_id: 'ID установки (сообщите его поставщику для файла лицензии):',
  copy: 'Копировать',
  copied: 'ID установки скопирован',
  no_start: 'без начала',
  no_end: 'бессрочно',
  confirm_delete_title: 'Удалить лицензию?',
  confirm_delete_content: 'Лицензия от %{issuer} будет удалена, и возможности, которые она даёт, сразу отключатся.',
  columns: { issuer: 'Выдана', status: 'Статус', period: 'Период', features: 'Возможности' },
  types: { basic: 'Базовая', basic_paid: 'Базовая платная', plus: 'Плюс', unknown: 'Неизвестная' },
  package_sizes: { title: 'Размеры пакетов', help: 'Лицензии продаются пакетами такого размера: пакет группы должен быть ему кратен. 1 — любое количество.', saved: 'Размеры пакетов сохранены' },
  statuses: { pending: 'Ожидает', active: 'Активна', ending: 'Истекает', expired: 'Истекла', disabled: 'Отключена' },
  features: {
    sip: 'SIP', mobile_app: 'Мобильное приложение', ukey2: 'UKEY2', elevator: 'Лифты', amenity: 'Объекты', license_plate: 'Номерные знаки',
    face_id: 'Face ID', guest_identifier: 'Гостевые пропуска', sip_trunks: 'SIP-транки', axxon_one: 'Axxon One', kone: 'KONE',
  },
};
