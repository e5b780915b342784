/**
 * What a door panel and a phone agree on during an intercom call (001 §7, §9), shared by the web phone
 * (custom/dialer) and the virtual panels (fleet/): the key that opens the lock, sent as DTMF of 160 ms,
 * 1,200 ms apart.
 */
export const OPEN_DOOR_TONE = '#';
export const DTMF_OPTIONS = { duration: 160, interToneGap: 1200 } as const;
