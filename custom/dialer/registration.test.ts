import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATES, phoneButtonLook, retryDelay, stateOfRefusal } from './registration';

describe('web phone registration (000 §4.2)', () => {
  it('retries every 5 s after an error and every 30 s after an invalid registration, never otherwise', () => {
    expect(Object.fromEntries(REGISTRATION_STATES.map((state) => [state, retryDelay(state)]))).toEqual({
      registering: null, registered: null, unregistering: null, unregistered: null, error: 5000, invalid_registration: 30000,
    });
  });

  it("colours the phone button as the spec says", () => {
    expect(phoneButtonLook('registering')).toEqual({ color: 'info', busy: true, disabled: false, locked: false });
    expect(phoneButtonLook('unregistering')).toEqual({ color: 'info', busy: true, disabled: false, locked: false });
    expect(phoneButtonLook('registered')).toEqual({ color: 'success', busy: false, disabled: false, locked: false });
    expect(phoneButtonLook('unregistered')).toMatchObject({ color: 'warning', locked: true });
    expect(phoneButtonLook('error')).toMatchObject({ color: 'error', disabled: true, locked: false });
    expect(phoneButtonLook('invalid_registration')).toMatchObject({ color: 'error', disabled: false, locked: true });
  });

  it('takes refused credentials for an invalid registration and the rest for errors', () => {
    expect([401, 403, 407].map(stateOfRefusal)).toEqual(['invalid_registration', 'invalid_registration', 'invalid_registration']);
    expect([undefined, 408, 500, 503].map(stateOfRefusal)).toEqual(['error', 'error', 'error', 'error']);
  });
});
