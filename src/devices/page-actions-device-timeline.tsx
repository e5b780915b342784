/**
 * "Timeline" on a device's page: its configuration changes (GET /audit-events/items for the device, audit.view)
 * and the events it reported (GET /devices/events/items, devices.events.view) in one timeline, newest first, in
 * the view the system audit shows (resources/audit-timeline.tsx); each source only for those who may read it.
 */
import { Dialog, DialogActions, DialogContent, DialogTitle, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useNotify, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { AuditTimeline, type AuditTimelineEvent } from '../../resources/audit-timeline';
import { enumLabel } from '../../resources/locale-keys';
import { useHttp } from '../providers/http-context';
import { type AuditRow, type DeviceEventRow, deviceFilter, mergeTimeline, type TimelineItem } from './device-timeline';

const SIZE = 50;

export default function DeviceTimelineButton() {
  const record = useRecordContext();
  const http = useHttp();
  const notify = useNotify();
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const [items, setItems] = useState<TimelineItem[]>();
  const audits = permissions.includes('audit.view');
  const reports = permissions.includes('devices.events.view');
  if (!record || !(audits || reports)) return null;

  const open = async () => {
    try {
      const [changes, events] = await Promise.all([
        audits ? http<{ data: AuditRow[] }>('GET', '/audit-events/items', { query: { entity: 'devices', record_id: record.id, size: SIZE } }) : { data: [] },
        reports ? http<{ data: DeviceEventRow[] }>('GET', '/devices/events/items', { query: { filters: deviceFilter(Number(record.id)), sort: '-at', size: SIZE } }) : { data: [] },
      ]);
      setItems(mergeTimeline(changes.data, events.data, SIZE));
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  const shown = (item: TimelineItem): AuditTimelineEvent =>
    item.kind === 'change'
      ? { ...item.row, id: `change-${item.row.id}`, entity: undefined, record_id: Number(record.id) }
      : {
          id: `event-${item.row.id}`, at: item.at, user_name: record.name, action: 'device_event', changes: {},
          what: translate('audit_events.timeline.device_event'),
          extra: [enumLabel(translate, 'devices/events', ['type'], item.row.type), item.row.message].filter(Boolean).join(': '),
        };
  return (
    <>
      <Button label="audit_events.timeline.action" onClick={open} />
      <Dialog open={items !== undefined} onClose={() => setItems(undefined)} maxWidth="md" fullWidth aria-labelledby="device-timeline-title">
        <DialogTitle id="device-timeline-title">{translate('audit_events.timeline.title', { name: record.name })}</DialogTitle>
        <DialogContent>
          {items?.length === 0 && <Typography>{translate('audit_events.timeline.empty')}</Typography>}
          {!!items?.length && <AuditTimeline events={items.map(shown)} entity="devices" />}
        </DialogContent>
        <DialogActions>
          {audits && (
            <Link component={RouterLink} to={`/audit-events?entity=devices&record_id=${record.id}`} sx={{ mr: 'auto', ml: 2 }}>
              {translate('audit_events.timeline.all')}
            </Link>
          )}
          <Button label="ra.action.close" onClick={() => setItems(undefined)} />
        </DialogActions>
      </Dialog>
    </>
  );
}
