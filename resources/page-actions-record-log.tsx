/**
 * "Log" on a record's page, for those who may read its log where the record is (`view_log`, allowed-actions):
 * GET /{path}/{id}/logs in a dialog, newest first, as the system audit page shows events (audit-timeline.tsx):
 * when (the user's format), who, what, and each changed field before and after.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useHttp } from '../src/providers/http-context';
import { AuditTimeline, type AuditTimelineEvent } from './audit-timeline';
import type { PageActionProps } from './page-action-registry';
import { resourceName } from './routes';

const LOG_SIZE = 100;

export default function RecordLogButton({ entity }: PageActionProps) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const http = useHttp();
  const { canAccess } = useCanAccess({ resource: resourceName(entity), action: 'view_log', record });
  const [events, setEvents] = useState<AuditTimelineEvent[]>();
  if (!record || !canAccess) return null;

  const open = async () => {
    try {
      const answer = await http<{ data: AuditTimelineEvent[] }>('GET', `/${entity.path}/${record.id}/logs?size=${LOG_SIZE}`);
      setEvents(answer.data.map((event) => ({ ...event, record_id: Number(record.id) })));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <>
      <Button label="resources.common.log.action" onClick={open} />
      <Dialog open={events !== undefined} onClose={() => setEvents(undefined)} maxWidth="md" fullWidth aria-labelledby="record-log-title">
        <DialogTitle id="record-log-title">{translate('resources.common.log.title')}</DialogTitle>
        <DialogContent>
          {events?.length === 0 && <Typography>{translate('resources.common.log.empty')}</Typography>}
          {!!events?.length && <AuditTimeline events={events} entity={entity.path} />}
        </DialogContent>
        <DialogActions>
          <Button label="ra.action.close" onClick={() => setEvents(undefined)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
