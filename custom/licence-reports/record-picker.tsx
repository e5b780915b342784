/**
 * Picks several records of a resource by name (groups, group administrators), searching on the server as one
 * types (the list's `q`), so a large estate never loads every group into the page.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useGetList } from 'react-admin';

export interface PickedRecord {
  id: number;
  name: string;
}

export interface RecordPickerProps {
  resource: string;
  label: string;
  value: PickedRecord[];
  onChange: (value: PickedRecord[]) => void;
  /** Extra filters of the list, e.g. only users whose role manages groups. */
  filter?: Record<string, unknown>;
}

export function RecordPicker({ resource, label, value, onChange, filter }: RecordPickerProps) {
  const [text, setText] = useState('');
  const { data = [], isPending } = useGetList<PickedRecord>(resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'name', order: 'ASC' },
    filter: { ...filter, ...(text ? { q: text } : {}) },
  });
  return (
    <Autocomplete
      multiple
      size="small"
      options={data}
      value={value}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      onChange={(_, picked) => onChange(picked.map(({ id, name }) => ({ id, name })))}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: '1 1 220px' }}
    />
  );
}
