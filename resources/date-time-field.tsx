/**
 * A moment of a record in the user's format and zone (date-time.ts). `relative` (log lists) says "5 min ago"
 * and keeps the full date and time in the tooltip; older than a week it writes the date itself. `day`: a
 * calendar date ('2026-11-30'), in the user's date format and in no zone (it is the same day everywhere).
 */
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatDate, formatDateTime, formatRelative } from './date-time';
import { useDateTimeSettings, useNow } from './use-date-time-settings';

interface DateTimeFieldProps {
  source: string;
  relative?: boolean;
  day?: boolean;
  label?: string;
  sortable?: boolean;
}

export function DateTimeField({ source, relative = false, day = false }: DateTimeFieldProps) {
  const value = useFieldValue({ source });
  const settings = useDateTimeSettings();
  const text = day ? formatDate(value, { ...settings, timeZone: 'UTC' }) : formatDateTime(value, settings);
  if (!text) return null;
  if (relative) return <RelativeTime value={value} absolute={text} locale={settings.locale} />;
  return (
    <Typography component="span" variant="body2">
      {text}
    </Typography>
  );
}

function RelativeTime({ value, absolute, locale }: { value: unknown; absolute: string; locale: string }) {
  const now = useNow();
  const relative = formatRelative(value, now, locale);
  return (
    <Typography component="span" variant="body2" title={absolute} sx={{ whiteSpace: 'nowrap' }} data-moment="">
      {relative ?? absolute}
    </Typography>
  );
}
