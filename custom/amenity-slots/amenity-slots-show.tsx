/**
 * An amenity's slots on its page, read-only: the slot length, the week as the editor draws it, the date's
 * reservations over its day, and the slots as lines (also what a list's cell would show).
 */
import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import type { AmenityTimeSlots } from '../../schemas/amenity';
import { DayStateDate } from './day-state-date';
import { durationText } from './slot-time';
import { SlotSummary } from './slot-summary';
import { today, useDayState } from './use-day-state';
import { WeekView } from './week-view';

export function AmenitySlotsShow({ source }: { source: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const value = useFieldValue({ source }) as AmenityTimeSlots | undefined;
  const settings = useDateTimeSettings();
  const [date, setDate] = useState(() => today(settings));
  const state = useDayState(record?.id as number | undefined, date, (record?.number_of_persons as { max?: number } | undefined)?.max);
  if (!value || !Array.isArray(value.items)) return null;
  return (
    <Stack spacing={1} data-amenity-slots-show="" sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="body2">{`${translate('amenities.slot_editor.duration')}: ${durationText(value.duration, translate)}`}</Typography>
        {record?.id !== undefined && <DayStateDate date={date} day={state?.day} empty={state?.marks.length === 0} onChange={setDate} />}
      </Stack>
      <WeekView slots={value.items} duration={value.duration} invalid={new Set()} editable={false} marked={state} />
      <SlotSummary slots={value.items} />
    </Stack>
  );
}
