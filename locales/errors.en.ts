/** Error texts (en): errors.http is keyed by the server's lowercased message (server/errors.ts), 001 §8. */
export const errors = {
  http: {
    'not found': 'Not found',
    'invalid credentials': 'Incorrect login/password',
    unauthenticated: 'Your session has ended, please sign in again',
    'invalid token': 'Verification link is outdated or incorrect.',
    'invalid data sent': 'Wrong parameters',
    'method or action prohibited': 'Cant perform action',
    'too many attempts, try again later': 'Too many attempts. Try again later.',
    'access from this address is blocked': 'Access from this address is blocked.',
    'value not unique': 'Value must be unique',
    'wrong old password': 'Wrong old password',
    'cannot delete a group with users or devices': 'Cannot delete a group with users or devices',
    'group hierarchy violation': 'A group cannot be moved inside itself',
    'cannot remove current user from their only group': 'You cannot remove yourself from your only group',
    'invalid related entity sent': 'Invalid related entity sent: %{entities}',
    'internal error': 'Error performing action. Contact support.',
  },
  default: 'Error performing action. Contact support.',
  timeout: 'The server did not answer in time. Try again.',
  network: 'Cannot reach the server. Check the connection and try again.',
  not_all_deleted: '%{deleted} of %{total} deleted: the others are in use or not available to you.',
};
