/**
 * Audit events as one timeline, newest first: when (the user's format), who, what (created, changed, a command by
 * its label), which record (linked to its page) where the events are of several, and the readable diff of what
 * changed (audit-changes.tsx). The record's Log dialog, a device's timeline and /audit-events show the same view.
 */
import { Box, Button, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { entityByPath } from '../schemas';
import { AuditChanges, type AuditChangeSet } from './audit-changes';
import { formatDateTime } from './date-time';
import type { Translate } from './locale-keys';
import { editPath, resourceName } from './routes';
import { useDateTimeSettings } from './use-date-time-settings';

export interface AuditTimelineEvent {
  id: number | string;
  at: string;
  user_name: string | null;
  /** The audited entity's path; absent in a record's own log, where the timeline's `entity` says it. */
  entity?: string;
  record_id?: number | null;
  action: string;
  changes: AuditChangeSet;
  /** Beside the audit events, a device's own event (a device's timeline): what it was, and its words instead of a diff. */
  what?: string;
  extra?: ReactNode;
}

/** Created, changed, deleted, signed in…; a command by its button's label. */
export function auditActionLabel(translate: Translate, entityPath: string, action: string) {
  const command = action.startsWith('command:') ? action.slice('command:'.length) : undefined;
  if (command) return translate(`resources.${entityPath}.commands.${command}.label`, { _: command });
  return translate(`resources.common.log.actions.${action}`, { _: action });
}

/** The record an event is about: its entity's name and a link to its page, or the project subject's name. */
function Subject({ entity: path, recordId, gone }: { entity: string; recordId?: number | null; gone: boolean }) {
  const translate = useTranslate();
  const entity = entityByPath(path);
  if (!entity) return <>{translate(`resources.common.log.subjects.${path.replaceAll('/', '_')}`, { _: path })}</>;
  const name = translate(`resources.${entity.path}.name`, { smart_count: 1, _: entity.path });
  if (recordId === null || recordId === undefined) return <>{name}</>;
  if (gone) return <>{`${name} #${recordId}`}</>;
  return (
    <Link component={RouterLink} to={editPath(resourceName(entity), recordId)}>
      {`${name} #${recordId}`}
    </Link>
  );
}

/**
 * A creation or a deletion names every field of the record: folded behind a button saying how many, so a page of
 * them reads (and draws) as a list of events; a change shows its diff at once.
 */
function EventChanges({ event, path }: { event: AuditTimelineEvent; path: string }) {
  const translate = useTranslate();
  const whole = event.action === 'create' || event.action === 'delete';
  const [open, setOpen] = useState(!whole);
  const count = Object.keys(event.changes).length;
  if (!count) return null;
  const diff = <AuditChanges entity={path} action={event.action} changes={event.changes} recordId={event.record_id} />;
  if (!whole) return diff;
  return (
    <>
      <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open} sx={{ px: 0, minWidth: 0 }}>
        {translate(open ? 'resources.common.log.hide_fields' : 'resources.common.log.show_fields', { smart_count: count })}
      </Button>
      {open && diff}
    </>
  );
}

/** A table whose rows are the events (a record's Log dialog reads them by row), the diff in the last cell. */
export function AuditTimeline({ events, entity }: { events: AuditTimelineEvent[]; entity?: string }) {
  const translate = useTranslate();
  const settings = useDateTimeSettings();
  const subjects = events.some((event) => event.entity !== undefined);
  const columns = ['at', 'who', 'what', ...(subjects ? ['record'] : []), 'changes'];
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column}>{translate(`resources.common.log.${column}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event) => {
            const path = event.entity ?? entity ?? '';
            return (
              <TableRow key={event.id} sx={{ verticalAlign: 'top' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={event.at}>{formatDateTime(event.at, settings)}</time>
                </TableCell>
                <TableCell>{event.user_name ?? translate('resources.common.log.system')}</TableCell>
                <TableCell>{event.what ?? auditActionLabel(translate, path, event.action)}</TableCell>
                {subjects && (
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.entity && <Subject entity={event.entity} recordId={event.record_id} gone={event.action === 'delete'} />}</TableCell>
                )}
                <TableCell sx={{ minWidth: 280 }}>{event.extra ?? <EventChanges event={event} path={path} />}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
