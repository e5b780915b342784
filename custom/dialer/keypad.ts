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
