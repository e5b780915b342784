/**
 * The concierge's part of the phone panel: call interception (a toggle; the groups are locked while it is
 * active; 'at least one group must be selected' to start) for holders of `calls.concierge.intercept`, and the
 * door panels to open for holders of `calls.concierge.receive`. Failures go to the shared error display.
 */
import { useMemo, useState } from 'react';
import { useNotify, usePermissions, useTranslate } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Autocomplete, Box, Button, List, ListItem, ListItemText, Stack, Switch, FormControlLabel, TextField, Typography } from '@mui/material';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import { type InterceptionSettings, conciergeDoors, interceptionProblem, managedCalls, openConciergeDoor, readInterception, saveInterception, stopManagedCall } from './concierge';
import { dialerStatusOf } from './calls';
import { useHttp } from '../../src/providers/http-context';

/** The waiting calls are read again this often while the phone's panel is open. */
const MANAGED_CALLS_REFRESH_MS = 3000;

const INTERCEPTION_KEY = ['dialer', 'interception'];

function Interception() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const http = useHttp();
  const { data: settings } = useQuery({ queryKey: INTERCEPTION_KEY, queryFn: () => readInterception(http) });
  const [picked, setPicked] = useState<number[]>();
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: ({ start, groups }: { start: boolean; groups: number[] }) => saveInterception(http, start, groups),
    onSuccess: (saved: InterceptionSettings) => {
      queryClient.setQueryData(INTERCEPTION_KEY, saved);
      setPicked(undefined);
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  // The chosen groups keep their identity across the panel's re-renders (a call's status, a registration): a
  // new array each time would make the picker empty what is being typed (as the generated pickers once did).
  const chosen = useMemo(() => settings?.userGroups.filter((group) => (picked ?? settings.groups).includes(group.id)) ?? [], [settings, picked]);
  if (!settings) return null;
  const groups = picked ?? settings.groups;
  const toggle = () => {
    const start = !settings.isActive;
    const why = interceptionProblem(start, groups);
    setProblem(why && translate(`dialer.interception.${why}`));
    if (!why) save.mutate({ start, groups });
  };
  return (
    <Box data-testid="dialer-interception">
      <FormControlLabel
        control={<Switch checked={settings.isActive} disabled={save.isPending} onChange={toggle} />}
        label={translate(settings.isActive ? 'dialer.interception.active' : 'dialer.interception.inactive')}
      />
      <Autocomplete
        multiple
        size="small"
        options={settings.userGroups}
        value={chosen}
        disabled={settings.isActive}
        getOptionLabel={(group) => group.name}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        onChange={(_event, value) => { setPicked(value.map((group) => group.id)); setProblem(undefined); }}
        renderInput={(params) => <TextField {...params} label={translate('dialer.interception.groups')} />}
      />
      {problem && <Alert severity="warning" sx={{ mt: 1 }}>{problem}</Alert>}
    </Box>
  );
}

/** The visitors' calls in progress in the concierge's groups (the management list), each with Stop. */
function WaitingCalls() {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const { data: calls, refetch } = useQuery({ queryKey: ['dialer', 'managed-calls'], queryFn: () => managedCalls(http), refetchInterval: MANAGED_CALLS_REFRESH_MS });
  const stop = useMutation({
    mutationFn: (id: number) => stopManagedCall(http, id),
    onSuccess: () => void refetch(),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!calls?.length) return null;
  return (
    <Box data-testid="dialer-waiting-calls">
      <Typography variant="overline">{translate('dialer.waiting_calls')}</Typography>
      <List dense disablePadding>
        {calls.map((call) => {
          const status = dialerStatusOf(call.status);
          return (
            <ListItem key={call.id} disableGutters secondaryAction={
              <Button size="small" color="error" disabled={stop.isPending} onClick={() => stop.mutate(call.id)} aria-label={translate('dialer.stop_call', { number: call.from_number })}>
                {translate('dialer.stop')}
              </Button>
            }>
              <ListItemText primary={`${call.from_number} → ${call.to_number}`} secondary={status && translate(`dialer.status.${status}`)} />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

function Doors() {
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const { data: doors } = useQuery({ queryKey: ['dialer', 'concierge-doors'], queryFn: () => conciergeDoors(http) });
  const open = useMutation({
    mutationFn: (token: string) => openConciergeDoor(http, token),
    onSuccess: () => notify('dialer.door_opened', { type: 'success' }),
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });
  if (!doors?.length) return null;
  return (
    <Box data-testid="dialer-doors">
      <Typography variant="overline">{translate('dialer.doors')}</Typography>
      <List dense disablePadding>
        {doors.map((door) => (
          <ListItem key={door.token} disableGutters secondaryAction={
            <Button size="small" startIcon={<MeetingRoomIcon />} disabled={open.isPending} onClick={() => open.mutate(door.token)} aria-label={translate('dialer.open_named_door', { name: door.name })}>
              {translate('dialer.open')}
            </Button>
          }>
            <ListItemText primary={door.name} secondary={door.sip_number.number} />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

export function ConciergePanel() {
  const { permissions } = usePermissions<string[]>();
  const intercepts = Array.isArray(permissions) && permissions.includes('calls.concierge.intercept');
  const receives = Array.isArray(permissions) && permissions.includes('calls.concierge.receive');
  if (!intercepts && !receives) return null;
  return (
    <Stack spacing={1} sx={{ mt: 2 }}>
      {intercepts && <Interception />}
      {receives && <WaitingCalls />}
      {receives && <Doors />}
    </Stack>
  );
}
