/** The remote control button and page (custom/remote-control); in en, ru and uk. */
import { pageStrings } from '../page-strings';

export const remoteControlStrings = pageStrings('remote_control', {
  en: {
    action: 'Remote control',
    title: 'Remote control',
    offline: 'Device status is offline, unable to connect',
    not_mqtt: 'Device protocol is not mqtt, unable to connect',
    close: 'Close',
    starting: 'Starting the remote session with device %{serial}…',
    bad_payload: 'This link names no device to connect to.',
  },
  ru: {
    action: 'Удалённое управление',
    title: 'Удалённое управление',
    offline: 'Устройство не в сети, подключение невозможно',
    not_mqtt: 'Протокол устройства не mqtt, подключение невозможно',
    close: 'Закрыть',
    starting: 'Запускается удалённый сеанс с устройством %{serial}…',
    bad_payload: 'В этой ссылке нет устройства для подключения.',
  },
  uk: {
    action: 'Віддалене керування',
    title: 'Віддалене керування',
    offline: 'Пристрій не в мережі, підключення неможливе',
    not_mqtt: 'Протокол пристрою не mqtt, підключення неможливе',
    close: 'Закрити',
    starting: 'Запускається віддалений сеанс із пристроєм %{serial}…',
    bad_payload: 'У цьому посиланні немає пристрою для підключення.',
  },
});
