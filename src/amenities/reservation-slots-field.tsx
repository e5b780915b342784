/**
 * The reservation form's slots (`display: 'day_slots'`): the chosen amenity's slots on the chosen date, each
 * with its free places (GET /amenities/{id}/state/{date}), ticked to reserve. A slot without room for the
 * persons asked for cannot be ticked. Lists and show pages read the slots as '09:00–10:00, 10:00–11:00'.
 */
import { Checkbox, FormControlLabel, FormGroup, FormHelperText, FormLabel, Stack, Typography } from '@mui/material';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useFieldValue, useRecordContext, useTranslate } from 'react-admin';
import type { ReservedSlot } from '../../schemas/amenity-reservation';
import { useFormValue } from '../../resources/form/form-values';
import type { Http } from '../providers/http';
import { useHttp } from '../providers/http-context';
import { canPick, sameSlot, type SlotState, slotText, toggled } from './reservation-slots';

export function ReservationSlotsShow({ source }: { source: string }) {
  const slots = useFieldValue({ source }) as ReservedSlot[] | undefined;
  if (!Array.isArray(slots)) return null;
  return (
    <Typography component="span" variant="body2">
      {slots.map(slotText).join(', ')}
    </Typography>
  );
}

const stateOf = (http: Http, amenity: number, date: string) => http<{ data: SlotState[] }>('GET', `/amenities/${amenity}/state/${date}`).then((answer) => answer.data);

export function ReservationSlotsField(props: FieldProps<ReservedSlot[]>) {
  const http = useHttp();
  const translate = useTranslate();
  const stored = useRecordContext();
  const amenity = useFormValue('amenity_id');
  const date = useFormValue('date');
  const persons = Number(useFormValue('number_of_persons') ?? 1);
  const ready = typeof amenity === 'number' && typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const state = useQuery({ queryKey: ['amenity-state', amenity, date], queryFn: () => stateOf(http, amenity as number, date as string), enabled: ready });
  const chosen = Array.isArray(props.formData) ? props.formData : [];
  // This reservation's own stored slots already count among the reserved persons.
  const own = (slot: ReservedSlot) => stored?.amenity_id === amenity && stored?.date === date && (stored?.time_slots as ReservedSlot[] | undefined)?.some((s) => sameSlot(s, slot)) === true;
  const errors = props.rawErrors ?? [];
  return (
    <Stack spacing={0.5}>
      <FormLabel required={props.required}>{props.schema.title ?? translate('amenities.slots')}</FormLabel>
      {!ready && <FormHelperText>{translate('amenities.choose_amenity_and_date')}</FormHelperText>}
      {ready && state.data?.length === 0 && <FormHelperText>{translate('amenities.no_slots_that_day')}</FormHelperText>}
      {ready && state.data && state.data.length > 0 && (
        <FormGroup row>
          {state.data.map((slot) => {
            const checked = chosen.some((c) => sameSlot(c, slot));
            const pickable = canPick(slot, persons, Number(stored?.number_of_persons ?? 0), own(slot));
            return (
              <FormControlLabel
                key={slot.from}
                disabled={props.disabled || (!checked && !pickable)}
                control={<Checkbox checked={checked} onChange={() => props.onChange(toggled(chosen, slot), props.fieldPathId.path)} />}
                label={translate('amenities.slot_free', { slot: slotText(slot), free: slot.free })}
              />
            );
          })}
        </FormGroup>
      )}
      {errors.map((error) => (
        <FormHelperText key={error} error>
          {error}
        </FormHelperText>
      ))}
    </Stack>
  );
}
