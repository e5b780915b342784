/** Home's tiles (src/pages/home-page.tsx and the panels modules register) (en). */
export const home = {
  devices: { online: 'Online', offline: 'Offline' },
  alarms: { title: 'Device alarms', open: 'Open', sounding: 'Still alarming' },
  access_events: {
    title: "Today's access events",
    total: 'Events today',
    denied: 'Denied today',
    per_hour: 'Events per hour',
    events: 'Events',
  },
  licences: {
    title: 'License usage',
    used: '%{used} of %{limit}',
    unlimited: '%{used}, no limit',
    used_series: 'Used',
    free_series: 'Free',
    none: 'No per-user feature is licensed.',
  },
  reservations: {
    title: 'Upcoming reservations',
    reserved: 'Reserved from today',
    none: 'No reservation to come.',
    next: 'Next reservations',
  },
};
