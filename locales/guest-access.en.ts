/** Guest passes: the grant pages, the guest access URL dialog and the public page's states (en). */
export const guestAccess = {
  title: 'Guest access',
  add: 'Grant a guest pass',
  edit: 'Edit guest pass',
  empty: 'You have not granted any guest passes yet.',
  columns: { name: 'Name', valid_from: 'Valid from', valid_to: 'Valid to', passes_left: 'Passes left', state: 'State' },
  fields: {
    name: 'Name',
    rules: 'Access rules',
    from: 'Valid from',
    to: 'Valid to',
    pass_limit: 'Pass limit',
    message: 'Message for the guest',
  },
  hints: { limits: 'At most %{days} days and %{passes} passes', no_rules: 'No access rules may be shared with guests.' },
  states: { valid: 'Valid', not_yet_valid: 'Not yet valid', expired: 'Expired', pass_limit_reached: 'Pass limit reached' },
  errors: {
    period_limit: 'At most %{max} days',
    pass_limit: 'At most %{max} passes',
    to_before_from: 'Must be after the start',
    rules_not_available: 'Not available to you',
  },
  actions: { save: 'Save', cancel: 'Cancel', link: 'Guest access URL', edit: 'Edit' },
  url_dialog: { title: 'Guest access URL', text: 'Send this link to your guest. It opens the pass without signing in.', copied: 'Link copied' },
  public: { message: 'Message', valid_from: 'Valid from %{time}', qr_alt: 'QR code of the guest pass' },
};
