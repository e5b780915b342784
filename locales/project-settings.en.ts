import { sipTransports } from './same-in-every-language';

/** The project settings page, /general-settings (custom/project-settings) (en). */
export const projectSettings = {
  title: 'General settings',
  loading: 'Loading…',
  load_error: 'The settings could not be read: %{error}',
  read_only: 'You may view these settings; changing them needs the right to change project settings.',
  nothing_to_show: 'There are no settings here that your role may view.',
  saved: '%{section} settings saved',
  tabs: { general: 'General', mail: 'Mail (SMTP)', sip: 'SIP' },
  secret: {
    filled: 'A password is set. Leave empty to keep it; type a new one to replace it.',
    empty: 'No password is set.',
  },
  groups: {
    general: { project: 'Project', accounts: 'Accounts and registration', notifications: 'Notifications', guest_passes: 'Guest passes' },
    mail: { delivery: 'Delivery', smtp: 'SMTP server' },
    sip: { server: 'SIP server', media: 'Media (RTP)', network: 'Network', forwarding: 'Call forwarding by devices' },
  },
  fields: {
    general: {
      name: { label: 'Project name', help: 'Named in the e-mails the console sends.' },
      description: { label: 'Description' },
      server_url: { label: 'Server URL', help: 'Base of the links sent by e-mail (password reset, invitations). Empty: the server’s own address.' },
      time_zone: { label: 'Time zone', help: 'Access rules’ schedules are checked in this zone.' },
      locale: { label: 'Default language', help: 'Of e-mails to users who have not chosen a language.' },
      admin_email: { label: 'Administrator e-mail' },
      logs_life: { label: 'Keep logs (days)', help: '1–3650.' },
      is_standalone_mode: { label: 'Standalone mode', help: 'Self-registration is closed in standalone mode.' },
      can_user_recovery_password: { label: 'Users may recover their password', help: 'Shows “Forgot password?” on the sign-in page.' },
      can_user_register_by_token: { label: 'Registration by invitation', help: 'Invited people may create their account from the link they receive.' },
      can_user_register_himself: { label: 'Self-registration', help: 'Anyone may register from the sign-in page; they get the role and group below.' },
      user_self_register_settings: {
        role_id: { label: 'Role of self-registered users', help: 'Empty: self-registered accounts get no role.' },
        domain_id: { label: 'Group of self-registered users' },
      },
      notify_about_offline_device: { label: 'Notify when a device goes offline' },
      notify_about_device_task_failed: { label: 'Notify when a device task fails' },
      guest_identifier_limits: {
        max_passes_count: { label: 'Most passes per guest identifier', help: '1–1000.' },
        max_period_days: { label: 'Longest guest pass (days)', help: '1–365.' },
      },
    },
    mail: {
      type: { label: 'Sending e-mail', help: 'A server started with SMTP_URL sends through that server instead.' },
      settings: {
        host: { label: 'SMTP host' },
        port: { label: 'Port', help: 'Usually 25, 465 (SSL) or 587 (TLS).' },
        encryption: { label: 'Encryption' },
        username: { label: 'User name' },
        password: { label: 'Password' },
        from_address: { label: 'Sender address' },
        from_name: { label: 'Sender name' },
      },
    },
    sip: {
      port: { label: 'SIP port', help: 'UDP and TCP port for door panels and phones (1–65535).' },
      server: {
        internal_ip: { label: 'Internal IP address', help: 'The address the SIP service listens on. Empty: all addresses.' },
        external_ip: { label: 'External IP address', help: 'The address announced to phones outside the local networks.' },
      },
      is_early_media_enabled: { label: 'Early media', help: 'Sound may flow before the call is answered.' },
      rtp: {
        min: { label: 'First RTP port', help: '1024–65535.' },
        max: { label: 'Last RTP port', help: 'Greater than the first port.' },
      },
      internal_interfaces: { label: 'Internal interfaces', help: 'One interface name or address per line, e.g. eth0.' },
      external_interfaces: { label: 'External interfaces', help: 'One interface name or address per line.' },
      local_networks: { label: 'Local networks', help: 'One network per line, e.g. 192.168.0.0/16. Phones elsewhere are treated as behind NAT.' },
      nodes: { label: 'Other SIP nodes', help: 'One host name or address per line, accepted as this server’s own.' },
      auto_forward_rules: {
        is_enabled: { label: 'Devices forward calls to the server', help: 'Devices are told to send their calls to the server themselves.' },
        device_protocol: { label: 'Transport' },
        use_address: { label: 'Address devices call' },
      },
      resident_phonebook_settings: {
        is_enabled: { label: 'Resident phonebook' },
      },
    },
  },
  choices: {
    general: { locale: { en: 'English', ru: 'Русский', uk: 'Українська' } },
    mail: {
      type: { none: 'Off', smtp: 'Through an SMTP server' },
      settings: { encryption: { none: 'None', ssl: 'SSL', tls: 'TLS (STARTTLS)' } },
    },
    sip: {
      auto_forward_rules: {
        device_protocol: sipTransports,
        use_address: { server_url: 'Server URL', server_ip: 'Server IP address', internal_server_ip: 'Internal server IP address' },
      },
    },
  },
};
