/** The dialer's keypad (000 §4.2): keys 1-9, *, 0, #; calling needs a number; the video button redials. */
export const KEYPAD_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '*', '0', '#'] as const;

/** The call button is active only when a number is entered. */
export const canDial = (entry: string) => entry.trim().length > 0;

/** The video button with an empty entry fills the last dialed number. */
export const videoEntry = (entry: string, lastDialed: string | undefined) => (entry.trim() ? entry.trim() : lastDialed ?? '');

/** What a user may type or paste: digits, *, # and a leading +. */
export const cleanEntry = (text: string) => text.replace(/[^\d*#+]/g, '').replace(/(?!^)\+/g, '');

/** A user cannot call their own number ('Unable to call your number'). */
export const isOwnNumber = (entry: string, ownNumbers: readonly string[]) => ownNumbers.includes(entry.trim());

/** DTMF as the panel expects it (001 §9): 160 ms tones, 1,200 ms apart. */
export const DTMF_OPTIONS = { duration: 160, interToneGap: 1200 } as const;
/** The key that opens a door panel's lock during a call (001 §7). */
export const OPEN_DOOR_TONE = '#';
