/** Плитки головної сторінки (src/pages/home-page.tsx і панелі модулів) (uk). */
export const home = {
  devices: { online: 'У мережі', offline: 'Не в мережі' },
  alarms: { title: 'Тривоги пристроїв', open: 'Відкриті', sounding: 'Ще звучать' },
  access_events: {
    title: 'Події доступу за сьогодні',
    total: 'Подій сьогодні',
    denied: 'Відмов сьогодні',
    per_hour: 'Події за годинами',
    events: 'Події',
  },
  licences: {
    title: 'Використання ліцензій',
    used: '%{used} з %{limit}',
    unlimited: '%{used}, без обмеження',
    used_series: 'Зайнято',
    free_series: 'Вільно',
    none: 'Жодну можливість користувача не ліцензовано.',
  },
  reservations: {
    title: 'Майбутні бронювання',
    reserved: 'Заброньовано від сьогодні',
    none: 'Майбутніх бронювань немає.',
    next: 'Найближчі бронювання',
  },
};
