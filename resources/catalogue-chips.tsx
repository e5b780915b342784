/**
 * A long list of choices on show pages (a role's permissions): the chosen values as chips with their
 * catalogue labels (the code on hover), under the titles of their groups.
 */
import { Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ChoiceCatalogue } from './choice-catalogues';
import { type ChoiceValue, catalogueGroups, catalogueLabel } from './choice-groups';

interface CatalogueChipsProps {
  catalogue: ChoiceCatalogue;
  values: readonly ChoiceValue[];
}

export function CatalogueChips({ catalogue, values }: CatalogueChipsProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1}>
      {catalogueGroups(translate, catalogue, values).map((group) => (
        <Stack key={group.name} spacing={0.5} data-group={group.name}>
          <Typography variant="caption" color="text.secondary">
            {group.title}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
            {group.values.map((value) => (
              <Chip key={String(value)} size="small" title={String(value)} label={catalogueLabel(translate, catalogue.prefix, value)} />
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
