/** The time the scheduler reads: the system's, or one a test moves by hand (no waiting for real due times). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until told: `set` and `advance` move it. */
export function manualClock(start: Date | string) {
  let at = new Date(start).getTime();
  return {
    now: () => new Date(at),
    set: (moment: Date | string) => void (at = new Date(moment).getTime()),
    advance: (ms: number) => void (at += ms),
  };
}
