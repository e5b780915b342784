/**
 * Today's access-control events per hour (server/access-decision/events-per-hour.ts), each hour named as the
 * user's clock reads it: "00" to "23", a day the clocks change having one hour twice or one fewer.
 */
import { useQuery } from '@tanstack/react-query';
import { wallTime } from '../../resources/date-time';
import { useHttp } from '../providers/http-context';
import type { Today } from '../pages/today';
import type { HourCount } from '../../schemas/events-per-hour';

export type { HourCount };

export interface HourBar {
  /** The hour on the user's clock, "08". */
  label: string;
  count: number;
}

export const hourBars = (hours: readonly HourCount[], timeZone?: string): HourBar[] =>
  hours.map((hour) => ({ label: String(wallTime(new Date(hour.from), timeZone).hour).padStart(2, '0'), count: hour.count }));

export function useEventsPerHour(today: Today, enabled: boolean) {
  const http = useHttp();
  return useQuery({
    queryKey: ['home', 'access-events-per-hour', today.from, today.to],
    queryFn: ({ signal }) => http<{ data: HourCount[] }>('GET', '/access-control/events/per-hour', { query: { from: today.from, to: today.to }, signal }),
    enabled,
    select: (answer) => answer.data,
  });
}
