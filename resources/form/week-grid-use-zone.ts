/** The signed-in user's and the project's time zones for the week grid (see week-grid-zone.ts). */
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, useGetOne } from 'react-admin';
import { http } from '../../src/providers';
import { type WeekGridZone, shiftMinutes } from './week-grid-zone';

export function useWeekGridZone(): WeekGridZone {
  const { identity } = useGetIdentity();
  const { data: user } = useGetOne('users', { id: identity?.id ?? 0 }, { enabled: identity?.id !== undefined, staleTime: 60_000 });
  const { data: general } = useQuery({
    queryKey: ['week-grid', 'project-settings-general'],
    queryFn: () => http<{ data?: { time_zone?: string } }>('GET', '/project-settings/general'),
    staleTime: 60_000,
    retry: false,
  });
  const zone = user?.profile?.time_zone as string | undefined;
  const project = general?.data?.time_zone;
  return { minutes: shiftMinutes(zone, project, Date.now()), zone, project };
}
