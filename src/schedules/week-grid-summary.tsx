/**
 * A schedule's weekly slots read compactly on the show page, one line each ("Mon–Fri 09:00–18:00"), in the
 * user's time zone like the grid that edits them.
 */
import { Stack, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import type { WeeklySlot } from '../../schemas/schedule';
import { shiftSlots, slotSummary } from '../../resources/form/week-grid';
import { useWeekGridZone } from '../../resources/form/week-grid-use-zone';

export function WeekGridSummary({ source }: { source: string; label?: string }) {
  const translate = useTranslate();
  const value = useFieldValue({ source }) as WeeklySlot[] | undefined;
  const zone = useWeekGridZone();
  if (!Array.isArray(value)) return null;
  const lines = shiftSlots(value, zone.minutes).map((slot) => slotSummary(slot, (day) => translate(`week_grid.days_short.${day}`)));
  return (
    <Stack spacing={0.25} data-week-grid-summary="">
      {lines.length === 0 && <Typography variant="body2" color="text.secondary">{translate('week_grid.no_slots')}</Typography>}
      {lines.map((line, index) => (
        <Typography key={index} variant="body2">
          {line}
        </Typography>
      ))}
      {zone.minutes !== 0 && lines.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {translate('week_grid.shifted', { zone: zone.zone, project: zone.project })}
        </Typography>
      )}
    </Stack>
  );
}
