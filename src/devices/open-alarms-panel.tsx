/**
 * Home's device alarms tile: the alarms nobody has processed yet, and of those the ones whose sensor is still
 * alarming, each linking to the alarms list filtered so; it follows the alarms live. Shown only to those whose
 * menu shows the device alarms.
 */
import { Box } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { useTopic } from '../live/live-context';
import { entityTopic } from '../live/live-provider';
import { useMenuShows } from '../menu/use-menu-shows';
import { filteredListPath } from '../pages/filtered-list-path';
import { registerHomePanel } from '../pages/home-panels';
import { HomeTile, TileFigure, countFigure } from '../pages/home-tile';

const ALARMS = 'devices/alarms';
const FIRST = { page: 1, perPage: 1 };
/** Open: not processed (000 §4.2 processing closes an alarm); sounding: open and its sensor still alarming. */
export const OPEN_ALARMS = { processed: false };
export const SOUNDING_ALARMS = { processed: false, state: 'enabled' };

export function OpenAlarmsPanel() {
  const translate = useTranslate();
  const enabled = useMenuShows(`/${ALARMS}`);
  const open = useGetList(ALARMS, { pagination: FIRST, filter: OPEN_ALARMS }, { enabled });
  const sounding = useGetList(ALARMS, { pagination: FIRST, filter: SOUNDING_ALARMS }, { enabled });
  useTopic(enabled ? entityTopic(ALARMS) : undefined, () => void Promise.all([open.refetch(), sounding.refetch()]));
  if (!enabled) return null;
  return (
    <HomeTile title={translate('home.alarms.title')} to={filteredListPath(ALARMS, OPEN_ALARMS)}>
      <Box>
        <TileFigure value={countFigure(open)} label={translate('home.alarms.open')} to={filteredListPath(ALARMS, OPEN_ALARMS)} />
        <TileFigure value={countFigure(sounding)} label={translate('home.alarms.sounding')} to={filteredListPath(ALARMS, SOUNDING_ALARMS)} />
      </Box>
    </HomeTile>
  );
}

registerHomePanel(20, OpenAlarmsPanel);
