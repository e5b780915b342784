/**
 * "Log" on a record's page, for those who may read its log where the record is (`view_log`, allowed-actions):
 * GET /{path}/{id}/logs in a dialog, newest first: when (the user's format), who, what (created, changed, a
 * command by its label) and which fields changed, by their labels.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useHttp } from '../src/providers/http-context';
import { formatDateTime } from './date-time';
import { describeField } from './field-kinds';
import { fieldLabelKey } from './locale-keys';
import type { PageActionProps } from './page-action-registry';
import { resourceName } from './routes';
import { useDateTimeSettings } from './use-date-time-settings';

interface LogEvent {
  id: number;
  at: string;
  user_name: string | null;
  action: string;
  changes: Record<string, unknown>;
}

const LOG_SIZE = 100;

export default function RecordLogButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const settings = useDateTimeSettings();
  const { canAccess } = useCanAccess({ resource: resourceName(entity), action: 'view_log', record });
  const [events, setEvents] = useState<LogEvent[]>();
  if (!record || !canAccess) return null;

  const open = async () => {
    try {
      setEvents((await http<{ data: LogEvent[] }>('GET', `/${entity.path}/${record.id}/logs?size=${LOG_SIZE}`)).data);
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const actionText = (action: string) => {
    const command = action.startsWith('command:') ? action.slice('command:'.length) : undefined;
    return command ? translate(`resources.${entity.path}.commands.${command}.label`, { _: command }) : translate(`resources.common.log.actions.${action}`, { _: action });
  };
  // An object's or a list's label is its node's `_` (locales/entity-strings.ts).
  const label = (field: string) => {
    const kind = field in entity.fields ? describeField(entity, field).kind : 'text';
    return translate(fieldLabelKey(entity.path, [field], kind === 'object' || kind === 'objects'), { _: field });
  };
  const fieldsText = (changes: Record<string, unknown>) => Object.keys(changes).map(label).join(', ');
  return (
    <>
      <Button label="resources.common.log.action" onClick={open} />
      <Dialog open={events !== undefined} onClose={() => setEvents(undefined)} maxWidth="md" fullWidth aria-labelledby="record-log-title">
        <DialogTitle id="record-log-title">{translate('resources.common.log.title')}</DialogTitle>
        <DialogContent>
          {events?.length === 0 && <Typography>{translate('resources.common.log.empty')}</Typography>}
          {!!events?.length && (
            <Table size="small">
              <TableHead>
                <TableRow>
                  {['at', 'who', 'what', 'fields'].map((column) => (
                    <TableCell key={column}>{translate(`resources.common.log.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {events.map((event) => (
                  <TableRow key={event.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at, settings)}</TableCell>
                    <TableCell>{event.user_name ?? translate('resources.common.log.system')}</TableCell>
                    <TableCell>{actionText(event.action)}</TableCell>
                    <TableCell>{fieldsText(event.changes)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setEvents(undefined)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
