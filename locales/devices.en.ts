/** Device page actions, remote control and the export format picker (en). */
export const devices = {
  init: {
    action: 'Initialise device',
    confirm: 'Send the initialisation to device %{name}?',
    queued: 'Initialisation task created',
    protocol_not_defined: 'Device protocol is not defined (none)',
  },
  apply: { action: 'Apply settings', queued: 'Settings will be sent to the device' },
  sync_errors: { action: 'Sync errors', title: 'Synchronisation errors', none: 'The device took every identifier and schedule.', identifiers: 'Identifiers', schedules: 'Schedules' },
  remote_control: {
    action: 'Remote control',
    title: 'Remote control',
    offline: 'Device status is offline, unable to connect',
    not_mqtt: 'Device protocol is not mqtt, unable to connect',
    close: 'Close',
    starting: 'Starting the remote session with device %{serial}…',
    bad_payload: 'This link names no device to connect to.',
  },
  export: {
    action: 'Download',
    title: 'Export format',
    format: 'Format',
    csv: 'CSV (comma-separated values)',
    download: 'Download',
    cancel: 'Cancel',
  },
};
