/** The amenities module's own strings (src/amenities/): the reservation form's slot picker. */
export const amenities = {
  slots: 'Інтервали',
  choose_amenity_and_date: 'Спочатку виберіть об’єкт і дату',
  no_slots_that_day: 'Цього дня об’єкт не можна забронювати',
  slot_free: '%{slot} · вільно %{free}',
  slot_change_cancels: 'Збереження скасує це бронювання, власник отримає сповіщення: |||| Збереження скасує %{smart_count} бронювання, власники отримають сповіщення: |||| Збереження скасує %{smart_count} бронювань, власники отримають сповіщення:',
};
