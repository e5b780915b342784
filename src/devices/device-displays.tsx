/**
 * The devices module's field displays (resources/display-registry.ts): `device_status`, a green dot for
 * online and grey for offline, and `device_sync`, whether the device holds what the console wants (in sync,
 * pending, failed), each in the user's language. Lists follow the devices live, so the dot turns green the
 * moment a device signs in to the broker and "Pending" turns "In sync" when it acknowledges its settings.
 */
import { Box, Chip, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldValue, useTranslate } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';
import { enumLabel } from '../../resources/locale-keys';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    device_status: true;
    device_sync: true;
  }
}

export function StatusDot({ status }: { status: string }) {
  const translate = useTranslate();
  const online = status === 'online';
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }} data-status={status}>
      <Box component="span" aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: online ? 'success.main' : 'grey.400' }} />
      <Typography component="span" variant="body2">
        {enumLabel(translate, 'devices', ['status'], status)}
      </Typography>
    </Stack>
  );
}

function DeviceStatusShow({ source }: { source: string }) {
  const value = useFieldValue({ source });
  return value ? <StatusDot status={String(value)} /> : null;
}

/** The status is the device's to say: forms show it, never edit it. */
function DeviceStatusWidget({ value }: WidgetProps) {
  return value ? <StatusDot status={String(value)} /> : null;
}

const SYNC_COLOURS = { in_sync: 'success', pending: 'warning', failed: 'error' } as const;

export function SyncChip({ state }: { state: string }) {
  const translate = useTranslate();
  const color = SYNC_COLOURS[state as keyof typeof SYNC_COLOURS] ?? 'default';
  return <Chip size="small" variant="outlined" color={color} data-sync={state} label={enumLabel(translate, 'devices', ['sync_state'], state)} />;
}

function DeviceSyncShow({ source }: { source: string }) {
  const value = useFieldValue({ source });
  return value ? <SyncChip state={String(value)} /> : null;
}

function DeviceSyncWidget({ value }: WidgetProps) {
  return value ? <SyncChip state={String(value)} /> : null;
}

registerDisplays({
  device_status: { show: DeviceStatusShow, form: { widget: DeviceStatusWidget } },
  device_sync: { show: DeviceSyncShow, form: { widget: DeviceSyncWidget } },
});
