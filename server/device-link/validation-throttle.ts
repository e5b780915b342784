/**
 * How often a device may ask for remote identifier validation: VALIDATIONS_PER_WINDOW in a sliding window,
 * per device, in this process's memory. Past it the device is answered without a lookup, and the first
 * refusal of a window is recorded (one event, not one per guess). Bounded: a device holds at most the
 * window's moments, only signed-in devices reach it, and devices quiet for a window are forgotten.
 */
export const VALIDATIONS_PER_WINDOW = 60;
export const VALIDATION_WINDOW_MS = 60_000;

/** `ask`: look it up; `refuse`: answer without one; `refuse_and_record`: the same, and record that it happened. */
export type ValidationTurn = 'ask' | 'refuse' | 'refuse_and_record';

interface DeviceWindow {
  asked: number[];
  recordedAt: number;
}

export function validationThrottle(limit = VALIDATIONS_PER_WINDOW, windowMs = VALIDATION_WINDOW_MS) {
  const windows = new Map<number, DeviceWindow>();
  const forgetQuiet = (now: number) => {
    for (const [id, window] of windows) if (now - (window.asked.at(-1) ?? 0) > windowMs && now - window.recordedAt > windowMs) windows.delete(id);
  };

  return function turn(deviceId: number, now = Date.now()): ValidationTurn {
    if (windows.size > 1000) forgetQuiet(now);
    const window = windows.get(deviceId) ?? { asked: [], recordedAt: 0 };
    windows.set(deviceId, window);
    while (window.asked.length && now - window.asked[0] >= windowMs) window.asked.shift();
    if (window.asked.length < limit) {
      window.asked.push(now);
      return 'ask';
    }
    if (now - window.recordedAt < windowMs) return 'refuse';
    window.recordedAt = now;
    return 'refuse_and_record';
  };
}
