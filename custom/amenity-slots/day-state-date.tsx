/** The date whose state is laid over the week (today unless chosen), with what the marks say. */
import { Stack, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WEEK_DAYS } from '../../schemas/schedule';

export function DayStateDate({ date, day, empty, onChange }: { date: string; day?: number; empty: boolean; onChange: (date: string) => void }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <TextField
        type="date"
        size="small"
        label={translate('amenities.slot_editor.state_date')}
        value={date}
        onChange={(event) => onChange(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ width: '11rem' }}
      />
      {day !== undefined && day >= 0 && (
        <Typography variant="caption" color="text.secondary">
          {empty ? translate('amenities.slot_editor.state_none') : translate('amenities.slot_editor.state_help', { day: translate(`week_grid.days_short.${WEEK_DAYS[day]}`) })}
        </Typography>
      )}
    </Stack>
  );
}
