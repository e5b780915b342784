/** The amenities module's own strings (src/amenities/): the reservation form's slot picker. */
export const amenities = {
  slots: 'Интервалы',
  choose_amenity_and_date: 'Сначала выберите объект и дату',
  no_slots_that_day: 'В этот день объект нельзя забронировать',
  slot_free: '%{slot} · свободно %{free}',
};
