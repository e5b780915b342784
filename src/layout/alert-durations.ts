/** How long alerts stay (001 §9): 3000 ms; licence consistency toasts (group save, 001 §8) 30000 ms. */
export const ALERT_MS = 3_000;
export const LICENCE_CONSISTENCY_TOAST_MS = 30_000;
