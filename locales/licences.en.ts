/** The licences page (custom/licences) (en). */
export const licences = {
  title: 'Licenses',
  back: 'Back',
  add: 'Add license file',
  added: 'License added',
  deleted: 'License deleted',
  empty: 'No license is installed.',
  installation_id: 'Installation ID (give it to your supplier for a license file):',
  copy: 'Copy',
  copied: 'Installation ID copied',
  no_start: 'no start',
  no_end: 'no end',
  confirm_delete_title: 'Delete the license?',
  confirm_delete_content: 'The license from %{issuer} is removed, and the features it gives stop at once.',
  columns: { issuer: 'Issuer', status: 'Status', period: 'Period', features: 'Features' },
  types: { basic: 'Basic', basic_paid: 'Basic paid', plus: 'Plus', unknown: 'Unknown' },
  package_sizes: { title: 'Package sizes', help: 'Licences are sold in packages of this many: a group’s package must hold a multiple of it. 1 means any count.', saved: 'Package sizes saved' },
  statuses: { pending: 'Pending', active: 'Active', ending: 'Ending', expired: 'Expired', disabled: 'Disabled' },
  features: {
    sip: 'SIP', mobile_app: 'Mobile app', ukey2: 'UKEY2', elevator: 'Elevators', amenity: 'Amenities', license_plate: 'License plates',
    face_id: 'Face ID', guest_identifier: 'Guest passes', sip_trunks: 'SIP trunks', axxon_one: 'Axxon One', kone: 'KONE',
  },
};
