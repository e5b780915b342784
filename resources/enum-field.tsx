/** An enum value (or a list of them, as chips) in the user's language; codes without a label show as they are. */
import { Chip, Stack, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { enumLabel } from './locale-keys';

interface EnumFieldProps {
  source: string;
  /** The entity path. */
  resource: string;
  /** The field's path from the record root, for its labels (a list item's field has no index in it). */
  path: string[];
  label?: string;
  sortable?: boolean;
}

export function EnumField({ source, resource, path }: EnumFieldProps) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    return (
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
        {value.map((item) => (
          <Chip key={String(item)} size="small" label={enumLabel(translate, resource, path, item)} />
        ))}
      </Stack>
    );
  }
  return (
    <Typography component="span" variant="body2">
      {enumLabel(translate, resource, path, value)}
    </Typography>
  );
}
