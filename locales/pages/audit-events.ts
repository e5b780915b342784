/** The System audit page (custom/audit-events) and a device's timeline (src/devices); in en, ru and uk. */
import { pageStrings } from '../page-strings';

export const auditEventsStrings = pageStrings('audit_events', {
  en: {
    title: 'System audit',
    empty: 'No events match these filters.',
    filters: { actor: 'Who', entity: 'What', record: 'Record number', action: 'Action', from: 'From', to: 'To', reset: 'Clear filters' },
    timeline: { action: 'Timeline', title: 'Timeline of %{name}', empty: 'Nothing has happened to this device yet.', device_event: 'Device event', all: 'Open in the system audit' },
  },
  ru: {
    title: 'Системный аудит',
    empty: 'Нет событий, подходящих под эти фильтры.',
    filters: { actor: 'Кто', entity: 'Что', record: 'Номер записи', action: 'Действие', from: 'С', to: 'По', reset: 'Сбросить фильтры' },
    timeline: { action: 'Хронология', title: 'Хронология: %{name}', empty: 'С этим устройством пока ничего не происходило.', device_event: 'Событие устройства', all: 'Открыть в системном аудите' },
  },
  uk: {
    title: 'Системний аудит',
    empty: 'Немає подій, що відповідають цим фільтрам.',
    filters: { actor: 'Хто', entity: 'Що', record: 'Номер запису', action: 'Дія', from: 'З', to: 'По', reset: 'Скинути фільтри' },
    timeline: { action: 'Хронологія', title: 'Хронологія: %{name}', empty: 'З цим пристроєм поки нічого не відбувалося.', device_event: 'Подія пристрою', all: 'Відкрити в системному аудиті' },
  },
});
