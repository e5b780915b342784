/**
 * Live lists and records: a generated list refetches when a record of its entity is created, changed or
 * deleted (the server sends only records in the user's scope); a show page refetches its record; an edit
 * page never replaces what the user is typing: it says the record changed and offers to reload (in view
 * mode it reloads at once). Each is one element inside react-admin's List, Show or Edit. While live updates are
 * interrupted a list that shows live values says so (its values are greyed: live-value.tsx), and lists and show
 * pages re-read their data when the channel is back.
 */
import { Alert, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { type RaRecord, useDataProvider, useEditContext, useGetIdentity, useListContext, useShowContext, useTranslate } from 'react-admin';
import { entityByPath } from '../schemas';
import { useLiveInterrupted, useOnReconnect, useTopic } from '../src/live/live-context';
import { entityTopic, type LiveMessage } from '../src/live/live-provider';
import { describeField } from './field-kinds';

/** Changes arriving together (a bulk delete) cost one refetch. */
const COALESCE_MS = 250;

function useCoalesced(action: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => () => clearTimeout(timer.current), []);
  return () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), COALESCE_MS);
  };
}

/** Whether the entity's list shows a live value (its description's `live` fact). */
const showsLiveValues = (resource: string) => {
  const entity = entityByPath(resource);
  return Boolean(entity?.list.columns.some((name) => describeField(entity, name).live));
};

export function LiveListUpdates({ resource }: { resource: string }) {
  const { refetch } = useListContext();
  const refetchSoon = useCoalesced(() => void refetch());
  const translate = useTranslate();
  useTopic(entityTopic(resource), refetchSoon);
  useOnReconnect(refetchSoon);
  const interrupted = useLiveInterrupted();
  if (!interrupted || !showsLiveValues(resource)) return null;
  return (
    <Alert severity="warning" role="status" sx={{ mx: 2, my: 1 }} data-live-interrupted="">
      {translate('live.stale.banner')}
    </Alert>
  );
}

type Change = 'updated' | 'deleted';

/** Changes to this record by someone else (the user's own saves refresh the page already). */
function useRecordChanges(resource: string, id: unknown, onChange: (change: Change) => void) {
  const { identity } = useGetIdentity();
  useTopic(entityTopic(resource), (message: LiveMessage) => {
    const { type, id: changedId, by } = message.data;
    if (String(changedId) !== String(id) || (type !== 'updated' && type !== 'deleted')) return;
    if (identity && String(by) === String(identity.id) && type === 'updated') return;
    onChange(type);
  });
}

function ChangedNotice({ change, onReload }: { change: Change; onReload?: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity={change === 'deleted' ? 'error' : 'warning'}
      sx={{ m: 2 }}
      action={
        change === 'updated' && onReload ? (
          <Button color="inherit" size="small" onClick={onReload}>
            {translate('live.record.reload')}
          </Button>
        ) : undefined
      }
    >
      {translate(change === 'deleted' ? 'live.record.deleted' : 'live.record.changed')}
    </Alert>
  );
}

export function LiveShowUpdates({ resource }: { resource: string }) {
  const { record, refetch } = useShowContext();
  const [deleted, setDeleted] = useState(false);
  useRecordChanges(resource, record?.id, (change) => (change === 'deleted' ? setDeleted(true) : void refetch()));
  useOnReconnect(() => void refetch());
  return deleted ? <ChangedNotice change="deleted" /> : null;
}

/** `autoReload`: nothing is being typed (view mode), so a change is shown at once. */
export function LiveEditUpdates({ resource, autoReload }: { resource: string; autoReload: boolean }) {
  const { record, refetch } = useEditContext();
  const [change, setChange] = useState<Change>();
  useRecordChanges(resource, record?.id, (next) => {
    if (next === 'updated' && autoReload) return void refetch();
    setChange(next);
  });
  if (!change) return null;
  return <ChangedNotice change={change} onReload={() => void refetch().then(() => setChange(undefined))} />;
}

/** The record as it is now: the page's copy, re-read when the live channel says this record changed or is back. */
export function useCurrentRecord(resource: string, record: RaRecord | undefined): RaRecord | undefined {
  const dataProvider = useDataProvider();
  const [current, setCurrent] = useState(record);
  useEffect(() => setCurrent(record), [record]);
  const reread = () => record && void dataProvider.getOne(resource, { id: record.id }).then(({ data }) => setCurrent(data), () => undefined);
  useTopic(entityTopic(resource), (message: LiveMessage) => {
    if (record && String(message.data.id) === String(record.id) && message.data.type === 'updated') reread();
  });
  useOnReconnect(reread);
  return current;
}
