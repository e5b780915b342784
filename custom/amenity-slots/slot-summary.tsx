/** The slots read as lines ('Mon–Fri 09:00–18:00'), for the form under the week and for screen readers. */
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { slotSummary } from '../../resources/form/week-grid';
import type { WeeklySlot } from '../../schemas/schedule';

export function SlotSummary({ slots }: { slots: WeeklySlot[] }) {
  const translate = useTranslate();
  if (!slots.length) return <Typography variant="body2" color="text.secondary">{translate('amenities.slot_editor.no_slots')}</Typography>;
  return (
    <Box component="ul" aria-label={translate('amenities.slot_editor.slots')} sx={{ m: 0, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      {slots.map((slot, index) => (
        <Typography component="li" variant="body2" key={index}>
          {slotSummary(slot, (day) => translate(`week_grid.days_short.${day}`))}
        </Typography>
      ))}
    </Box>
  );
}
