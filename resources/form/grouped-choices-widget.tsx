/**
 * rjsf widget for a long list of choices (a role's permissions): the choices in folding groups, each with a
 * "select all" checkbox, a filter over labels and codes, a "selected only" switch and the number selected.
 * The generator picks it, with the groups, in ui-schema.ts. In view mode only the checkboxes are disabled:
 * the filter still helps reading.
 */
import SearchIcon from '@mui/icons-material/Search';
import { Box, FormControl, FormControlLabel, FormLabel, InputAdornment, Stack, Switch, TextField, Typography } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ChoiceOption, type ChoiceValue, filterGroups, groupOptions, selectionOf, setValues } from '../choice-groups';
import { commonKey } from '../locale-keys';
import type { GroupedChoicesOptions } from '../ui-schema';
import { ChoiceGroupSection } from './choice-group-section';

// One empty list for every render, so the memos below keep their value when a field has no options.
const noOptions: ChoiceOption[] = [];

export function GroupedChoicesWidget({ id, value, onChange, options, disabled, readonly, required, label, hideLabel, rawErrors }: WidgetProps) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const [selectedOnly, setSelectedOnly] = useState(false);
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const enumOptions = (options.enumOptions ?? noOptions) as ChoiceOption[];
  const { choiceGroups = [] } = options as Partial<GroupedChoicesOptions>;
  const groups = useMemo(() => groupOptions(enumOptions, choiceGroups), [enumOptions, choiceGroups]);
  const order = useMemo(() => enumOptions.map((option) => option.value), [enumOptions]);
  const valuesOf = useMemo(() => new Map(groups.map((group) => [group.name, group.options.map((option) => option.value)])), [groups]);
  const shown = filterGroups(groups, { query, selected, selectedOnly });
  const inactive = Boolean(disabled || readonly);
  const narrowed = query.trim() !== '' || selectedOnly;
  const { count } = selectionOf(selected, order);

  const toggle = (values: ChoiceValue[], on: boolean) => onChange(setValues(selected, values, on, order));

  return (
    <FormControl fullWidth required={required} error={Boolean(rawErrors?.length)} component="fieldset">
      {!hideLabel && (
        <FormLabel component="legend">{label}</FormLabel>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 2, my: 1 }}>
        <TextField
          id={`${id}-filter`}
          size="small"
          placeholder={translate(commonKey('filter'))}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': translate(commonKey('filter')) },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> },
          }}
          fullWidth={false}
          sx={{ flex: '1 1 280px', maxWidth: 480 }}
        />
        <FormControlLabel
          sx={{ ml: 0 }}
          control={<Switch size="small" checked={selectedOnly} onChange={(event) => setSelectedOnly(event.target.checked)} />}
          label={translate(commonKey('selected_only'))}
        />
        <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }} aria-live="polite">
          {translate(commonKey('selected_count'), { count, total: order.length })}
        </Typography>
      </Stack>
      <Box id={id} sx={{ borderTop: 1, borderColor: 'divider' }}>
        {shown.map((group) => (
          <ChoiceGroupSection
            key={group.name}
            group={group}
            values={valuesOf.get(group.name) ?? []}
            selected={selected}
            disabled={inactive}
            reveal={narrowed}
            onToggle={toggle}
          />
        ))}
        {shown.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate(commonKey('nothing_found'))}
          </Typography>
        )}
      </Box>
    </FormControl>
  );
}
