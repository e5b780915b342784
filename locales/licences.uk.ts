/** The licences page (custom/licences) (uk). */
export const licences = {
  title: 'Ліцензії',
  back: 'Назад',
  add: 'Додати файл ліцензії',
  added: 'Ліцензію додано',
  deleted: 'Ліцензію видалено',
  empty: 'Ліцензії не встановлено.',
  installation_id: 'ID встановлення (повідомте його постачальнику для файлу ліцензії):',
  copy: 'Копіювати',
  copied: 'ID встановлення скопійовано',
  no_start: 'без початку',
  no_end: 'безстроково',
  confirm_delete_title: 'Видалити ліцензію?',
  confirm_delete_content: 'Ліцензію від %{issuer} буде видалено, і можливості, які вона дає, одразу вимкнуться.',
  columns: { issuer: 'Видана', status: 'Статус', period: 'Період', features: 'Можливості' },
  types: { basic: 'Базова', basic_paid: 'Базова платна', plus: 'Плюс', unknown: 'Невідома' },
  package_sizes: { title: 'Розміри пакетів', help: 'Ліцензії продаються пакетами такого розміру: пакет групи має бути йому кратним. 1 — будь-яка кількість.', saved: 'Розміри пакетів збережено' },
  statuses: { pending: 'Очікує', active: 'Активна', ending: 'Закінчується', expired: 'Закінчилась', disabled: 'Вимкнена' },
  features: {
    sip: 'SIP', mobile_app: 'Мобільний застосунок', ukey2: 'UKEY2', elevator: 'Ліфти', amenity: 'Об’єкти', license_plate: 'Номерні знаки',
    face_id: 'Face ID', guest_identifier: 'Гостьові перепустки', sip_trunks: 'SIP-транки', axxon_one: 'Axxon One', kone: 'KONE',
  },
};
