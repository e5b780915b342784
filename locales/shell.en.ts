/** The signed-in shell: menu groups and items, top bar, page stack, licence warnings, not-yet-available page (en). */
export const shell = {
  menu: {
    groups: {
      common: 'Common',
      reports: 'Reports',
      users: 'Users',
      access: 'Access',
      communications: 'Communications',
      amenities: 'Amenities',
      emergency: 'Emergency',
      phone_settings: 'Phone settings',
      devices: 'Devices',
      elevators: 'Elevators',
      settings: 'Settings',
    },
    // The custom pages' items; an entity's item reads the entity's own name (src/menu/menu-items.ts).
    items: {
      home: 'Home',
      notifications: 'Notifications',
      license_reports: 'License reports',
      access_matrix: 'Access matrix',
      announces_response: 'Info and polls',
      amenities: 'Amenities',
      amenity_reservations: 'Reservations',
      integrations: 'Integrations',
      audit_events: 'System audit',
      backups: 'Backups',
      general_settings: 'General settings',
      ip_blocking: 'IP blocking',
      licenses: 'Licenses',
      system_info: 'System info',
      web_metrics: 'Web metrics',
    },
    label: 'Main menu',
  },
  not_yet_available: {
    title: 'Not yet available',
    text: 'This part of the console is not available yet. It comes in a later version.',
    back: 'Back',
  },
  profile_menu: {
    profile: 'Profile',
  },
  licence_warning: {
    will_expire: 'The license expires in %{smart_count} day |||| The license expires in %{smart_count} days',
    already_expired: 'The license expired %{smart_count} day ago |||| The license expired %{smart_count} days ago',
    open: 'Licenses',
  },
  mail_off: {
    text: 'No mail server is configured: no e-mail will be sent.',
    open: 'Mail settings',
  },
  // The shared dialogs of 000 §2.7 (src/dialogs/).
  dialogs: {
    copy: 'Copy',
    copied: 'Copied',
    close: 'Close',
    licence_types: {
      title: 'License types',
      text: 'A user\'s license type follows from what their license allows:',
      type: 'License type',
      sip: 'SIP number',
      mobile_app: 'Mobile app',
      yes: 'Yes',
      no: 'No',
    },
  },
  page_stack: {
    missing: 'This page was opened from a page this tab no longer knows.',
  },
};
