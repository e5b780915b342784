/**
 * Home's tile of today's access-control events: how many there were since the user's midnight and how many of
 * them were denied, each linking to the events list filtered so, and a chart of them per hour. Shown only to
 * those whose menu shows the events.
 */
import { Box, Skeleton } from '@mui/material';
import { lazy, Suspense, useMemo } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { useMenuShows } from '../menu/use-menu-shows';
import { filteredListPath } from '../pages/filtered-list-path';
import { registerHomePanel } from '../pages/home-panels';
import { HomeTile, TileFigure, countFigure } from '../pages/home-tile';
import { todayIn } from '../pages/today';
import { hourBars, useEventsPerHour } from './events-per-hour';

const EventsPerHourChart = lazy(() => import('./events-per-hour-chart'));
const EVENTS = 'access-control/events';

export function AccessEventsTodayPanel() {
  const translate = useTranslate();
  const { timeZone } = useDateTimeSettings();
  const enabled = useMenuShows(`/${EVENTS}`);
  const today = useMemo(() => todayIn(Date.now(), timeZone), [timeZone]);
  const since = { at_gte: today.from };
  const hours = useEventsPerHour(today, enabled);
  const denied = useGetList(EVENTS, { pagination: { page: 1, perPage: 1 }, filter: { ...since, decision: 'denied' } }, { enabled });
  if (!enabled) return null;
  const total = hours.data?.reduce((sum, hour) => sum + hour.count, 0);
  return (
    <HomeTile title={translate('home.access_events.title')} to={filteredListPath(EVENTS, since)} wide>
      <Box>
        <TileFigure value={total ?? '…'} label={translate('home.access_events.total')} to={filteredListPath(EVENTS, since)} />
        <TileFigure value={countFigure(denied)} label={translate('home.access_events.denied')} to={filteredListPath(EVENTS, { ...since, decision: 'denied' })} />
      </Box>
      <Box role="img" aria-label={translate('home.access_events.per_hour')}>
        <Suspense fallback={<Skeleton variant="rectangular" height={160} />}>
          {hours.data && <EventsPerHourChart bars={hourBars(hours.data, timeZone)} series={translate('home.access_events.events')} />}
        </Suspense>
      </Box>
    </HomeTile>
  );
}

registerHomePanel(30, AccessEventsTodayPanel);
