/** The account pages' paths (000 §2.3); the links between pages and from the login page use these. */
export const REGISTRATION_PATH = '/registration';
export const SELF_REGISTRATION_PATH = '/self-registration';
export const PASSWORD_RECOVERY_PATH = '/password/recovery';
export const PASSWORD_RESET_PATH = '/password/reset';
export const REGISTRATION_CONFIRM_PATH = '/registration/confirm';
export const TERMS_PATH = '/terms-and-conditions';
export const GUEST_ACCESS_PATH = '/guest-access';
export const PROFILE_PATH = '/profile';
