/**
 * rjsf widget for a list of ids whose choices come from a call (field fact `choicesFrom`): a multiple
 * select of `GET /api/v0/{path}` → `data[list]` (`[{id, name}]`), for choices the user may pick but not list
 * (a resident's shareable access rules). Chosen ids the call no longer offers still show, by their id.
 */
import { Checkbox, FormControl, InputLabel, ListItemText, MenuItem, Select } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useHttp } from '../../src/providers/http-context';

export interface CallChoicesOptions {
  choicesFrom: { path: string; list: string };
}

type Choice = { id: number; name: string };

export function CallChoicesWidget({ value, onChange, label, required, disabled, readonly, rawErrors, options }: WidgetProps) {
  const http = useHttp();
  const { path, list } = (options as unknown as CallChoicesOptions).choicesFrom;
  const labelId = useId();
  const { data: choices = [] } = useQuery({
    queryKey: ['call-choices', `/${path}`],
    queryFn: async () => (await http<{ data: Record<string, unknown> }>('GET', `/${path}`)).data,
    select: (data) => (data[list] ?? []) as Choice[],
  });
  const chosen = (Array.isArray(value) ? value : []) as number[];
  const nameOf = (id: number) => choices.find((choice) => choice.id === id)?.name ?? `#${id}`;
  return (
    <FormControl fullWidth required={required} error={Boolean(rawErrors?.length)} disabled={disabled || readonly}>
      <InputLabel id={labelId}>{label}</InputLabel>
      <Select
        labelId={labelId}
        label={label}
        multiple
        value={chosen}
        onChange={(event) => onChange(event.target.value as number[])}
        renderValue={(ids) => (ids as number[]).map(nameOf).join(', ')}
      >
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            <Checkbox checked={chosen.includes(choice.id)} />
            <ListItemText primary={choice.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
