/**
 * rjsf field for an elevator's lift controllers (`display: 'elevator_controllers'`, ui-schema.ts). Creating
 * an elevator, it lists the controllers with their relay counts, added through the "lift controller" dialog
 * (at least one is needed, 000 §5.2). On an existing elevator it only reads them: controllers and their
 * floor maps are edited on the floor-mapping page, which checks the whole map.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, FormHelperText, FormLabel, IconButton, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useGetManyAggregate, useTranslate } from 'react-admin';
import type { ElevatorController } from '../../schemas/elevator';
import { LiftControllerDialog } from './lift-controller-dialog';

type ErrorNode = { __errors?: string[]; [key: string]: unknown };

function messagesIn(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const { __errors, ...children } = node as ErrorNode;
  return [...(__errors ?? []), ...Object.values(children).flatMap(messagesIn)];
}

/** `ui:options` of this field. */
export type ElevatorControllersOptions = { editable: boolean };

export function ElevatorControllersField(props: FieldProps<ElevatorController[]>) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [names, setNames] = useState<Record<number, string>>({});
  const controllers = Array.isArray(props.formData) ? props.formData : [];
  const { data: devices = [] } = useGetManyAggregate('devices', { ids: controllers.map((controller) => controller.device_id) }, { enabled: controllers.length > 0 });
  const editable = Boolean((props.uiSchema?.['ui:options'] as ElevatorControllersOptions | undefined)?.editable) && !props.disabled && !props.readonly;
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name;
  const nameOf = (id: number) => String(devices.find((device) => device.id === id)?.name ?? names[id] ?? `#${id}`);
  const change = (next: ElevatorController[]) => props.onChange(next, props.fieldPathId.path);
  const { __errors: whole = [], ...perController } = (props.errorSchema ?? {}) as ErrorNode;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }}>
      <FormLabel component="legend" required={editable} sx={{ mb: 0.5 }}>
        {title}
      </FormLabel>
      <Stack spacing={0.5} role="list" aria-label={title}>
        {controllers.map((controller, index) => (
          <Box key={controller.device_id} role="listitem">
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="body2">
                {translate('elevator_mapping.controllers_field.line', {
                  controller: nameOf(controller.device_id),
                  relays: controller.relays,
                  floors: controller.floor_map?.length ?? 0,
                })}
              </Typography>
              {editable && (
                <IconButton size="small" aria-label={translate('elevator_mapping.controller.remove', { controller: nameOf(controller.device_id) })} onClick={() => change(controllers.filter((_, i) => i !== index))}>
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
            {messagesIn(perController[index]).map((message) => (
              <FormHelperText key={message} error>
                {message}
              </FormHelperText>
            ))}
          </Box>
        ))}
      </Stack>
      {whole.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      {editable ? (
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 0.5 }} onClick={() => setAdding(true)}>
          {translate('elevator_mapping.controller.add')}
        </Button>
      ) : (
        <FormHelperText>{translate('elevator_mapping.controllers_field.mapped_elsewhere')}</FormHelperText>
      )}
      <LiftControllerDialog
        open={adding}
        taken={controllers.map((controller) => controller.device_id)}
        onClose={() => setAdding(false)}
        onApprove={(chosen) => {
          setAdding(false);
          setNames((current) => ({ ...current, [chosen.device_id]: chosen.name }));
          change([...controllers, { device_id: chosen.device_id, relays: chosen.relays, floor_map: [] }]);
        }}
      />
    </Box>
  );
}
