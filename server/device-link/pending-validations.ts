/**
 * Validations the server left to the device (`handled:false`) after recording the attempt. Such a device
 * decides from what it holds and reports that decision (access_events); without this memory one card
 * presentation would be two access-control events. The report completes the recorded event instead.
 * Per device, identifier type and value; in this process's memory, bounded in entries and in time (a report
 * later than the window, or one whose entry was pushed out, is recorded as its own event, as before).
 */
export const PENDING_VALIDATIONS_MAX = 4096;
export const PENDING_VALIDATION_MS = 60_000;

export interface PendingValidation {
  /** The access-control event recorded for the validation. */
  eventId: number;
  at: number;
}

export function pendingValidations(windowMs = PENDING_VALIDATION_MS, max = PENDING_VALIDATIONS_MAX) {
  // A Map keeps insertion order: the first entries are the oldest, so expiry and the bound trim from the front.
  const entries = new Map<string, PendingValidation>();
  const keyOf = (deviceId: number, type: string, value: string) => JSON.stringify([deviceId, type, value]);
  const trim = (now: number) => {
    for (const [key, entry] of entries) {
      if (entries.size <= max && now - entry.at <= windowMs) break;
      entries.delete(key);
    }
  };

  return {
    remember(deviceId: number, type: string, value: string, eventId: number, now = Date.now()) {
      const key = keyOf(deviceId, type, value);
      entries.delete(key);
      entries.set(key, { eventId, at: now });
      trim(now);
    },
    /** The event the device's report completes, once: undefined when there is none in the window. */
    take(deviceId: number, type: string, value: string, now = Date.now()): number | undefined {
      const key = keyOf(deviceId, type, value);
      const entry = entries.get(key);
      entries.delete(key);
      return entry && now - entry.at <= windowMs ? entry.eventId : undefined;
    },
  };
}
