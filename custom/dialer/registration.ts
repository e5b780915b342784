/**
 * The web phone's registration (000 §4.1-4.2): six states, the phone button's look in each, and when to try
 * again: every 5 s after an error, every 30 s after an invalid registration (001 §9), never while registering
 * or after signing out on purpose.
 */
export const REGISTRATION_STATES = ['registering', 'registered', 'unregistering', 'unregistered', 'error', 'invalid_registration'] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

export const RETRY_AFTER_ERROR_MS = 5_000;
export const RETRY_AFTER_INVALID_MS = 30_000;
/** How long a registration lasts before the phone renews it (001 §9 "register expires 30 s"). */
export const REGISTER_EXPIRES_S = 30;

/** When to register again from this state, or null for never. */
export function retryDelay(state: RegistrationState): number | null {
  if (state === 'error') return RETRY_AFTER_ERROR_MS;
  if (state === 'invalid_registration') return RETRY_AFTER_INVALID_MS;
  return null;
}

export interface PhoneButtonLook {
  color: 'info' | 'success' | 'warning' | 'error';
  /** A spinner: the state is changing. */
  busy: boolean;
  /** The phone cannot be opened. */
  disabled: boolean;
  /** The lock badge: registration is refused until something changes. */
  locked: boolean;
}

/** 000 §4.2 "Phone button by registration status". */
export function phoneButtonLook(state: RegistrationState): PhoneButtonLook {
  switch (state) {
    case 'registering':
    case 'unregistering':
      return { color: 'info', busy: true, disabled: false, locked: false };
    case 'registered':
      return { color: 'success', busy: false, disabled: false, locked: false };
    case 'unregistered':
      return { color: 'warning', busy: false, disabled: false, locked: true };
    case 'error':
      return { color: 'error', busy: false, disabled: true, locked: false };
    case 'invalid_registration':
      return { color: 'error', busy: false, disabled: false, locked: true };
  }
}

/** What a refused REGISTER means: wrong credentials are an invalid registration, anything else an error. */
export function stateOfRefusal(status: number | undefined): RegistrationState {
  return status === 401 || status === 403 || status === 407 ? 'invalid_registration' : 'error';
}
