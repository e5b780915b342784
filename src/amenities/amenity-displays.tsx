/**
 * The amenities module's extensions of the generated pages: a reservation's slots of its day (a field display,
 * resources/display-registry.ts) and the reservations a change of an amenity's slots cancels, asked before saving.
 */
import './slot-change-confirmation';
import { registerDisplays } from '../../resources/display-registry';
import { ReservationSlotsField, ReservationSlotsShow } from './reservation-slots-field';

declare module '../../schemas/define-entity' {
  interface FieldDisplays {
    day_slots: true;
  }
}

registerDisplays({ day_slots: { show: ReservationSlotsShow, form: { field: ReservationSlotsField } } });
