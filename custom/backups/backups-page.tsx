/**
 * /backups (000 §2.5 Settings; 001 §6 Backups): the backups kept on the server, and what the reader's permissions
 * allow: make one (backups.create), upload one, at once restoring it or not (backups.apply_file), download with an
 * optional passphrase (backups.download), restore after a confirmation (backups.apply), delete (backups.delete).
 */
import AddIcon from '@mui/icons-material/Add';
import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Title, useNotify, usePermissions, useTranslate } from 'react-admin';
import { formatDateTime } from '../../resources/date-time';
import { useDateTimeSettings } from '../../resources/use-date-time-settings';
import { DownloadDialog, UploadDialog } from './backup-dialogs';
import { BackupScheduleCard } from './backup-schedule-card';
import { type BackupItem, type Upload, useBackupsApi } from './backups-api';
import { type BackupAction, BackupsTable } from './backups-table';

const QUERY = ['backups'];
const ACTION_PERMISSIONS: Record<BackupAction, string> = { download: 'backups.download', apply: 'backups.apply', delete: 'backups.delete' };

export default function BackupsPage() {
  const api = useBackupsApi();
  const translate = useTranslate();
  const notify = useNotify();
  const dates = useDateTimeSettings();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<string[]>();
  const may = (permission: string) => Boolean(permissions?.includes(permission));
  const { data } = useQuery({ queryKey: QUERY, queryFn: api.list });
  const [chosen, setChosen] = useState<{ action: BackupAction; item: BackupItem }>();
  const [uploading, setUploading] = useState(false);
  const [busy, setBusy] = useState(false);
  const dateOf = (item?: BackupItem) => (item ? formatDateTime(item.made_at, dates) : '');

  /** Runs a call with the page marked busy, tells its outcome, and reads the list again. */
  const perform = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'info' });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: QUERY });
    }
  };
  const close = () => setChosen(undefined);
  const confirm = (action: 'apply' | 'delete') => {
    const item = chosen!.item;
    close();
    void perform(() => (action === 'apply' ? api.apply(item.id) : api.remove(item.id)), action === 'apply' ? 'backups.applied' : 'backups.deleted');
  };
  const upload = async (sent: Upload) => {
    setUploading(false);
    await perform(() => api.upload(sent), sent.apply ? 'backups.applied' : 'backups.uploaded');
  };

  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title={translate('backups.title')} />
      <Typography variant="h5" component="h1">
        {translate('backups.title')}
      </Typography>
      <Card component="section">
        <CardContent sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('backups.hint')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {may('backups.create') && (
              <Button variant="contained" startIcon={<AddIcon />} disabled={busy} onClick={() => void perform(api.make, 'backups.made')}>
                {translate('backups.make')}
              </Button>
            )}
            {may('backups.apply_file') && (
              <Button variant="outlined" startIcon={<UploadIcon />} disabled={busy} onClick={() => setUploading(true)}>
                {translate('backups.upload')}
              </Button>
            )}
          </Stack>
          {busy && <LinearProgress aria-label={translate('backups.busy')} />}
          {data && !data.length ? (
            <Typography color="text.secondary">{translate('backups.empty')}</Typography>
          ) : (
            <BackupsTable items={data ?? []} actions={(['download', 'apply', 'delete'] as const).filter((action) => may(ACTION_PERMISSIONS[action]))} onAction={(action, item) => setChosen({ action, item })} />
          )}
        </CardContent>
      </Card>
      <BackupScheduleCard canChange={may('backups.create')} />
      {uploading && <UploadDialog canApply onUpload={upload} onClose={() => setUploading(false)} />}
      {chosen?.action === 'download' && (
        <DownloadDialog
          date={dateOf(chosen.item)}
          onClose={close}
          onDownload={async (passphrase) => {
            const item = chosen.item;
            close();
            await perform(() => api.download(item.id, passphrase), 'backups.downloaded');
          }}
        />
      )}
      {(['apply', 'delete'] as const).map((action) => (
        <Confirm
          key={action}
          isOpen={chosen?.action === action}
          title={`backups.confirm_${action}_title`}
          content={`backups.confirm_${action}_content`}
          translateOptions={{ date: dateOf(chosen?.item) }}
          confirm={action === 'apply' ? 'backups.apply_button' : 'ra.action.delete'}
          confirmColor="warning"
          onConfirm={() => confirm(action)}
          onClose={close}
        />
      ))}
    </Box>
  );
}
