/**
 * Before an amenity's changed slots are saved, the reservations the change would cancel (POST
 * /amenities/{id}/slot-change), each with its holder, date and slots, for the user to confirm (issue 18 §3).
 */
import { amenity } from '../../schemas/amenity';
import type { AffectedReservation } from '../../schemas/amenity-slot-change';
import { registerSaveConfirmation } from '../../resources/form/save-confirmations';
import { slotText } from './reservation-slots';

registerSaveConfirmation(amenity.path, async ({ record, data, translate, formatDay, http }) => {
  if (JSON.stringify(record.time_slots) === JSON.stringify(data.time_slots)) return undefined;
  const affected = (await http<{ data: AffectedReservation[] }>('POST', `/amenities/${record.id}/slot-change`, { body: { time_slots: data.time_slots } })).data;
  if (!affected.length) return undefined;
  return {
    message: translate('amenities.slot_change_cancels', { smart_count: affected.length }),
    items: affected.map((reservation) => `${reservation.user_name} · ${formatDay(reservation.date)} · ${reservation.time_slots.map(slotText).join(', ')}`),
  };
});
