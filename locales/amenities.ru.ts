/** The amenities module's own strings (src/amenities/): the reservation form's slot picker. */
export const amenities = {
  slots: 'Интервалы',
  choose_amenity_and_date: 'Сначала выберите объект и дату',
  no_slots_that_day: 'В этот день объект нельзя забронировать',
  slot_free: '%{slot} · свободно %{free}',
  slot_change_cancels: 'Сохранение отменит это бронирование, владельцу придёт уведомление: |||| Сохранение отменит %{smart_count} бронирования, владельцам придут уведомления: |||| Сохранение отменит %{smart_count} бронирований, владельцам придут уведомления:',
};
