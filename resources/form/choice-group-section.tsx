/**
 * A group of a grouped list of choices: a header with a "select all in the group" checkbox, the group's
 * title and how many of its choices are selected, folding open onto the choices. Opens by itself while the
 * list is filtered.
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, ButtonBase, Checkbox, Collapse, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type ChoiceValue, type OptionGroup, selectionOf } from '../choice-groups';
import { commonKey } from '../locale-keys';
import { ChoiceOption } from './choice-option';

interface ChoiceGroupSectionProps {
  /** The group as the filter leaves it: "select all" selects these. */
  group: OptionGroup;
  /** All the group's values, the filter notwithstanding: the count is of them. */
  values: readonly ChoiceValue[];
  selected: readonly unknown[];
  disabled: boolean;
  /** Open, e.g. while a filter narrows the list. */
  reveal: boolean;
  onToggle: (values: ChoiceValue[], on: boolean) => void;
}

export function ChoiceGroupSection({ group, values, selected, disabled, reveal, onToggle }: ChoiceGroupSectionProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(reveal);
  useEffect(() => setOpen(reveal), [reveal]);
  const contentId = useId();
  const shown = group.options.map((option) => option.value);
  const { state } = selectionOf(selected, shown);
  const { count } = selectionOf(selected, values);
  const chosen = new Set(selected);

  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }} data-group={group.name}>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <Checkbox
          checked={state === 'all'}
          indeterminate={state === 'some'}
          disabled={disabled}
          onChange={(event) => onToggle(shown, event.target.checked)}
          slotProps={{ input: { 'aria-label': translate(commonKey('select_all_in'), { group: group.title }) } }}
        />
        <ButtonBase
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={contentId}
          sx={{ flex: 1, justifyContent: 'space-between', py: 1, pr: 1, textAlign: 'left', borderRadius: 1 }}
        >
          <Typography variant="subtitle2">{group.title}</Typography>
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" color={count ? 'primary' : 'text.secondary'}>
              {count} / {values.length}
            </Typography>
            <ExpandMoreIcon sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : undefined }} />
          </Stack>
        </ButtonBase>
      </Stack>
      <Collapse in={open} unmountOnExit>
        <Box
          id={contentId}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: '1fr 1fr 1fr' }, columnGap: 2, pl: 4.5, pb: 1 }}
        >
          {group.options.map((option) => (
            <ChoiceOption
              key={String(option.value)}
              option={option}
              checked={chosen.has(option.value)}
              disabled={disabled}
              onChange={(on) => onToggle([option.value], on)}
            />
          ))}
        </Box>
      </Collapse>
    </Box>
  );
}
