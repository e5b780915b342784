/**
 * rjsf field for an amenity's `time_slots` (`display: 'amenity_slots'`): the slot length and the week of
 * slots drawn on its grid (week-view.tsx), with an "Add slot" dialog for the keyboard, and on a saved
 * amenity a date's reservations over its day. Slots are the project's times, as residents reserve them.
 */
import { Alert, Box, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { slotSummary } from '../../resources/form/week-grid';
import { useWeekGridZone } from '../../resources/form/week-grid-use-zone';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { AMENITY_SLOT_SECONDS, type AmenityTimeSlots } from '../../schemas/amenity';
import type { WeeklySlot } from '../../schemas/schedule';
import { DayStateDate } from './day-state-date';
import { withDuration } from './duration-change';
import { SlotDialog } from './slot-dialog';
import { addSlot, deleteDay, deleteSlot, freeSlot, replaceSlot, type SlotEdit } from './slot-edits';
import { slotColumns } from './slot-grid';
import { slotMessages } from './slot-messages';
import { durationText } from './slot-time';
import { SlotSummary } from './slot-summary';
import { SlotToolbar } from './slot-toolbar';
import { today, useDayState } from './use-day-state';
import { useSlotState } from './use-slot-state';
import { WeekView } from './week-view';

export function AmenitySlotsField(props: FieldProps<AmenityTimeSlots>) {
  const translate = useTranslate();
  const record = useRecordContext();
  const zone = useWeekGridZone();
  const settings = useDateTimeSettings();
  const [date, setDate] = useState(() => today(settings));
  const value = props.formData ?? { duration: AMENITY_SLOT_SECONDS, items: [] };
  const { duration, items } = { duration: value.duration ?? AMENITY_SLOT_SECONDS, items: Array.isArray(value.items) ? value.items : [] };
  const { selected, setSelected, notice, setNotice, dialog, setDialog } = useSlotState();
  const state = useDayState(record?.id as number | undefined, date, (record?.number_of_persons as { max?: number } | undefined)?.max);
  const { perSlot, general } = slotMessages(items, duration, props.errorSchema, translate);
  const disabled = Boolean(props.disabled || props.readonly);
  const chosen = selected && items[selected.index] ? { at: selected, slot: items[selected.index] } : undefined;
  const line = (slot: WeeklySlot) => slotSummary(slot, (day) => translate(`week_grid.days_short.${day}`));

  const change = (next: Partial<AmenityTimeSlots>) => props.onChange({ ...value, duration, items, ...next }, props.fieldPathId.path);
  const apply = (edit: SlotEdit, at = { index: edit.changed[0], day: selected?.day ?? 0 }) => {
    setNotice(undefined);
    setSelected(at);
    change({ items: edit.slots });
  };
  const changeDuration = (next: number) => {
    const result = withDuration(items, next);
    if (result.refused) return setNotice({ severity: 'error', text: translate('amenities.slot_editor.duration_refused', { duration: durationText(next, translate), slot: line(result.refused.slot) }) });
    setNotice(result.fitted.length ? { severity: 'info', text: translate('amenities.slot_editor.duration_fitted', { duration: durationText(next, translate), slots: result.fitted.map((i) => line(result.slots[i])).join(', ') }) } : undefined);
    change({ duration: next, items: result.slots });
  };
  const remove = (next: WeeklySlot[]) => {
    setSelected(undefined);
    setNotice(undefined);
    change({ items: next });
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, my: 1, minWidth: 0 }} data-amenity-slots-field="">
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {(props.uiSchema?.['ui:title'] as string | undefined) ?? props.schema.title ?? props.name}
      </FormLabel>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('amenities.slot_editor.help')}
      </Typography>
      {zone.minutes !== 0 && <Typography variant="body2" color="info.main" sx={{ mb: 1 }}>{translate('amenities.slot_editor.project_time', { project: zone.project })}</Typography>}
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <SlotToolbar
          duration={duration}
          selected={chosen}
          disabled={disabled}
          onDuration={changeDuration}
          onAdd={() => setDialog({ kind: 'add' })}
          onEdit={() => chosen && setDialog({ kind: 'edit', index: chosen.at.index })}
          onDeleteDay={() => chosen && remove(deleteDay(items, chosen.at))}
          onDeleteSlot={() => chosen && remove(deleteSlot(items, chosen.at.index))}
        />
        {record?.id !== undefined && <DayStateDate date={date} day={state?.day} empty={state?.marks.length === 0} onChange={setDate} />}
      </Stack>
      {notice && <Alert severity={notice.severity} sx={{ mb: 1, py: 0 }} onClose={() => setNotice(undefined)}>{notice.text}</Alert>}
      {general.map((message) => <FormHelperText key={message} error>{message}</FormHelperText>)}
      {[...perSlot].map(([index, messages]) => items[index] && <FormHelperText key={index} error>{`${line(items[index])}: ${messages.join('; ')}`}</FormHelperText>)}
      <WeekView
        slots={items}
        duration={duration}
        invalid={new Set(perSlot.keys())}
        editable={!disabled}
        selected={chosen?.at}
        onSelect={setSelected}
        onEdit={apply}
        onRefused={() => setNotice({ severity: 'error', text: translate('amenities.slot_editor.refused') })}
        onDelete={(at) => remove(deleteDay(items, at))}
        marked={state}
      />
      <Box sx={{ mt: 1 }}>
        <SlotSummary slots={items} />
      </Box>
      {dialog && (
        <SlotDialog
          title={translate(dialog.kind === 'add' ? 'amenities.slot_editor.add' : 'amenities.slot_editor.edit')}
          initial={dialog.kind === 'add' ? freeSlot(items, duration) : items[dialog.index]}
          duration={duration}
          check={(slot) => (dialog.kind === 'add' ? addSlot(items, slot) : replaceSlot(items, dialog.index, slot))}
          onApply={(edit) => {
            setDialog(undefined);
            apply(edit, { index: edit.changed[0], day: slotColumns(edit.slots[edit.changed[0]])[0] ?? 0 });
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </Box>
  );
}
