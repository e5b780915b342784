/**
 * A device's presence first in its show page's bar: online or offline and when it was last seen. It follows
 * the device live, is greyed while live updates are interrupted, and is re-read when they are back. (The
 * edit page, where a click lands, shows the same fields live above its form: resources/record-state.tsx.)
 */
import { Stack, Typography } from '@mui/material';
import { useContext } from 'react';
import { EditContext, RecordContextProvider, useRecordContext, useTranslate } from 'react-admin';
import { DateTimeField } from '../../resources/date-time-field';
import { useCurrentRecord } from '../../resources/live-record';
import { LiveValue } from '../../resources/live-value';
import { fieldLabelKey } from '../../resources/locale-keys';
import type { PageActionProps } from '../../resources/page-action-registry';
import { StatusDot } from './device-displays';

export default function DevicePresence({ entity }: PageActionProps) {
  const translate = useTranslate();
  const current = useCurrentRecord(entity.path, useRecordContext());
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

/** In the top bar of the show page only: the edit page's bar is left to the device's actions. */
export function DevicePresenceInShowBar(props: PageActionProps) {
  return useContext(EditContext) ? null : <DevicePresence {...props} />;
}
