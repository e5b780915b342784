/**
 * Scheduled backups (project settings' backup section): on or off, when (a cron pattern in the project's time
 * zone) and how many scheduled backups are kept. Changed by holders of backups.create; read by everyone here.
 */
import { Button, Card, CardContent, Checkbox, FormControlLabel, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { type BackupSchedule, useBackupsApi } from './backups-api';

const QUERY = ['backups', 'schedule'];

export function BackupScheduleCard({ canChange }: { canChange: boolean }) {
  const api = useBackupsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: QUERY, queryFn: api.readSchedule });
  const [draft, setDraft] = useState<BackupSchedule>();
  useEffect(() => setDraft(data), [data]);
  if (!draft) return null;
  const save = async () => {
    try {
      await api.changeSchedule(draft);
      notify('backups.schedule.saved', { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    await queryClient.invalidateQueries({ queryKey: QUERY });
  };
  return (
    <Card component="section" aria-labelledby="backup-schedule">
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography id="backup-schedule" variant="h6" component="h2">
          {translate('backups.schedule.title')}
        </Typography>
        <FormControlLabel
          control={<Checkbox checked={draft.schedule_enabled} disabled={!canChange} onChange={(event) => setDraft({ ...draft, schedule_enabled: event.target.checked })} />}
          label={translate('backups.schedule.enabled')}
        />
        <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
          <TextField label={translate('backups.schedule.cron')} helperText={translate('backups.schedule.cron_hint')} value={draft.schedule_cron} disabled={!canChange} onChange={(event) => setDraft({ ...draft, schedule_cron: event.target.value })} />
          <TextField label={translate('backups.schedule.keep')} type="number" value={draft.keep} disabled={!canChange} slotProps={{ htmlInput: { min: 1, max: 365 } }} onChange={(event) => setDraft({ ...draft, keep: Number(event.target.value) })} />
        </Stack>
        {canChange && (
          <div>
            <Button variant="contained" onClick={() => void save()}>
              {translate('ra.action.save')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
