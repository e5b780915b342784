/** The schedules' week grid (src/schedules/week-grid-field.tsx) and the weekly slots' summary. */
export const weekGrid = {
  grid: 'Week grid',
  help: 'Drag across one or several days to add a slot; click a slot to remove it. Keyboard: arrows move, Space marks a corner and Space again adds the slot, Delete removes the slot under the cursor.',
  cell: '%{day} %{time}',
  slots: 'Slots',
  no_slots: 'No slots: the schedule never matches.',
  add: 'Add slot',
  remove: 'Remove slot %{slot}',
  from: 'From',
  to: 'To',
  days: 'Days',
  time_format: 'Time as HH:MM, 00:00 to 24:00',
  shifted: 'Shown in your time zone (%{zone}); saved in the project time zone (%{project}).',
  days_short: { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' },
};
