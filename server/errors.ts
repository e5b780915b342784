/**
 * Errors are values: a key from the catalogue (001 §8) with its HTTP status and public message.
 * They are mapped to HTTP once, in app.ts; an unknown throw becomes `internal error` and its cause
 * stays in the server log.
 */
import { translate } from '../locales';
import type { ValidationMessage } from '../schemas/validation-issue';

export const ERROR_CATALOGUE = {
  // Generic
  not_found: { status: 404, message: 'not found' },
  invalid_credentials: { status: 401, message: 'invalid credentials' },
  not_authorized: { status: 401, message: 'Unauthenticated' },
  invalid_token: { status: 401, message: 'invalid token' },
  invalid_data: { status: 422, message: 'invalid data sent' },
  bad_request: { status: 400, message: 'invalid data sent' },
  prohibited: { status: 403, message: 'method or action prohibited' },
  not_unique: { status: 409, message: 'value not unique' },
  invalid_related_entity: { status: 422, message: 'invalid related entity sent' },
  payload_too_large: { status: 413, message: 'invalid data sent' },
  wrong_file_body: { status: 422, message: 'wrong file body' },
  too_many_attempts: { status: 429, message: 'too many attempts, try again later' },
  ip_blocked: { status: 403, message: 'access from this address is blocked' },
  editing_prohibited: { status: 403, message: 'editing prohibited' },
  deleting_prohibited: { status: 403, message: 'deleting prohibited' },
  service_unavailable: { status: 503, message: 'device or service not available' },
  /** A command whose precondition does not hold (start an announcement that runs, process an alarm twice). */
  not_in_state: { status: 409, message: 'action not allowed in the current state' },
  internal: { status: 500, message: 'internal error' },
  // Account
  wrong_old_password: { status: 422, message: 'wrong old password' },
  email_already_used: { status: 409, message: 'e-mail already used' },
  user_needs_email: { status: 422, message: 'user needs e-mail for registration' },
  user_already_registered: { status: 409, message: 'user already registered' },
  invalid_invitation_code: { status: 422, message: 'invalid invitation code' },
  invalid_confirmation_code: { status: 422, message: 'invalid confirmation code' },
  registration_closed: { status: 403, message: 'registration is not available' },
  recovery_closed: { status: 403, message: 'password recovery is not available' },
  mail_not_sent: { status: 503, message: 'e-mail could not be sent' },
  // Groups
  group_has_users_or_devices: { status: 409, message: 'cannot delete a group with users or devices' },
  child_in_parent: { status: 422, message: 'child group cannot contain its parent' },
  child_type_exists: { status: 422, message: 'child group already contains this type' },
  needs_building_parent: { status: 422, message: 'group needs a building parent' },
  same_type_and_address: { status: 409, message: 'group with the same type and logical address exists' },
  last_group: { status: 422, message: 'cannot remove current user from their only group' },
  top_level_group: { status: 422, message: 'cannot remove current user from their top-level group' },
  sip_number_for_group_exists: { status: 409, message: 'sip number for group exists' },
  device_notify_user_not_allowed: { status: 422, message: 'device notification user is not authorised or not a group administrator' },
  // Identifiers and guest access
  duplicate_identifier: { status: 409, message: 'duplicate identifier' },
  face_not_recognised: { status: 422, message: 'face not recognised' },
  guest_identifier_exists: { status: 409, message: 'guest identifier exists' },
  guest_pass_count_limit: { status: 422, message: 'guest pass count exceeds the group limit' },
  guest_period_limit: { status: 422, message: 'guest pass period exceeds the group limit' },
  guest_access_invalid: { status: 404, message: 'guest access: invalid identifier' },
  guest_access_expired: { status: 410, message: 'guest access: expired' },
  guest_access_pass_limit: { status: 410, message: 'guest access: pass limit reached' },
  guest_access_device_problem: { status: 503, message: 'guest access: device problem' },
  guest_access_device_not_found: { status: 404, message: 'guest access: device not found' },
  ukey2_not_deletable: { status: 403, message: 'ukey2 identifiers cannot be deleted' },
  // Wallet passes (001 §7 Identifiers "pkpass"): the signing settings refused on save, or none to sign with.
  wallet_certificate_invalid: { status: 422, message: 'wallet pass certificate cannot be read' },
  wallet_certificate_expired: { status: 422, message: 'wallet pass certificate expired or not yet valid' },
  wallet_key_mismatch: { status: 422, message: 'private key does not match the certificate or its passphrase is wrong' },
  wallet_pass_not_configured: { status: 409, message: 'wallet passes are not configured' },
  // Devices and elevators
  serial_number_in_use: { status: 409, message: 'serial number in use' },
  controller_in_use: { status: 409, message: 'controller already used by another elevator' },
  integration_not_allowed: { status: 403, message: 'integration not allowed for user or device' },
  // SIP and calls
  sip_proxy_failed: { status: 502, message: 'number could not be sent to the sip proxy' },
  sip_number_limit: { status: 422, message: 'sip number limit exceeded' },
  virtual_number_not_free: { status: 409, message: 'virtual number not free' },
  same_instance_registered: { status: 409, message: 'same instance id registered' },
  residents_contacts_enabled: { status: 422, message: "residents' contacts or group forward sending must be disabled" },
  master_number_not_deletable: { status: 403, message: 'cannot delete group or master virtual numbers' },
  trunk_uri_is_server: { status: 422, message: 'trunk uri cannot match the server address' },
  device_has_number: { status: 409, message: 'device already has virtual number' },
  forward_group_without_users: { status: 422, message: 'group forward needs users' },
  own_number_call: { status: 422, message: 'unable to call your number' },
  sip_unavailable: { status: 503, message: 'telephony is not available' },
  // Licences
  licence_sign_wrong: { status: 422, message: 'licence sign wrong' },
  licence_cannot_apply: { status: 422, message: 'licence cannot be applied' },
  licence_expired: { status: 422, message: 'licence expired' },
  licence_server_not_responding: { status: 503, message: 'licence server not responding' },
  no_licences: { status: 403, message: 'no licences for the project' },
  licence_limit: { status: 422, message: 'licence limit exceeded' },
  licence_period_conflict: { status: 422, message: 'licence period conflicts with parent or child' },
  /** A group's licence breaks its parent's or its children's (server/licensing/licence-consistency.ts); `consistency` lists how. */
  licence_consistency: { status: 422, message: 'licence settings conflict with parent or child groups' },
  licence_type_not_allowed: { status: 422, message: 'licence type not allowed by packages or breaks descendants' },
  /** 000 §5: a licence's virtual numbers (SIP) may not be fewer than its mobile apps (server/licensing/licence-quantities.ts). */
  numbers_fewer_than_mobile_apps: { status: 422, message: 'virtual numbers cannot be fewer than mobile apps' },
  // Backups
  invalid_backup_image: { status: 422, message: 'invalid backup image' },
  // Amenities
  amenity_not_editable: { status: 422, message: 'amenity reservation is not editable' },
  amenity_not_cancelable: { status: 422, message: 'amenity reservation is not cancelable' },
  amenity_not_allowed: { status: 403, message: 'amenity is not allowed' },
  amenity_person_limit: { status: 422, message: 'amenity person limit' },
  amenity_slot_mismatch: { status: 422, message: 'amenity time slot mismatch' },
  amenity_date_in_past: { status: 422, message: 'date or time must be in the future' },
  amenity_no_free_places: { status: 409, message: 'no free places' },
  amenity_inconsistent_slots: { status: 422, message: 'inconsistent time slots' },
  amenity_reserved: { status: 409, message: 'amenity has active reservations' },
  amenity_devices_without_qr: { status: 422, message: 'devices lack qr support' },
  // Integrations and mail templates
  integration_url_exists: { status: 409, message: 'integration server url exists' },
  integration_unavailable: { status: 503, message: 'integration server unavailable' },
  lift_integration_exists: { status: 409, message: 'lift integration exists' },
  lift_integration_unreachable: { status: 503, message: 'cannot connect to the lift integration' },
  template_type_exists: { status: 409, message: 'template with type exists' },
  ip_already_whitelisted: { status: 409, message: 'ip already whitelisted' },
  // Spreadsheet import (schemas/import.ts): "import failure asks to check the error list" (001 §8)
  import_file_too_large: { status: 413, message: 'import file too large' },
  import_too_many_rows: { status: 422, message: 'import file has too many rows' },
  import_unreadable_file: { status: 422, message: 'import file cannot be read' },
  import_undo_refused: { status: 409, message: 'import cannot be undone: records changed since' },
} as const;

