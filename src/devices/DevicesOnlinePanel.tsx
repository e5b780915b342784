/**
 * Home's devices panel: how many of the devices the user can see are online, following the devices live
 * (a device signing in or dropping off changes it at once). Shown only to those who may list devices.
 */
import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { Link, useCanAccess, useGetList, useTranslate } from 'react-admin';
import { useTopic } from '../live/live-context';
import { entityTopic } from '../live/live-provider';
import { registerHomePanel } from '../pages/home-panels';

const FIRST = { page: 1, perPage: 1 };

export function DevicesOnlinePanel() {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'devices', action: 'list' });
  const enabled = canAccess === true;
  const online = useGetList('devices', { pagination: FIRST, filter: { status: 'online' } }, { enabled });
  const all = useGetList('devices', { pagination: FIRST }, { enabled });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Many devices signing in together cost one pair of counts.
  useTopic(enabled ? entityTopic('devices') : undefined, () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void Promise.all([online.refetch(), all.refetch()]), 250);
  });
  if (!enabled) return null;
  const counts = { online: online.total ?? '…', total: all.total ?? '…' };
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }} aria-label={translate('devices.home.title')} role="status">
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: 'success.main' }} />
      <Typography component={Link} to="/devices" variant="body1">
        {translate('devices.home.online', counts)}
      </Typography>
    </Stack>
  );
}

registerHomePanel(10, DevicesOnlinePanel);
