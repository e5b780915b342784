/**
 * "Find devices" on the devices list (001 §7 POST /devices/search, PUT /devices/items/found): a range of
 * addresses is probed by the server, what answered is listed (those already in the console greyed), and
 * the chosen ones are added to a group. Shown only to those who may create devices.
 */
import { Autocomplete, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useCanAccess, useNotify, useRefresh, useTranslate } from 'react-admin';
import { enumLabel } from '../../resources/locale-keys';
import { useHttp } from '../providers/http-context';

interface Found {
  serial: string;
  type: string;
  model: string;
  ip_address: string;
  port: number;
  device_id: number | null;
}
interface Group {
  id: number;
  name: string;
}

function useGroups(open: boolean) {
  const http = useHttp();
  const [groups, setGroups] = useState<Group[]>([]);
  useEffect(() => {
    if (open) void http<{ data: Group[] }>('GET', '/groups/items', { query: { size: 1000, sort: 'name' } }).then((page) => setGroups(page.data), () => setGroups([]));
  }, [http, open]);
  return groups;
}

export default function DeviceSearchButton() {
  const http = useHttp();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'devices', action: 'create' });
  const [open, setOpen] = useState(false);
  const [range, setRange] = useState({ start_ip: '', end_ip: '' });
  const [found, setFound] = useState<Found[]>();
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [group, setGroup] = useState<Group | null>(null);
  const [busy, setBusy] = useState(false);
  const groups = useGroups(open);
  const t = (key: string, options?: object) => translate(`devices.search.${key}`, options);
  if (!canAccess) return null;

  const search = async () => {
    setBusy(true);
    try {
      const answer = await http<{ data: { items: Found[] } }>('POST', '/devices/search', { body: range });
      setFound(answer.data.items);
      setChosen(new Set(answer.data.items.filter((item) => item.device_id === null).map((item) => item.serial)));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    const items = (found ?? []).filter((item) => chosen.has(item.serial)).map(({ serial, type, model, ip_address, port }) => ({ serial, type, ...(model ? { model } : {}), ip_address, port }));
    setBusy(true);
    try {
      const answer = await http<{ data: { created: unknown[] } }>('PUT', '/devices/items/found', { body: { domain_id: group!.id, items } });
      notify('devices.search.added', { type: 'success', messageArgs: { smart_count: answer.data.created.length } });
      setOpen(false);
      setFound(undefined);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const toggle = (serial: string) => setChosen((now) => new Set(now.has(serial) ? [...now].filter((s) => s !== serial) : [...now, serial]));

  return (
    <>
      <Button label="devices.search.action" onClick={() => setOpen(true)} />
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="md" fullWidth aria-labelledby="device-search-title">
        <DialogTitle id="device-search-title">{t('title')}</DialogTitle>
        <DialogContent>
          <Stack direction="row" spacing={2} sx={{ mt: 1, mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
            <TextField size="small" label={t('start_ip')} value={range.start_ip} onChange={(e) => setRange({ ...range, start_ip: e.target.value.trim() })} />
            <TextField size="small" label={t('end_ip')} value={range.end_ip} onChange={(e) => setRange({ ...range, end_ip: e.target.value.trim() })} />
            <Button label={busy && !found ? 'devices.search.searching' : 'devices.search.search'} variant="contained" disabled={busy || !range.start_ip || !range.end_ip} onClick={search} />
          </Stack>
          {found?.length === 0 && <Typography>{t('none')}</Typography>}
          {!!found?.length && (
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox" />
                  <TableCell>{t('serial')}</TableCell>
                  <TableCell>{t('type')}</TableCell>
                  <TableCell>{t('address')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {found.map((item) => (
                  <TableRow key={item.serial}>
                    <TableCell padding="checkbox">
                      <Checkbox checked={chosen.has(item.serial)} disabled={item.device_id !== null} onChange={() => toggle(item.serial)} slotProps={{ input: { 'aria-label': item.serial } }} />
                    </TableCell>
                    <TableCell>
                      {item.serial}
                      {item.device_id !== null && (
                        <Typography component="span" variant="body2" color="text.secondary">{` (${t('known')})`}</Typography>
                      )}
                    </TableCell>
                    <TableCell>{enumLabel(translate, 'devices', ['type'], item.type)}</TableCell>
                    <TableCell>{`${item.ip_address}:${item.port}`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {!!found?.length && (
            <Autocomplete
              size="small"
              sx={{ mt: 2, maxWidth: 360 }}
              options={groups}
              value={group}
              getOptionLabel={(g) => g.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, g) => setGroup(g)}
              renderInput={(params) => <TextField {...params} label={t('group')} />}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button label="devices.search.close" onClick={() => setOpen(false)} />
          {!!found?.length && <Button label="devices.search.add" variant="contained" disabled={busy || !group || !chosen.size} onClick={add} />}
        </DialogActions>
      </Dialog>
    </>
  );
}
