/**
 * Home's reservations tile: how many reservations the user can see are reserved from today on (their time
 * has not come yet), linking to the reservations list filtered so, and the next few, soonest first. Shown only
 * to those whose menu shows the reservations (their permission and the amenity licence).
 */
import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { ReservedSlot } from '../../schemas/amenity-reservation';
import { formatDate } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { useMenuShows } from '../menu/use-menu-shows';
import { filteredListPath } from '../pages/filtered-list-path';
import { registerHomePanel } from '../pages/home-panels';
import { HomeTile, TileFigure } from '../pages/home-tile';
import { todayIn } from '../pages/today';
import { slotText } from './reservation-slots';

const RESERVATIONS = 'amenities/reservations';
const NEXT = 3;

interface Reservation {
  id: number;
  date: string;
  time_slots: ReservedSlot[];
  amenity?: { name?: string };
}

export function UpcomingReservationsPanel() {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const enabled = useMenuShows(`/${RESERVATIONS}`);
  const upcoming = { status: 'reserved', date_gte: todayIn(Date.now(), settings.timeZone).date };
  const { data, total } = useGetList<Reservation>(
    RESERVATIONS,
    { pagination: { page: 1, perPage: NEXT }, sort: { field: 'starts_at', order: 'ASC' }, filter: upcoming, meta: { with: ['amenity'] } },
    { enabled },
  );
  if (!enabled) return null;
  const to = filteredListPath(RESERVATIONS, upcoming);
  return (
    <HomeTile title={translate('home.reservations.title')} to={to}>
      <Box>
        <TileFigure value={total ?? '…'} label={translate('home.reservations.reserved')} to={to} />
      </Box>
      {data && !data.length && <Typography color="text.secondary">{translate('home.reservations.none')}</Typography>}
      {data && data.length > 0 && (
        <List dense disablePadding aria-label={translate('home.reservations.next')}>
          {data.map((reservation) => (
            <ListItem key={reservation.id} disableGutters>
              <ListItemText
                primary={reservation.amenity?.name ?? ''}
                secondary={`${formatDate(reservation.date, { ...settings, timeZone: 'UTC' })} · ${reservation.time_slots.map(slotText).join(', ')}`}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </HomeTile>
  );
}

registerHomePanel(40, UpcomingReservationsPanel);
