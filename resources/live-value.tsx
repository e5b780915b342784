/**
 * A live value (a field whose description says `live`: a device's status) while live updates are
 * interrupted: greyed, with a tooltip saying it may be out of date. It is itself again when the channel
 * reconnects (the page re-reads its data then: live-record.tsx).
 */
import { Box, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useLiveInterrupted } from '../src/live/live-context';

export function LiveValue({ children }: { children: ReactNode }) {
  const interrupted = useLiveInterrupted();
  const translate = useTranslate();
  if (!interrupted) return <>{children}</>;
  return (
    <Tooltip title={translate('live.stale.value')}>
      <Box component="span" data-stale="" aria-description={translate('live.stale.value')} sx={{ display: 'inline-flex', opacity: 0.45, filter: 'grayscale(1)' }}>
        {children}
      </Box>
    </Tooltip>
  );
}
