/** The live channel's state (disconnected, connecting, connected), shown unobtrusively in the top bar. */
import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLiveState } from './live-context';

const COLOURS = { connected: 'success.light', connecting: 'warning.light', disconnected: 'grey.500' } as const;

export function LiveStatus() {
  const state = useLiveState();
  const translate = useTranslate();
  const label = translate(`live.state.${state}`);
  return (
    <Tooltip title={label}>
      <Box role="status" aria-label={label} data-state={state} sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: COLOURS[state], mx: 1, flexShrink: 0 }} />
    </Tooltip>
  );
}
