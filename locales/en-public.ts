/**
 * English for the pages anyone may open (sign-in, account flows, the public guest page): what the login page
 * downloads. The signed-in pages' strings are in en-signed-in.ts, loaded after sign-in (issue 4); en.ts
 * joins both.
 */
import { account } from './account.en';
import { errors } from './errors.en';
import { guestAccess } from './guest-access.en';
import { announcePage } from './announce-page.en';

export const enPublic = {
  app: {
    title: 'Access console',
    menu: { home: 'Home' },
    home: {
      title: 'Home',
      welcome: 'Welcome, %{name}',
      records: 'Records you can see',
      empty: 'Nothing to show yet.',
      open: 'Open',
    },
    not_found: {
      title: 'Page not found',
      text: 'The page you are looking for does not exist or has moved.',
      home: 'Go to the home page',
    },
  },
  auth: {
    sign_in: 'Sign in',
    username: 'Login',
    password: 'Password',
    remember_me: 'Remember me',
    session_expired: 'Your session has ended, please sign in again',
    choose_project: {
      title: 'Choose a project',
      text: 'Your account belongs to several projects. Choose the one to work in.',
      unnamed: 'Project %{number}',
      back: 'Back to sign in',
    },
    no_pending_projects: 'There is no project to choose. Please sign in again.',
  },
  // react-admin's own forms (the account pages) say the spec's words when a form is invalid (000 §5.1).
  ra: { message: { invalid_form: 'Check fields data' } },
  validation: {
    max_length: 'Max length %{length} chars',
    min_length: 'Min length %{length} chars',
    required: 'Field is required',
    email: 'Value must be e-mail',
    url_or_ip: 'Value must be a valid URL or IP',
    number: 'Value must be a number',
    wrong_type: 'Wrong value type',
    wrong_format: 'Wrong format',
    less_than: 'Value must be less than or equal to %{max}',
    greater_than: 'Value must be greater than or equal to %{min}',
    max_items: 'At most %{count} items',
    min_items: 'At least %{count} items',
    unknown_field: 'Unknown field',
    invalid_value: 'Invalid value',
    unique: 'Value must be unique',
    phone: 'Phone must be in international format',
    device_login: 'Letters, numbers and _ . @ - only, 1 to 31 chars',
    digits: 'Digits only',
    sip_password: 'SIP password must include digits, lowercase and uppercase Latin letters',
    number_user_or_device: 'A number belongs to a user or to a device, not both',
    trunk_uri_is_server: 'The trunk URI cannot match the server address',
    forward_group_without_users: 'Group forward needs users',
    no_spaces: 'No spaces',
    sip_uri: 'A SIP address, e.g. sip:trunk.example.com',
    trunk_needs_group: 'SIP trunk must have at least one group',
    forward_queue: 'At least one queue with one number',
    announce_recipients: 'Announce must have recipients',
    poll_questions: 'A poll needs at least one question',
    poll_answers: 'A poll needs answers or a custom answer',
    range_reversed: 'The last address must not come before the first',
    range_too_large: 'Search at most %{max} addresses at once',
    range_not_allowed: 'This range is outside the networks the project allows to search',
    device_offline: 'Device status is offline, unable to connect',
    device_not_mqtt: 'Device protocol is not mqtt, unable to connect',
    alarm_comment_processor: 'Only the operator who processed the alarm may change its comment',
    self_conversation: 'User cannot communicate with himself',
    at_least_one_group: 'User must have at least one group',
    at_least_one_device: 'Access rule: at least one device',
    check_fields: 'Check fields data',
    at_most_days: 'At most %{max} days',
    at_most_passes: 'At most %{max} passes',
    after_start: 'Must be after the start',
    not_available: 'Not available to you',
    not_found: 'Not found',
    alert_recipients: 'Alert must have recipients',
    alert_sound: 'Upload the sound the devices play first',
    file_type: 'Pick only %{type} files',
    file_size: 'File size in %{min}-%{max} kb',
    file_size_max: 'File size max %{size} kb',
  },
  errors,
  account,
  guest_access: guestAccess,
  announce_page: announcePage,
};
