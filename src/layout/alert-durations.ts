/** How long alerts stay (001 §9): 3000 ms; an error's notices (licence consistency on group save, 001 §8) 30000 ms. */
export const ALERT_MS = 3_000;
export const NOTICES_ALERT_MS = 30_000;
