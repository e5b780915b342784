/**
 * A device's presence at the top of its page, whichever page a click lands on (edit or show): online or
 * offline and when it was last seen. It follows the device live on its own, so it stays true while the
 * form below is being edited (the form itself is never replaced under the user's typing), is greyed while live
 * updates are interrupted, and is re-read when they are back.
 */
import { Stack, Typography } from '@mui/material';
import { useContext, useEffect, useState } from 'react';
import { EditContext, RecordContextProvider, type RaRecord, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../../resources/date-time-field';
import { LiveValue } from '../../resources/live-value';
import { fieldLabelKey } from '../../resources/locale-keys';
import type { PageActionProps } from '../../resources/page-actions';
import { useOnReconnect, useTopic } from '../live/live-context';
import { entityTopic, type LiveMessage } from '../live/live-provider';
import { StatusDot } from './device-displays';

export default function DevicePresence({ entity }: PageActionProps) {
  const record = useRecordContext();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  const [current, setCurrent] = useState<RaRecord | undefined>(record);
  useEffect(() => setCurrent(record), [record]);
  const reread = () => record && void dataProvider.getOne(entity.path, { id: record.id }).then(({ data }) => setCurrent(data), () => undefined);
  useTopic(entityTopic(entity.path), (message: LiveMessage) => {
    if (record && String(message.data.id) === String(record.id) && message.data.type === 'updated') reread();
  });
  useOnReconnect(reread);
  if (!current?.status) return null;
  return (
    <LiveValue>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mr: 'auto', px: 1 }} data-device-presence="">
        <StatusDot status={String(current.status)} />
        <Typography component="span" variant="body2" color="text.secondary">
          {translate(fieldLabelKey(entity.path, ['last_seen_at']))}:{' '}
          <RecordContextProvider value={current}>{current.last_seen_at ? <DateTimeField source="last_seen_at" relative /> : '–'}</RecordContextProvider>
        </Typography>
      </Stack>
    </LiveValue>
  );
}

/** In the top bar of the show page only: the edit page shows it above its form, its bar left to its actions. */
export function DevicePresenceInShowBar(props: PageActionProps) {
  return useContext(EditContext) ? null : <DevicePresence {...props} />;
}
