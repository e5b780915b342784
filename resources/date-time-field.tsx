/**
 * A moment of a record in the user's format and zone (date-time.ts). `relative` (log lists) says "5 min ago"
 * and keeps the full date and time in the tooltip; older than a week it writes the date itself.
 */
import { Typography } from '@mui/material';
import { useFieldValue } from 'react-admin';
import { formatDateTime, formatRelative } from './date-time';
import { useDateTimeSettings, useNow } from './use-date-time-settings';

interface DateTimeFieldProps {
  source: string;
  relative?: boolean;
  label?: string;
  sortable?: boolean;
}

export function DateTimeField({ source, relative = false }: DateTimeFieldProps) {
  const value = useFieldValue({ source });
  const settings = useDateTimeSettings();
  const text = formatDateTime(value, settings);
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
    <Typography component="span" variant="body2" title={absolute} sx={{ whiteSpace: 'nowrap' }}>
      {relative ?? absolute}
    </Typography>
  );
}
