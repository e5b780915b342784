/**
 * The `device_status` field display (resources/display-registry.ts), contributed by the devices module: a
 * green dot for online, grey for offline, with the status in the user's language. Lists follow the
 * devices live, so the dot turns green the moment a device signs in to the broker.
 */
import { Box, Stack, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldValue, useTranslate } from 'react-admin';
import { registerDisplays } from '../../resources/display-registry';
import { enumLabel } from '../../resources/locale-keys';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    device_status: true;
  }
}

function StatusDot({ status }: { status: string }) {
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

registerDisplays({ device_status: { show: DeviceStatusShow, form: { widget: DeviceStatusWidget } } });
