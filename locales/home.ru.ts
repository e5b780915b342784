/** Плитки главной страницы (src/pages/home-page.tsx и панели модулей) (ru). */
export const home = {
  devices: { online: 'В сети', offline: 'Не в сети' },
  alarms: { title: 'Тревоги устройств', open: 'Открытые', sounding: 'Ещё звучат' },
  access_events: {
    title: 'События доступа за сегодня',
    total: 'Событий сегодня',
    denied: 'Отказов сегодня',
    per_hour: 'События по часам',
    events: 'События',
  },
  licences: {
    title: 'Использование лицензий',
    used: '%{used} из %{limit}',
    unlimited: '%{used}, без ограничения',
    used_series: 'Занято',
    free_series: 'Свободно',
    none: 'Ни одна пользовательская возможность не лицензирована.',
  },
  reservations: {
    title: 'Предстоящие бронирования',
    reserved: 'Забронировано с сегодняшнего дня',
    none: 'Предстоящих бронирований нет.',
    next: 'Ближайшие бронирования',
  },
};
