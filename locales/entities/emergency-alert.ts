import { emergencyAlert } from '../../schemas/emergency-alert';
import { entityStrings } from '../entity-strings';
import { recordFieldLabels } from './record-fields';

export const emergencyAlertStrings = entityStrings(emergencyAlert, {
  en: {
    name: 'Emergency alert |||| Emergency alerts',
    add_title: 'New emergency alert',
    edit_title: 'Emergency alert: %{name}',
    empty: 'No emergency alerts yet.',
    fields: {
      ...recordFieldLabels.en,
      name: 'Name', device_type: 'Devices that play it', filename: 'Sound', playback_duration: 'Playback, seconds', open_locks: 'Open the locks',
      domains: 'Groups', devices: 'Devices', status: 'State', started_at: 'Started', playing_until: 'Plays until', devices_count: 'Devices told',
    },
    help: {
      filename: 'MP3, WAV or OGG, up to 5,120 kb',
      domains: 'Devices of the chosen type in these groups and the groups below them',
      open_locks: 'For an evacuation: the devices open their doors while the alert plays',
    },
    enums: {
      device_type: { panel: 'Door panels', monitor: 'Monitors' },
      status: { stopped: 'Stopped', playing: 'Playing' },
    },
    commands: {
      start: { label: 'Start', done: 'Alert started', confirm: 'Play "%{name}" on its devices now?' },
      stop: { label: 'Stop', done: 'Alert stopped', confirm: 'Stop "%{name}" on its devices?' },
    },
  },
  ru: {
    name: 'Экстренное оповещение |||| Экстренные оповещения',
    add_title: 'Новое экстренное оповещение',
    edit_title: 'Экстренное оповещение: %{name}',
    empty: 'Экстренных оповещений пока нет.',
    fields: {
      ...recordFieldLabels.ru,
      name: 'Название', device_type: 'Где воспроизводить', filename: 'Звук', playback_duration: 'Длительность, секунд', open_locks: 'Открыть замки',
      domains: 'Группы', devices: 'Устройства', status: 'Состояние', started_at: 'Запущено', playing_until: 'Звучит до', devices_count: 'Устройств оповещено',
    },
    help: {
      filename: 'MP3, WAV или OGG, не больше 5120 КБ',
      domains: 'Устройства выбранного типа в этих группах и группах ниже',
      open_locks: 'Для эвакуации: устройства открывают двери, пока звучит оповещение',
    },
    enums: {
      device_type: { panel: 'Вызывные панели', monitor: 'Мониторы' },
      status: { stopped: 'Остановлено', playing: 'Звучит' },
    },
    commands: {
      start: { label: 'Запустить', done: 'Оповещение запущено', confirm: 'Воспроизвести «%{name}» на устройствах сейчас?' },
      stop: { label: 'Остановить', done: 'Оповещение остановлено', confirm: 'Остановить «%{name}» на устройствах?' },
    },
  },
  uk: {
    name: 'Екстрене оповіщення |||| Екстрені оповіщення',
    add_title: 'Нове екстрене оповіщення',
    edit_title: 'Екстрене оповіщення: %{name}',
    empty: 'Екстрених оповіщень поки немає.',
    fields: {
      ...recordFieldLabels.uk,
      name: 'Назва', device_type: 'Де відтворювати', filename: 'Звук', playback_duration: 'Тривалість, секунд', open_locks: 'Відчинити замки',
      domains: 'Групи', devices: 'Пристрої', status: 'Стан', started_at: 'Запущено', playing_until: 'Звучить до', devices_count: 'Пристроїв сповіщено',
    },
    help: {
      filename: 'MP3, WAV або OGG, не більше 5120 КБ',
      domains: 'Пристрої обраного типу в цих групах і групах нижче',
      open_locks: 'Для евакуації: пристрої відчиняють двері, поки звучить оповіщення',
    },
    enums: {
      device_type: { panel: 'Викличні панелі', monitor: 'Монітори' },
      status: { stopped: 'Зупинено', playing: 'Звучить' },
    },
    commands: {
      start: { label: 'Запустити', done: 'Оповіщення запущено', confirm: 'Відтворити «%{name}» на пристроях зараз?' },
      stop: { label: 'Зупинити', done: 'Оповіщення зупинено', confirm: 'Зупинити «%{name}» на пристроях?' },
    },
  },
});
