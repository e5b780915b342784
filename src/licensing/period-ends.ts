/**
 * The ends of a licence period as shown (000 §3.1: `from` 0 and `to` 999999999999 leave it open): an open end
 * reads "no start" / "no end" in the user's language, never 1970-01-01 or a year 33658. Every page that shows
 * a period writes its ends through here.
 */
import { UNBOUNDED_PERIOD } from '../../schemas/licence';

export type PeriodEnd = 'start' | 'end';

/** The stored value that leaves this end open. */
export const OPEN_END: Record<PeriodEnd, number> = { start: UNBOUNDED_PERIOD.from, end: UNBOUNDED_PERIOD.to };

export const isOpenEnd = (value: unknown, end: PeriodEnd) => value === null || value === undefined || Number(value) === OPEN_END[end];

/** The end's text: `format` for a bounded one (epoch ms), the translated open end otherwise. */
export function periodEndText(value: number | null | undefined, end: PeriodEnd, translate: (key: string) => string, format: (ms: number) => string): string {
  return isOpenEnd(value, end) ? translate(end === 'start' ? 'licences.no_start' : 'licences.no_end') : format(Number(value));
}
