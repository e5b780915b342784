/**
 * Home's devices tile: how many of the devices the user can see are online and offline, each linking to the
 * devices list filtered by that status, following the devices live (a device signing in or dropping off
 * changes it at once). Shown only to those whose menu shows the devices.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { useTopic } from '../live/live-context';
import { entityTopic } from '../live/live-provider';
import { useMenuShows } from '../menu/use-menu-shows';
import { filteredListPath } from '../pages/filtered-list-path';
import { registerHomePanel } from '../pages/home-panels';
import { HomeTile, TileFigure, countFigure } from '../pages/home-tile';

const FIRST = { page: 1, perPage: 1 };

export function DevicesOnlinePanel() {
  const translate = useTranslate();
  const enabled = useMenuShows('/devices');
  const online = useGetList('devices', { pagination: FIRST, filter: { status: 'online' } }, { enabled });
  const offline = useGetList('devices', { pagination: FIRST, filter: { status: 'offline' } }, { enabled });
  const all = useGetList('devices', { pagination: FIRST }, { enabled });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Many devices signing in together cost one set of counts.
  useTopic(enabled ? entityTopic('devices') : undefined, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void Promise.all([online.refetch(), offline.refetch(), all.refetch()]), 250);
  });
  if (!enabled) return null;
  const counts = { online: countFigure(online), total: countFigure(all) };
  return (
    <HomeTile title={translate('devices.home.title')} to="/devices">
      <Box>
        <TileFigure value={countFigure(online)} label={translate('home.devices.online')} to={filteredListPath('devices', { status: 'online' })} />
        <TileFigure value={countFigure(offline)} label={translate('home.devices.offline')} to={filteredListPath('devices', { status: 'offline' })} />
      </Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} aria-label={translate('devices.home.title')} role="status">
        <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'success.main', flexShrink: 0 }} />
        <Typography variant="body2">{translate('devices.home.online', counts)}</Typography>
      </Stack>
    </HomeTile>
  );
}

registerHomePanel(10, DevicesOnlinePanel);
