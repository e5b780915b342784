/** What the matrix shows: users or identifiers, which group (and below), and at which moment. */
import { Autocomplete, Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Group, SubjectKind } from './matrix-api';

export interface MatrixChoice {
  kind: SubjectKind;
  groupId: number | null;
  /** A local date-time (the picker's value), or null for now. */
  moment: string | null;
}

interface Props {
  choice: MatrixChoice;
  groups: Group[];
  onChange: (choice: MatrixChoice) => void;
  onRefresh: () => void;
}

/** The local date-time of now, to the minute, as a datetime-local input holds it. */
export const localNow = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

export function MatrixToolbar({ choice, groups, onChange, onRefresh }: Props) {
  const translate = useTranslate();
  const group = groups.find((g) => g.id === choice.groupId) ?? null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ p: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <ToggleButtonGroup exclusive size="small" value={choice.kind} onChange={(_, kind: SubjectKind | null) => kind && onChange({ ...choice, kind })}>
        <ToggleButton value="users">{translate('access_matrix.subjects.users')}</ToggleButton>
        <ToggleButton value="identifiers">{translate('access_matrix.subjects.identifiers')}</ToggleButton>
      </ToggleButtonGroup>
      <Autocomplete
        size="small"
        sx={{ width: 280 }}
        options={groups}
        value={group}
        getOptionLabel={(g) => g.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, g) => onChange({ ...choice, groupId: g?.id ?? null })}
        renderInput={(params) => <TextField {...params} label={translate('access_matrix.group')} placeholder={translate('access_matrix.all_groups')} />}
      />
      <ToggleButtonGroup exclusive size="small" value={choice.moment === null ? 'now' : 'at'} onChange={(_, mode: 'now' | 'at' | null) => mode && onChange({ ...choice, moment: mode === 'now' ? null : localNow() })}>
        <ToggleButton value="now">{translate('access_matrix.now')}</ToggleButton>
        <ToggleButton value="at">{translate('access_matrix.at')}</ToggleButton>
      </ToggleButtonGroup>
      {choice.moment !== null && (
        <TextField
          size="small"
          type="datetime-local"
          sx={{ width: 240 }}
          label={translate('access_matrix.moment')}
          value={choice.moment}
          onChange={(event) => event.target.value && onChange({ ...choice, moment: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      )}
      <Button onClick={onRefresh}>{translate('access_matrix.refresh')}</Button>
    </Stack>
  );
}
