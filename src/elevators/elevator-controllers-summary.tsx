/** An elevator's lift controllers read on the show page: one line each, "Controller 1: 16 relays, 9 floors mapped". */
import { Stack, Typography } from '@mui/material';
import { useFieldValue, useGetManyAggregate, useTranslate } from 'react-admin';
import type { ElevatorController } from '../../schemas/elevator';

export function ElevatorControllersSummary({ source }: { source: string; label?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as ElevatorController[] | undefined;
  const controllers = Array.isArray(value) ? value : [];
  const { data: devices = [] } = useGetManyAggregate('devices', { ids: controllers.map((controller) => controller.device_id) }, { enabled: controllers.length > 0 });
  return (
    <Stack spacing={0.25}>
      {controllers.map((controller) => (
        <Typography key={controller.device_id} variant="body2">
          {translate('elevator_mapping.controllers_field.line', {
            controller: String(devices.find((device) => device.id === controller.device_id)?.name ?? `#${controller.device_id}`),
            relays: controller.relays,
            floors: controller.floor_map?.length ?? 0,
          })}
        </Typography>
      ))}
    </Stack>
  );
}
