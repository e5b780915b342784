/**
 * A saved amenity's state on a date (GET /amenities/{id}/state/{date}: each slot with the persons reserved and
 * the free places) as marks over that date's day column. The places are the amenity's saved capacity, the
 * one the server counted against.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { type DateTimeSettings, wallTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { WEEK_DAYS } from '../../schemas/schedule';
import { weekdayOf } from '../../schemas/amenity-slot-times';
import type { SlotState } from '../../src/amenities/reservation-slots';
import { useHttp } from '../../src/providers/http-context';
import type { DayMark } from './day-state-marks';
import { timeOfDay } from './slot-time';

/** Today in the user's zone, as the date input writes it: '2026-11-26'. */
export function today(settings: DateTimeSettings): string {
  const { year, month, day } = wallTime(new Date(), settings.timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function useDayState(amenityId: number | undefined, date: string, capacity: number | undefined) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const http = useHttp();
  const valid = amenityId !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const state = useQuery({
    queryKey: ['amenity-state', amenityId, date],
    queryFn: () => http<{ data: SlotState[] }>('GET', `/amenities/${amenityId}/state/${date}`).then((answer) => answer.data),
    enabled: valid,
  });
  if (!valid || !state.data) return undefined;
  const marks: DayMark[] = state.data.map((slot) => {
    const places = capacity ?? slot.number_of_persons + slot.free;
    const text = `${timeOfDay(slot.from, settings)}–${timeOfDay(slot.to, settings)}`;
    return { from: slot.from, to: slot.to, persons: slot.number_of_persons, capacity: places, label: translate('amenities.slot_editor.state_mark', { slot: text, persons: slot.number_of_persons, capacity: places }) };
  });
  return { day: WEEK_DAYS.indexOf(weekdayOf(date)), marks };
}
