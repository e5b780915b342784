/** The amenities module's field displays (resources/display-registry.ts): a reservation's slots of its day. */
import { registerDisplays } from '../../resources/display-registry';
import { ReservationSlotsField, ReservationSlotsShow } from './reservation-slots-field';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    day_slots: true;
  }
}

registerDisplays({ day_slots: { show: ReservationSlotsShow, form: { field: ReservationSlotsField } } });
