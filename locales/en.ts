/** English. Every key here must exist in ru.ts and uk.ts (locales.test.ts fails otherwise). */
import { resources } from './resources.en';

export const en = {
  resources,
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
    at_least_one_group: 'User must have at least one group',
    check_fields: 'Check fields data',
  },
  errors: {
    http: {
      'not found': 'Not found',
      'invalid credentials': 'Incorrect login/password',
      unauthenticated: 'Your session has ended, please sign in again',
      'invalid token': 'Verification link is outdated or incorrect.',
      'invalid data sent': 'Wrong parameters',
      'method or action prohibited': 'Cant perform action',
      'value not unique': 'Value must be unique',
      'wrong old password': 'Wrong old password',
      'cannot delete a group with users or devices': 'Cannot delete a group with users or devices',
      'group hierarchy violation': 'A group cannot be moved inside itself',
      'cannot remove current user from their only group': 'You cannot remove yourself from your only group',
      'invalid related entity sent': 'Invalid related entity sent: %{entities}',
      'internal error': 'Error performing action. Contact support.',
    },
    default: 'Error performing action. Contact support.',
  },
};

export type Messages = typeof en;