export type ErrorKey = keyof typeof ERROR_CATALOGUE;

/**
 * A field's message: a `validation.*` key of locales/ with its parameters (preferred: the console shows it in
 * the user's language by its key), or a plain English text.
 */
export type FieldMessage = string | (ValidationMessage & { english?: string });

/**
 * A field's message that is the error's own (an e-mail already used): by the error's code for the console, by
 * the catalogue's English in `error.fields`.
 */
export const errorField = (code: ErrorKey): FieldMessage => ({ key: `errors.codes.${code}`, english: ERROR_CATALOGUE[code].message });

/** A field message by its key. @example fieldMessage('max_length', { length: 255 }) */
export const fieldMessage = (key: string, params?: ValidationMessage['params']): ValidationMessage => ({ key: `validation.${key}`, ...(params && { params }) });

export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    /** Per-field messages: { 'device_settings.sip.password': fieldMessage('min_length', { length: 6 }) } */
    readonly fields?: Record<string, FieldMessage>,
    readonly details?: Record<string, unknown>,
  ) {
    super(ERROR_CATALOGUE[key].message);
  }
}

/**
 * The answer of an error: `error.code` names it (the console translates by it), `error.fields` says per field in
 * English, and `error.field_codes` gives the key and parameters of the fields' messages that have one.
 */
export function errorBody(error: AppError) {
  const { status, message } = ERROR_CATALOGUE[error.key];
  const entries = Object.entries(error.fields ?? {});
  const fields = Object.fromEntries(entries.map(([path, said]) => [path, typeof said === 'string' ? said : (said.english ?? translate('en', said.key, said.params))]));
  const codes = Object.fromEntries(entries.flatMap(([path, said]) => (typeof said === 'string' ? [] : [[path, { key: said.key, ...(said.params && { params: said.params }) }]])));
  return {
    status,
    body: {
      message,
      error: {
        code: error.key,
        message,
        ...(entries.length && { fields }),
        ...(Object.keys(codes).length && { field_codes: codes }),
        ...error.details,
      },
    },
  };
}
