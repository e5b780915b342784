/**
 * Errors are values: a key from the catalogue (001 §8) with its HTTP status and public message.
 * They are mapped to HTTP once, in app.ts; an unknown throw becomes `internal error` and its cause
 * stays in the server log.
 */
export const ERROR_CATALOGUE = {
  not_found: { status: 404, message: 'not found' },
  invalid_credentials: { status: 401, message: 'invalid credentials' },
  not_authorized: { status: 401, message: 'Unauthenticated' },
  invalid_token: { status: 401, message: 'invalid token' },
  invalid_data: { status: 422, message: 'invalid data sent' },
  bad_request: { status: 400, message: 'invalid data sent' },
  prohibited: { status: 403, message: 'method or action prohibited' },
  not_unique: { status: 409, message: 'value not unique' },
  wrong_old_password: { status: 422, message: 'wrong old password' },
  group_has_users_or_devices: { status: 409, message: 'cannot delete a group with users or devices' },
  group_hierarchy: { status: 422, message: 'group hierarchy violation' },
  last_group: { status: 422, message: 'cannot remove current user from their only group' },
  invalid_related_entity: { status: 422, message: 'invalid related entity sent' },
  payload_too_large: { status: 413, message: 'invalid data sent' },
  too_many_attempts: { status: 429, message: 'too many attempts, try again later' },
  ip_blocked: { status: 403, message: 'access from this address is blocked' },
  internal: { status: 500, message: 'internal error' },
} as const;

export type ErrorKey = keyof typeof ERROR_CATALOGUE;

export class AppError extends Error {
  constructor(
    readonly key: ErrorKey,
    /** Per-field messages for validation errors: { 'device_settings.sip.password': 'min_length:6' } */
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(ERROR_CATALOGUE[key].message);
  }
}

export function errorBody(error: AppError) {
  const { status, message } = ERROR_CATALOGUE[error.key];
  return {
    status,
    body: {
      message,
      error: { code: error.key, message, ...(error.fields && { fields: error.fields }), ...error.details },
    },
  };
}
