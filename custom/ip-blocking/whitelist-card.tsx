/**
 * The whitelist (001 §7 "whitelist"): IP_WHITELIST's entries first, read-only, then the console's; those who may
 * add, change (the IP range dialog) and remove the console's entries.
 */
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockIcon from '@mui/icons-material/Lock';
import { Button, Card, CardContent, IconButton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { type IpRangeBody, type WhitelistEntry, useIpBlockingApi } from './ip-blocking-api';
import { IP_BLOCKING_QUERY } from './ip-blocking-query';
import { IpRangeDialog } from './ip-range-dialog';

/** The dialog's state: closed, adding, or changing one entry. */
type Editing = undefined | { entry?: WhitelistEntry };

export function WhitelistCard({ canChange }: { canChange: boolean }) {
  const api = useIpBlockingApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: [...IP_BLOCKING_QUERY, 'whitelist'], queryFn: api.readWhitelist });
  const [editing, setEditing] = useState<Editing>();
  const [deleting, setDeleting] = useState<WhitelistEntry>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: IP_BLOCKING_QUERY });

  const save = async (range: IpRangeBody) => {
    const before = editing?.entry;
    const saved = before ? await api.changeWhitelistEntry(before.entry, range) : await api.addToWhitelist(range);
    notify(before ? 'ip_blocking.whitelist.changed' : 'ip_blocking.whitelist.added', { type: 'info', messageArgs: { entry: saved.entry } });
    await refresh();
  };
  const remove = async () => {
    const entry = deleting;
    setDeleting(undefined);
    if (!entry) return;
    try {
      await api.removeFromWhitelist(entry.entry);
      notify('ip_blocking.whitelist.deleted', { type: 'info', messageArgs: { entry: entry.entry } });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    await refresh();
  };

  return (
    <Card component="section" aria-labelledby="ip-blocking-whitelist">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id="ip-blocking-whitelist" variant="h6" component="h2">
            {translate('ip_blocking.whitelist.title')}
          </Typography>
          {canChange && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
              {translate('ip_blocking.whitelist.add')}
            </Button>
          )}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('ip_blocking.whitelist.hint')}
        </Typography>
        {data && !data.length ? (
          <Typography color="text.secondary">{translate('ip_blocking.whitelist.empty')}</Typography>
        ) : (
          <WhitelistTable entries={data ?? []} actions={canChange ? { onEdit: (entry) => setEditing({ entry }), onDelete: setDeleting } : undefined} />
        )}
      </CardContent>
      {editing && <IpRangeDialog entry={editing.entry} onSave={save} onClose={() => setEditing(undefined)} />}
      <Confirm
        isOpen={deleting !== undefined}
        title="ip_blocking.whitelist.confirm_delete_title"
        content="ip_blocking.whitelist.confirm_delete_content"
        translateOptions={{ entry: deleting?.entry ?? '' }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setDeleting(undefined)}
      />
    </Card>
  );
}

interface Actions {
  onEdit(entry: WhitelistEntry): void;
  onDelete(entry: WhitelistEntry): void;
}

function WhitelistTable({ entries, actions }: { entries: WhitelistEntry[]; actions?: Actions }) {
  const translate = useTranslate();
  const dates = useDateTimeSettings();
  return (
    <Table size="small" aria-label={translate('ip_blocking.whitelist.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('ip_blocking.whitelist.entry')}</TableCell>
          <TableCell>{translate('ip_blocking.whitelist.range')}</TableCell>
          <TableCell>{translate('ip_blocking.whitelist.source')}</TableCell>
          <TableCell>{translate('ip_blocking.whitelist.added_at')}</TableCell>
          {actions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={`${entry.source} ${entry.entry}`}>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.entry}</TableCell>
            <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>{entry.start_ip === entry.end_ip ? entry.start_ip : `${entry.start_ip} – ${entry.end_ip}`}</TableCell>
            <TableCell>{translate(`ip_blocking.whitelist.sources.${entry.source}`)}</TableCell>
            <TableCell>{entry.created_at ? formatDateTime(entry.created_at, dates) : ''}</TableCell>
            {actions && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {entry.source === 'environment' ? <ReadOnlyMark /> : <EntryActions entry={entry} actions={actions} />}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function ReadOnlyMark() {
  const translate = useTranslate();
  return (
    <Tooltip title={translate('ip_blocking.whitelist.read_only')}>
      <LockIcon fontSize="small" color="disabled" aria-label={translate('ip_blocking.whitelist.read_only')} />
    </Tooltip>
  );
}

function EntryActions({ entry, actions }: { entry: WhitelistEntry; actions: Actions }) {
  const translate = useTranslate();
  const edit = translate('ip_blocking.whitelist.edit', { entry: entry.entry });
  const remove = translate('ip_blocking.whitelist.delete', { entry: entry.entry });
  return (
    <>
      <Tooltip title={edit}>
        <IconButton size="small" aria-label={edit} onClick={() => actions.onEdit(entry)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={remove}>
        <IconButton size="small" aria-label={remove} onClick={() => actions.onDelete(entry)}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  );
}
