/**
 * rjsf field for a schedule's weekly slots (`display: 'week_grid'`, ui-schema.ts): the week grid beside the
 * list of slots, both editing the same array. Slots are shown in the user's time zone and stored in the
 * project's (week-grid-zone.ts). The slot rules the server checks show on the grid as the user edits; the
 * server's own refusals (`weekly_slots.N.from`, from extraErrors) show on the same slots.
 */
import { Box, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { WeeklySlot } from '../../schemas/schedule';
import { type Translate } from '../../resources/locale-keys';
import { shiftSlots, slotProblems, storedSlots } from '../../resources/form/week-grid';
import { WeekGridCells } from '../../resources/form/week-grid-cells';
import { WeekGridSlotList } from '../../resources/form/week-grid-slot-list';
import { useWeekGridZone } from '../../resources/form/week-grid-use-zone';

type Node = { __errors?: string[]; [key: string]: unknown };

/** Every message under an error schema node, depth first. */
function messagesIn(node: unknown): string[] {
  if (!node || typeof node !== 'object') return [];
  const { __errors, ...children } = node as Node;
  return [...(__errors ?? []), ...Object.values(children).flatMap(messagesIn)];
}

/**
 * Messages per shown slot: the live rule checks, and the form's errors (ajv and the server's) by index. When
 * the slots are shifted the stored indices no longer name shown slots, so the form's go above the grid.
 */
function slotErrors(shown: WeeklySlot[], errorSchema: unknown, shifted: boolean, translate: Translate) {
  const perSlot = new Map<number, string[]>();
  const add = (index: number, message: string) => {
    const list = perSlot.get(index) ?? [];
    if (!list.includes(message)) perSlot.set(index, [...list, message]);
  };
  for (const [path, key] of Object.entries(slotProblems(shown))) add(Number(path.split('.')[0]), translate(`resources.schedules.messages.${key}`));
  const { __errors: whole = [], ...items } = (errorSchema ?? {}) as Node;
  const general = [...whole];
  for (const [index, node] of Object.entries(items)) {
    if (shifted || !/^\d+$/.test(index)) general.push(...messagesIn(node));
    else messagesIn(node).forEach((message) => add(Number(index), message));
  }
  return { perSlot, general: [...new Set(general)] };
}

export function WeekGridField(props: FieldProps<WeeklySlot[]>) {
  const translate = useTranslate();
  const zone = useWeekGridZone();
  const stored = useMemo(() => (Array.isArray(props.formData) ? props.formData : []), [props.formData]);
  const shown = useMemo(() => shiftSlots(stored, zone.minutes), [stored, zone.minutes]);
  const { perSlot, general } = slotErrors(shown, props.errorSchema, zone.minutes !== 0, translate);
  const disabled = props.disabled || props.readonly;
  const change = (next: WeeklySlot[]) => props.onChange(storedSlots(next, zone.minutes), props.fieldPathId.path);
  const title = (props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name;

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1 }} data-week-grid-field="">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {title}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('week_grid.help')}
      </Typography>
      {zone.minutes !== 0 && (
        <Typography variant="body2" color="info.main" sx={{ mb: 1 }}>
          {translate('week_grid.shifted', { zone: zone.zone, project: zone.project })}
        </Typography>
      )}
      {general.map((message) => (
        <FormHelperText key={message} error>
          {message}
        </FormHelperText>
      ))}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <WeekGridCells
          slots={shown}
          invalid={new Set(perSlot.keys())}
          disabled={disabled}
          onPaint={(slot) => change([...shown, slot])}
          onRemove={(index) => change(shown.filter((_, i) => i !== index))}
        />
        <WeekGridSlotList slots={shown} errors={perSlot} disabled={disabled} onChange={change} />
      </Stack>
    </Box>
  );
}
