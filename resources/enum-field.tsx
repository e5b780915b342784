/**
 * An enum value (or a list of them, as chips) in the user's language; codes without a label show as they are.
 * A long list whose values a catalogue labels (role permissions) shows grouped, in the catalogue's words.
 */
import { Chip, Stack, Typography } from '@mui/material';
import { useFieldValue, useTranslate } from 'react-admin';
import { CatalogueChips } from './catalogue-chips';
import { catalogueFor } from './choice-catalogues';
import { enumLabel } from './locale-keys';

interface EnumFieldProps {
  source: string;
  /** The entity path. */
  resource: string;
  /** The field's path from the record root, for its labels (a list item's field has no index in it). */
  path: string[];
  /** The field's allowed values, to find their catalogue. */
  values?: (string | number)[];
  label?: string;
  sortable?: boolean;
}

export function EnumField({ source, resource, path, values }: EnumFieldProps) {
  const value = useFieldValue({ source });
  const translate = useTranslate();
  if (value === undefined || value === null || value === '') return null;
  if (Array.isArray(value)) {
    const catalogue = values && catalogueFor(translate, values);
    if (catalogue) return <CatalogueChips catalogue={catalogue} values={value} />;
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
