/** The amenities module's own strings (src/amenities/): the reservation form's slot picker. */
export const amenities = {
  slots: 'Time slots',
  choose_amenity_and_date: 'Choose the amenity and the date first',
  no_slots_that_day: 'The amenity cannot be reserved that day',
  slot_free: '%{slot} · %{free} free',
  slot_change_cancels: 'Saving cancels this reservation, and its holder is told: |||| Saving cancels these %{smart_count} reservations, and their holders are told:',
};
