/**
 * The audit page's filters: who (a user, searched by name as one types), what (an entity or a project subject),
 * which record (its number), which action (the entity's commands among them) and the period (days, in the
 * profile's date format).
 */
import { Autocomplete, Button, FormControl, InputLabel, MenuItem, Select, Stack, TextField } from '@mui/material';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useGetList, useGetOne, usePermissions, useTranslate } from 'react-admin';
import { consoleEntities, entityByPath } from '../../schemas';
import { auditActionLabel } from '../../resources/audit-timeline';
import { DayInput } from '../../resources/day-input';
import { holdsGrant } from '../../src/providers/entity-grants';
import { AUDIT_ACTIONS, type AuditFilterValues, PROJECT_SUBJECTS } from './audit-filters';

interface Props {
  filters: AuditFilterValues;
  onChange: (filters: AuditFilterValues) => void;
}

function Choice({ label, value, options, onChange }: { label: string; value?: string; options: { value: string; label: string }[]; onChange: (value?: string) => void }) {
  const id = useId();
  return (
    <FormControl size="small" fullWidth={false} sx={{ width: 220 }}>
      <InputLabel id={id}>{label}</InputLabel>
      <Select labelId={id} label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
        <MenuItem value="">—</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>{option.label}</MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

type User = { id: number; name: string };

/** One user, searched on the server by name (the users list's `q`). */
function ActorPicker({ value, onChange }: { value?: string; onChange: (id?: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const { data = [] } = useGetList<User>('users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: text ? { q: text } : {} });
  const { data: chosen } = useGetOne<User>('users', { id: Number(value) }, { enabled: Boolean(value) });
  return (
    <Autocomplete
      size="small"
      fullWidth={false}
      sx={{ width: 240 }}
      options={data}
      value={value && chosen ? chosen : null}
      filterOptions={(options) => options}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, picked) => option.id === picked.id}
      onInputChange={(_, typed, reason) => reason === 'input' && setText(typed)}
      onChange={(_, picked) => onChange(picked ? String(picked.id) : undefined)}
      renderInput={(params) => <TextField {...params} fullWidth label={translate('audit_events.filters.actor')} />}
    />
  );
}

const TYPING_PAUSE_MS = 400;

/** A record's number, asked for once the typing pauses (not a call per digit). */
function RecordNumber({ value, onChange }: { value?: string; onChange: (value?: string) => void }) {
  const translate = useTranslate();
  const [text, setText] = useState(value ?? '');
  // The latest callback, so a re-render of the page (its events loading) does not restart the pause.
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if (text === (value ?? '')) return undefined;
    const timer = setTimeout(() => changed.current(text || undefined), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      size="small"
      label={translate('audit_events.filters.record')}
      value={text}
      onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      sx={{ width: 170 }}
    />
  );
}

export function AuditFiltersBar({ filters, onChange }: Props) {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const set = (change: AuditFilterValues) => onChange({ ...filters, ...change });
  const subjects = useMemo(() => {
    const described = consoleEntities.filter((entity) => !entity.readModel).map((entity) => ({ value: entity.path, label: translate(`resources.${entity.path}.name`, { smart_count: 2, _: entity.path }) }));
    const project = PROJECT_SUBJECTS.map((subject) => ({ value: subject, label: translate(`resources.common.log.subjects.${subject.replaceAll('/', '_')}`, { _: subject }) }));
    return [...described.sort((a, b) => a.label.localeCompare(b.label)), ...project];
  }, [translate]);
  const entity = filters.entity ? entityByPath(filters.entity) : undefined;
  const commands = Object.keys(entity?.commands ?? {}).map((name) => `command:${name}`);
  const actions = [...AUDIT_ACTIONS, ...commands].map((action) => ({ value: action, label: auditActionLabel(translate, filters.entity ?? '', action) }));
  const users = consoleEntities.find((candidate) => candidate.path === 'users');
  const day = (name: 'from' | 'to') => <DayInput label={translate(`audit_events.filters.${name}`)} value={filters[name]} onChange={(value) => set({ [name]: value })} />;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      {users && holdsGrant(users, 'view', permissions) && <ActorPicker value={filters.user_id} onChange={(user_id) => set({ user_id })} />}
      <Choice label={translate('audit_events.filters.entity')} value={filters.entity} options={subjects} onChange={(value) => set({ entity: value, record_id: undefined, action: undefined })} />
      <RecordNumber value={filters.record_id} onChange={(record_id) => set({ record_id })} />
      <Choice label={translate('audit_events.filters.action')} value={filters.action} options={actions} onChange={(action) => set({ action })} />
      {day('from')}
      {day('to')}
      <Button onClick={() => onChange({})}>{translate('audit_events.filters.reset')}</Button>
    </Stack>
  );
}
