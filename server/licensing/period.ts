/** Licence periods in epoch ms, where `to` = UNBOUNDED_PERIOD.to is a "no end" marker (000 §3.1). */
import { UNBOUNDED_PERIOD } from '../../schemas/licence';

export interface Period {
  from: number;
  to: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The last instant of the period; Infinity for an unbounded one. */
export function periodEnd(period: Period) {
  return period.to === UNBOUNDED_PERIOD.to ? Infinity : period.to;
}

/** Both ends are included: a licence valid "to" an instant still holds at that instant. */
export function periodContains(period: Period, now: number) {
  return now >= period.from && now <= periodEnd(period);
}
