/** The signed-in user's and the project's time zones for the week grid (see week-grid-zone.ts). */
import { useQuery } from '@tanstack/react-query';
import { useOwnProfile } from '../../src/layout/use-shell-data';
import { useHttp } from '../../src/providers/http-context';
import { type WeekGridZone, shiftMinutes } from './week-grid-zone';

export function useWeekGridZone(): WeekGridZone {
  const http = useHttp();
  const profile = useOwnProfile();
  const { data: general } = useQuery({
    queryKey: ['week-grid', 'project-settings-general'],
    queryFn: () => http<{ data?: { time_zone?: string } }>('GET', '/project-settings/general'),
    staleTime: 60_000,
    retry: false,
  });
  const zone = profile?.timeZone;
  const project = general?.data?.time_zone;
  return { minutes: shiftMinutes(zone, project, Date.now()), zone, project };
}
